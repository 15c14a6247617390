/**
 * The kiosk's configuration: `kiosk-config.json` in the app's user-data folder, overridden by
 * command-line flags (docs/kiosk.md, "2. Configure"). Every value is validated with the shared
 * kiosk settings schema (`common/kiosk-settings-schema.ts`) plus the shell's own
 * settings; a bad file or flag never stops the kiosk: the bad value is reported in one log line
 * and its default used.
 */
import { readFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import type { KioskRendererConfig } from '../../common/bridge.ts';
import {
  DEFAULT_KIOSK_SETTINGS,
  SESSION_SETTING_KEYS,
  type KioskSessionSettings,
} from '../../common/kiosk-settings.ts';
import {
  exitPinSchema,
  KIOSK_SETTING_SCHEMAS,
  secureUrlSchema,
  validateSettings,
} from '../../common/kiosk-settings-schema.ts';
import { resolveExitPinHash } from './exit-pin.ts';
import { EXIT_PIN_HASH_FORMAT, isExitPinHash } from './exit-pin-hash.mjs';
import { publicKeyFromText } from './settings-signature.mjs';

/** File name of the configuration in the user-data folder. */
const CONFIG_FILE_NAME = 'kiosk-config.json';

/** One Ed25519 public key's text (`settings-signature.mjs`). */
const settingsPublicKeySchema = z
  .string()
  .check(
    z.refine(
      (text) => publicKeyFromText(text) !== undefined,
      'must be an Ed25519 public key as npm run kiosk:sign-settings -- --new-key prints it (43 characters)',
    ),
  );

/** Every setting of the configuration, with its schema; `remote-settings.ts` checks a fleet's file with them too. */
export const CONFIG_FIELDS = {
  ...KIOSK_SETTING_SCHEMAS,
  /** The staff PIN's salted hash (`exit-pin-hash.mjs`); without one no PIN opens the staff screen or its exit. */
  exitPinHash: z
    .string()
    .check(
      z.refine(isExitPinHash, `must be ${EXIT_PIN_HASH_FORMAT}, as npm run kiosk:setup -- --set-exit-pin writes it`),
    ),
  /** A plain PIN (6 to 8 digits) in the file, from before `exitPinHash`: hashed and removed at start (`exit-pin.ts`). */
  exitPin: exitPinSchema,
  /** Local time `HH:MM` of an optional daily restart. */
  dailyRestart: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM')),
  /** Hide the mouse cursor (touch-only screens). */
  hideCursor: z.boolean(),
  /** Generic update feed for electron-updater (`https:`; `http:` on loopback only). */
  updateFeedUrl: secureUrlSchema,
  /** A push monitor's URL the kiosk calls every minute (`heartbeat.ts`; `https:`, `http:` on loopback only). */
  heartbeatUrl: secureUrlSchema,
  /** The kiosk's name in a fleet: sent with the heartbeat, and picks its part of the fleet's settings. */
  kioskName: z
    .string()
    .check(z.regex(/^[^\p{Cc}]{1,64}$/u, 'must be 1 to 64 characters, none of them a control character')),
  /** The fleet's signed settings file (`remote-settings.ts`; `https:`, `http:` on loopback only). */
  settingsUrl: secureUrlSchema,
  /**
   * The public keys that may sign it: one, or up to three during a key's rotation
   * (docs/kiosk.md, "Running a fleet").
   */
  settingsPublicKey: z.union([
    settingsPublicKeySchema,
    z.array(settingsPublicKeySchema).check(z.minLength(1), z.maxLength(3)),
  ]),
} as const;

const fields = CONFIG_FIELDS;
type Fields = typeof fields;
/** The validated configuration. */
export type KioskConfig = { [K in keyof Fields]: z.infer<Fields[K]> };

type OptionalKey =
  | 'contentBaseUrl'
  | 'contentTimeoutMs'
  | 'siteUrl'
  | 'exitPinHash'
  | 'exitPin'
  | 'dailyRestart'
  | 'updateFeedUrl'
  | 'heartbeatUrl'
  | 'settingsUrl'
  | 'settingsPublicKey';

export const DEFAULT_CONFIG: Readonly<Omit<KioskConfig, OptionalKey> & Partial<Pick<KioskConfig, OptionalKey>>> = {
  ...DEFAULT_KIOSK_SETTINGS,
  hideCursor: false,
  // The machine's own name until staff give the kiosk one.
  kioskName: hostname().slice(0, 64) || 'kiosk',
};
export type ResolvedKioskConfig = typeof DEFAULT_CONFIG;

/** A configuration and the problems found reading it (each a complete log line). */
export interface ConfigResult {
  config: ResolvedKioskConfig;
  problems: string[];
}

/**
 * The flag the shell once took the PIN from. Parsed only to be refused: a command line shows in
 * every process list (`ps`, Task Manager), so a PIN there is not secret.
 */
const REFUSED_PIN_FLAG = 'exit-pin';

/** One log line for {@link REFUSED_PIN_FLAG}; never the value. */
const REFUSED_PIN_FLAG_PROBLEM =
  'command line: --exit-pin refused and ignored (a command line shows in process lists); set "exitPinHash" in ' +
  `${CONFIG_FILE_NAME} with npm run kiosk:setup -- --set-exit-pin --config <file>, or write "exitPin" there once ` +
  'and the kiosk replaces it with its hash at start (docs/kiosk.md, "2. Configure")';

/** Command-line flag → configuration key; values are parsed like the file's. */
const FLAGS = {
  'start-path': 'startPath',
  idle: 'idleSeconds',
  warn: 'warningSeconds',
  'content-base-url': 'contentBaseUrl',
  'content-timeout-ms': 'contentTimeoutMs',
  'site-url': 'siteUrl',
  locale: 'defaultLocale',
  theme: 'defaultTheme',
  'link-mode': 'linkMode',
  attract: 'attractAfterSeconds',
  zoom: 'zoomFactor',
  'daily-restart': 'dailyRestart',
  'hide-cursor': 'hideCursor',
  'update-feed-url': 'updateFeedUrl',
  'heartbeat-url': 'heartbeatUrl',
  'kiosk-name': 'kioskName',
  'settings-url': 'settingsUrl',
} as const satisfies Record<string, keyof Fields>;

const NUMERIC_KEYS: ReadonlySet<keyof Fields> = new Set([
  'idleSeconds',
  'warningSeconds',
  'zoomFactor',
  'contentTimeoutMs',
  'attractAfterSeconds',
]);

function flagValue(key: keyof Fields, raw: string | boolean): unknown {
  if (key === 'hideCursor') return raw === true || raw === 'true' || raw === '1';
  if (typeof raw !== 'string') return raw;
  if (NUMERIC_KEYS.has(key)) return raw.trim() === '' ? Number.NaN : Number(raw);
  return raw;
}

/**
 * Reads the configuration from the file's text (`undefined` when there is no file) and the
 * command line; flags win. Unknown keys (compared as own keys only, so `constructor` or
 * `toString` are unknown too) and bad values are problems, and so is `--exit-pin`, which is
 * ignored. `exitPinHash` and a plain `exitPin` come from the file only. Never throws.
 */
export function loadKioskConfig(fileText: string | undefined, argv: readonly string[]): ConfigResult {
  const problems: string[] = [];
  const config: Record<string, unknown> = { ...DEFAULT_CONFIG };
  const apply = (raw: Record<string, unknown>, source: string) => {
    const result = validateSettings(raw, fields, source);
    Object.assign(config, result.values);
    problems.push(...result.problems);
  };
  if (fileText !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(fileText);
    } catch (error) {
      problems.push(`${CONFIG_FILE_NAME}: not valid JSON (${(error as Error).message}); using the defaults`);
    }
    if (parsed !== undefined) {
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        apply(parsed as Record<string, unknown>, CONFIG_FILE_NAME);
      } else {
        problems.push(`${CONFIG_FILE_NAME}: must hold a JSON object; using the defaults`);
      }
    }
  }
  const options = Object.fromEntries(
    [...Object.keys(FLAGS), REFUSED_PIN_FLAG].map((flag) => [
      flag,
      { type: flag === 'hide-cursor' ? ('boolean' as const) : ('string' as const) },
    ]),
  );
  const { values } = parseArgs({ args: [...argv], options, strict: false, allowPositionals: true });
  if (values[REFUSED_PIN_FLAG] !== undefined) problems.push(REFUSED_PIN_FLAG_PROBLEM);
  const fromFlags: Record<string, unknown> = {};
  for (const [flag, key] of Object.entries(FLAGS)) {
    const raw = values[flag];
    if (raw !== undefined) fromFlags[key] = flagValue(key, raw);
  }
  apply(fromFlags, 'command line');
  return { config: config as ResolvedKioskConfig, problems };
}

