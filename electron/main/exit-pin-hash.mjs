// @ts-check
/**
 * The staff exit PIN as `kiosk-config.json` stores it (`exitPinHash`): a salted scrypt hash
 * (Node's `crypto.scrypt`, https://nodejs.org/api/crypto.html#cryptoscryptpassword-salt-keylen-options-callback)
 * in one self-describing string, `scrypt$N=32768,r=8,p=1$<salt>$<hash>` (standard base64).
 *
 * Plain JavaScript so that the shell (`electron/main/config.ts`, `exit-pin.ts`, `ipc.ts`) and
 * `npm run kiosk:setup` (`scripts/kiosk/setup.mjs`, run by plain Node 20, which cannot import
 * TypeScript) share this one implementation; its types are in `exit-pin-hash.d.mts`.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { chmod, chown, rename, stat, unlink, writeFile } from 'node:fs/promises';

/** The PIN's form; equal to `EXIT_PIN_PATTERN` in `common/kiosk-settings.ts` (a unit test keeps them so). */
export const PIN_PATTERN = /^\d{6,8}$/;

/**
 * What {@link hashExitPin} writes: N = 2^15, r = 8, p = 1 (32 MiB of memory), about 90 ms per
 * hash or check on a 2-core build machine; a 16-byte random salt and a 32-byte hash.
 */
export const EXIT_PIN_HASH_PARAMS = Object.freeze({ N: 2 ** 15, r: 8, p: 1, saltBytes: 16, keyBytes: 32 });

/**
 * Bounds of a hash the shell accepts: never weaker than N = 2^14, and never so costly that a
 * check stalls the kiosk (at most 256 MiB, p up to 16).
 */
const LIMITS = { minN: 2 ** 14, maxN: 2 ** 20, maxR: 32, maxP: 16, maxMemory: 256 * 1024 * 1024 };

const FORMAT = /^scrypt\$N=(\d{1,8}),r=(\d{1,3}),p=(\d{1,3})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

/** How the hash must look, for log lines. */
export const EXIT_PIN_HASH_FORMAT = 'scrypt$N=<n>,r=<r>,p=<p>$<salt base64>$<hash base64>';

/**
 * @typedef {{ N: number, r: number, p: number, salt: Buffer, hash: Buffer }} ParsedHash
 */

/**
 * Decodes standard base64, or `undefined` when `text` is not its canonical form.
 * @param {string} text
 */
function base64(text) {
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : undefined;
}

/**
 * Reads a stored hash; `undefined` when it is not in the format or outside the bounds.
 * @param {string} text
 * @returns {ParsedHash | undefined}
 */
function parse(text) {
  const match = FORMAT.exec(text);
  if (!match) return undefined;
  const [N, r, p] = [match[1], match[2], match[3]].map(Number);
  const salt = base64(match[4] ?? '');
  const hash = base64(match[5] ?? '');
  if (N === undefined || r === undefined || p === undefined || !salt || !hash) return undefined;
  // scrypt needs N to be a power of two.
  const powerOfTwo = (N & (N - 1)) === 0;
  if (!powerOfTwo || N < LIMITS.minN || N > LIMITS.maxN || r < 1 || r > LIMITS.maxR || p < 1 || p > LIMITS.maxP)
    return undefined;
  if (128 * N * r > LIMITS.maxMemory || salt.length < 16 || salt.length > 64 || hash.length < 32 || hash.length > 64)
    return undefined;
  return { N, r, p, salt, hash };
}

/**
 * Whether `text` is a hash {@link verifyExitPin} can check: the format {@link EXIT_PIN_HASH_FORMAT},
 * canonical base64, N a power of two from 2^14 to 2^20, r 1–32, p 1–16, at most 256 MiB, a
 * salt of 16–64 bytes and a hash of 32–64 bytes.
 * @param {string} text
 * @returns {boolean}
 */
export function isExitPinHash(text) {
  return parse(text) !== undefined;
}

/**
 * @param {string} pin
 * @param {Buffer} salt
 * @param {{ N: number, r: number, p: number }} params
 * @param {number} keyBytes
 * @returns {Promise<Buffer>}
 */
