/**
 * The one schema of the kiosk settings (zod/mini), built from the rules in `kiosk-settings.ts`:
 * the shell validates its configuration file and flags with it (`electron/main/config.ts`), and
 * the renderer the bridge's values (`src/stores/kiosk-store.ts`, loaded only inside the shell).
 */
import * as z from 'zod/mini';
import { apiTimeoutMsSchema } from './content-api.ts';
import {
  EXIT_PIN_PATTERN,
  isSecureRemoteUrl,
  KIOSK_SETTING_LIMITS,
  LINK_MODES,
  SESSION_SETTING_KEYS,
  START_PATH_PATTERN,
} from './kiosk-settings.ts';
import { LOCALES } from './locales.ts';
import { THEMES } from './themes.ts';

const seconds = ({ min, max }: { readonly min: number; readonly max: number }) =>
  z.int().check(z.gte(min, `must be at least ${min}`), z.lte(max, `must be at most ${max}`));

/** An `https:` address (plain `http:` on a loopback host only), without credentials. */
export const secureUrlSchema = z
  .string()
  .check(
    z.refine(
      isSecureRemoteUrl,
      'must be an https: address (http: only for localhost, 127.0.0.1 or [::1]) without a user name or password',
    ),
  );

/** The staff exit PIN: 6 to 8 digits. */
export const exitPinSchema = z.string().check(z.regex(EXIT_PIN_PATTERN, 'must be 6 to 8 digits'));

/** One schema per shared setting; `z.infer` of each is the setting's type. */
export const KIOSK_SETTING_SCHEMAS = {
  startPath: z.string().check(z.regex(START_PATH_PATTERN, 'must be a site path starting with /')),
  idleSeconds: seconds(KIOSK_SETTING_LIMITS.idleSeconds),
  warningSeconds: seconds(KIOSK_SETTING_LIMITS.warningSeconds),
  linkMode: z.enum(LINK_MODES),
  defaultLocale: z.enum(LOCALES),
  defaultTheme: z.enum(THEMES),
  contentBaseUrl: secureUrlSchema,
  contentTimeoutMs: apiTimeoutMsSchema,
  siteUrl: secureUrlSchema,
  zoomFactor: z.number().check(z.gte(KIOSK_SETTING_LIMITS.zoomFactor.min), z.lte(KIOSK_SETTING_LIMITS.zoomFactor.max)),
  attractAfterSeconds: z.union([
    z.literal(0),
    z
      .int()
      .check(
        z.gte(
          KIOSK_SETTING_LIMITS.attractAfterSeconds.min,
          `must be 0 (off) or at least ${KIOSK_SETTING_LIMITS.attractAfterSeconds.min}`,
        ),
        z.lte(
          KIOSK_SETTING_LIMITS.attractAfterSeconds.max,
          `must be at most ${KIOSK_SETTING_LIMITS.attractAfterSeconds.max}`,
        ),
      ),
  ]),
} as const;

/** A map of setting name → schema, as {@link validateSettings} takes it. */
export type SettingSchemas = Readonly<Record<string, z.ZodMiniType>>;

/** The valid values of {@link validateSettings}, by key. */
export type ValidSettings<S extends SettingSchemas> = { -readonly [K in keyof S]?: z.infer<S[K]> };

/**
 * Validates each own key of `raw` against `schemas`. Keys are matched with `Object.hasOwn`, so
 * `constructor`, `toString` or `__proto__` in a file are unknown settings, never the prototype's.
 * @param source - names where the values came from, at the start of each problem line.
 * @returns the valid values, and one complete log line per unknown key or bad value
 *   (`<source>: unknown setting "<key>" ignored`, `<source>: "<key>" <reason>; using the default`).
 */
export function validateSettings<S extends SettingSchemas>(
  raw: Readonly<Record<string, unknown>>,
  schemas: S,
  source: string,
): { values: ValidSettings<S>; problems: string[] } {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const schema = Object.hasOwn(schemas, key) ? schemas[key] : undefined;
    if (!schema) {
      problems.push(`${source}: unknown setting ${JSON.stringify(key.slice(0, 80))} ignored`);
      continue;
    }
    const result = schema.safeParse(value);
    if (result.success) values[key] = result.data;
    else
      problems.push(
        `${source}: "${key}" ${z.prettifyError(result.error).replace(/^✖ /, '').replace(/\n.*/s, '')}; using the default`,
      );
  }
  return { values: values as ValidSettings<S>, problems };
}

/** The session settings' schemas (`SESSION_SETTING_KEYS`), as the renderer checks the bridge's values. */
export const SESSION_SETTING_SCHEMAS = Object.fromEntries(
  SESSION_SETTING_KEYS.map((key) => [key, KIOSK_SETTING_SCHEMAS[key]]),
) as Pick<typeof KIOSK_SETTING_SCHEMAS, (typeof SESSION_SETTING_KEYS)[number]>;
