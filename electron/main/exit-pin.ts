/**
 * The staff exit PIN at start: `kiosk-config.json` holds it as `exitPinHash`
 * (`exit-pin-hash.mjs`). A file from before that, with a plain `exitPin`, is migrated here, so
 * the PIN the staff chose keeps working and stops lying on disk in plain text.
 */
import { hashExitPin, withExitPinHash, writeFileAtomically } from './exit-pin-hash.mjs';

export interface ExitPinSource {
  /** Absolute path of `kiosk-config.json`. */
  file: string;
  /** Its text as read at start (`undefined` when there is none). */
  text: string | undefined;
  /** The validated `exitPinHash` and plain `exitPin` of the configuration (`config.ts`). */
  config: { readonly exitPinHash?: string; readonly exitPin?: string };
  log: { info: (message: string) => void; warn: (message: string) => void };
}

/**
 * The hash the staff exit checks PINs against. With a valid plain `exitPin` in the file, that
 * PIN wins (it is the one staff wrote last): it is hashed with scrypt (about 90 ms), and the file
 * is rewritten atomically with `exitPinHash` in its place and every other key kept
 * ({@link withExitPinHash}); one info line says so. When the rewrite fails, one warning names the
 * error and the hash still serves this run, so the PIN works; the next start tries again.
 * @returns the `exitPinHash` to use, or `undefined` when none is configured. Never rejects for
 *   a file-system error.
 */
export async function resolveExitPinHash({ file, text, config, log }: ExitPinSource): Promise<string | undefined> {
  if (config.exitPin === undefined) return config.exitPinHash;
  const hash = await hashExitPin(config.exitPin);
  try {
    await writeFileAtomically(file, withExitPinHash(text, hash));
    log.info(
      `Configuration: the plain "exitPin" in ${file} was replaced by its hash ("exitPinHash")${config.exitPinHash ? ', which replaced the earlier "exitPinHash"' : ''}`,
    );
  } catch (error) {
    log.warn(
      `Configuration: could not replace the plain "exitPin" in ${file} by its hash (${(error as Error).message}); the PIN works for this run, and the file still holds it in plain text`,
    );
  }
  return hash;
}