function derive(pin, salt, { N, r, p }, keyBytes) {
  return new Promise((resolve, reject) => {
    // Node refuses more than 32 MiB by default, which N = 2^15, r = 8 just exceeds.
    scrypt(pin, salt, keyBytes, { N, r, p, maxmem: 2 * 128 * N * r * p }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a staff exit PIN for `exitPinHash` with Node's `crypto.scrypt` and a fresh random salt
 * (`crypto.randomBytes`).
 * @param {string} pin - 6 to 8 digits ({@link PIN_PATTERN}).
 * @param {{ N: number, r: number, p: number }} [params] - scrypt's cost; {@link EXIT_PIN_HASH_PARAMS} unless given.
 * @returns {Promise<string>} the hash as {@link EXIT_PIN_HASH_FORMAT}.
 * @throws {RangeError} when `pin` is not 6 to 8 digits (the promise rejects).
 */
export async function hashExitPin(pin, params = EXIT_PIN_HASH_PARAMS) {
  if (!PIN_PATTERN.test(pin)) throw new RangeError('The exit PIN must be 6 to 8 digits');
  const salt = randomBytes(EXIT_PIN_HASH_PARAMS.saltBytes);
  const hash = await derive(pin, salt, params, EXIT_PIN_HASH_PARAMS.keyBytes);
  return `scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/**
 * Whether `pin` is the PIN `stored` was made from, compared with `crypto.timingSafeEqual`.
 * @param {string} pin - what was entered; anything but 6 to 8 digits is refused without hashing.
 * @param {string} stored - an `exitPinHash`; a malformed one ({@link isExitPinHash}) refuses every PIN.
 * @returns {Promise<boolean>}
 */
export async function verifyExitPin(pin, stored) {
  const parsed = parse(stored);
  if (!parsed || !PIN_PATTERN.test(pin)) return false;
  const derived = await derive(pin, parsed.salt, parsed, parsed.hash.length);
  return timingSafeEqual(derived, parsed.hash);
}

/**
 * The text of `kiosk-config.json` with `exitPinHash` set to `hash` and any plain `exitPin`
 * removed: the hash takes the place of `exitPin` (or of an earlier `exitPinHash`), every other
 * key keeps its value and its place, unknown ones included; written with 2-space indentation.
 * @param {string | undefined} text - the file's text; `undefined` (no file yet) starts an empty object.
 * @param {string} hash - an `exitPinHash`.
 * @returns {string}
 * @throws {SyntaxError} when `text` is not JSON; {TypeError} when it is not a JSON object.
 */
export function withExitPinHash(text, hash) {
  /** @type {unknown} */
  const parsed = text === undefined ? {} : JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new TypeError('kiosk-config.json must hold a JSON object');
  const entries = Object.entries(parsed).filter(([key]) => key !== 'exitPinHash' || !Object.hasOwn(parsed, 'exitPin'));
  const at = entries.findIndex(([key]) => key === 'exitPin' || key === 'exitPinHash');
  if (at === -1) entries.push(['exitPinHash', hash]);
  else entries[at] = ['exitPinHash', hash];
  // `Object.fromEntries` defines own properties, so a `__proto__` key in the file stays a key.
  return `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`;
}

/**
 * Replaces `file` with `text` atomically: writes a temporary file beside it and renames it over
 * the old one, so a crash or a full disk never leaves half a file. The new file keeps the old
 * one's permissions and, where the writer may set it (root), its owner, so the kiosk account can
 * still read a file an administrator rewrote. The temporary file is removed when a step fails.
 * @param {string} file
 * @param {string} text
 * @returns {Promise<void>}
 * @throws the file system's error (`ENOENT` for a missing folder, `EACCES`, `ENOSPC`…).
 */
export async function writeFileAtomically(file, text) {
  const old = await stat(file).catch(() => undefined);
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, text, { encoding: 'utf8', flag: 'wx', ...(old ? { mode: old.mode & 0o777 } : {}) });
    if (old) {
      // The creation mode passes through the umask; set it exactly.
      await chmod(temporary, old.mode & 0o777);
      await chown(temporary, old.uid, old.gid).catch(() => undefined);
    }
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}