/** What {@link readKioskConfig} needs. */
export interface ReadConfigOptions {
  /** The app's user-data folder (`app.getPath('userData')`), which holds {@link CONFIG_FILE_NAME}. */
  userDataDir: string;
  /** The command line after the executable (`process.argv.slice(1)`). */
  argv: readonly string[];
  log: { info: (message: string) => void; warn: (message: string) => void };
}

/** The configuration at start, and the staff PIN's hash. */
export interface StartConfig {
  config: ResolvedKioskConfig;
  /** The hash the staff sign-in checks PINs against, or `undefined`: no PIN signs staff in. */
  exitPinHash: string | undefined;
}

/**
 * Reads {@link CONFIG_FILE_NAME} from `userDataDir` (missing or unreadable: the defaults) and the
 * command line with {@link loadKioskConfig}, logs each problem as one `Configuration: …` warning
 * and where the configuration came from in one info line, and resolves the exit PIN's hash,
 * migrating a plain `exitPin` in the file (`resolveExitPinHash`, `exit-pin.ts`). Never logs a
 * PIN. Never rejects for a file-system error.
 */
export async function readKioskConfig({ userDataDir, argv, log }: ReadConfigOptions): Promise<StartConfig> {
  const file = path.join(userDataDir, CONFIG_FILE_NAME);
  const text = await readFile(file, 'utf8').catch(() => undefined);
  const { config, problems } = loadKioskConfig(text, argv);
  for (const problem of problems) log.warn(`Configuration: ${problem}`);
  log.info(`Configuration read from ${text === undefined ? 'defaults (no file)' : file}`);
  return { config, exitPinHash: await resolveExitPinHash({ file, text, config, log }) };
}

/** The session settings of `config`: what a visitor session uses, as the page receives them. */
export function sessionSettings(config: ResolvedKioskConfig): KioskSessionSettings {
  return Object.fromEntries(SESSION_SETTING_KEYS.map((key) => [key, config[key]])) as Pick<
    KioskRendererConfig,
    (typeof SESSION_SETTING_KEYS)[number]
  >;
}

/** The part of the configuration the renderer receives through the bridge. */
export function rendererConfig(config: ResolvedKioskConfig): KioskRendererConfig {
  return {
    ...sessionSettings(config),
    ...(config.contentBaseUrl ? { contentBaseUrl: config.contentBaseUrl } : {}),
    ...(config.contentTimeoutMs === undefined ? {} : { contentTimeoutMs: config.contentTimeoutMs }),
    ...(config.siteUrl ? { siteUrl: config.siteUrl } : {}),
  };
}

/** What the shell takes from its process environment. */
export interface ShellEnvironment {
  /** The Vite dev server to load instead of the build (development only). */
  devServerUrl: string | undefined;
  /** A separate profile folder, so several kiosks or test runs can run side by side. */
  userDataDir: string | undefined;
  /** Log lines for variables that were set but ignored. */
  problems: string[];
}

/**
 * Reads `VITE_DEV_SERVER_URL` and `KIOSK_USER_DATA_DIR`, honoured only when the app is not
 * packaged (`app.isPackaged` is `false`): in an installed kiosk an environment variable must not
 * point the window at another site or the profile at another folder.
 */
export function shellEnvironment(
  env: Readonly<Record<string, string | undefined>>,
  isPackaged: boolean,
): ShellEnvironment {
  const devServerUrl = env.VITE_DEV_SERVER_URL || undefined;
  const userDataDir = env.KIOSK_USER_DATA_DIR || undefined;
  if (!isPackaged) return { devServerUrl, userDataDir, problems: [] };
  const problems = Object.entries({ VITE_DEV_SERVER_URL: devServerUrl, KIOSK_USER_DATA_DIR: userDataDir })
    .filter(([, value]) => value !== undefined)
    .map(([name]) => `Environment: ${name} ignored in a packaged kiosk`);
  return { devServerUrl: undefined, userDataDir: undefined, problems };
}
