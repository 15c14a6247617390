/**
 * The kiosk's configuration: `kiosk-config.json` in the app's user-data folder, overridden by
 * command-line flags (DESIGN.md, "Electron shell"). Every value is validated; a bad file or
 * flag never stops the kiosk: the bad value is reported in one log line and its default used.
 */
import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import { apiTimeoutMsSchema } from '../../src/config/env-schema.ts';
import { LOCALES } from '../../src/config/locales.ts';
import { THEMES } from '../../src/config/theme.ts';
import { LINK_MODES, type KioskRendererConfig } from '../shared/bridge.ts';

/** File name of the configuration in the user-data folder. */
export const CONFIG_FILE_NAME = 'kiosk-config.json';

const httpUrl = z.url({ protocol: /^https?$/ });
const fields = {
  /** Path the kiosk opens and returns to after a session, e.g. `/` or `/announcements`. */
  startPath: z.string().check(z.regex(/^\/(?!\/)[^\s\\]*$/, 'must be a site path starting with /')),
  /** Seconds without a touch before a visitor session ends (15 s to 1 h). */
  idleSeconds: z.int().check(z.gte(15), z.lte(3600)),
  contentBaseUrl: httpUrl,
  /** Per-attempt timeout of content API requests in milliseconds (1000 to 20000). */
  contentTimeoutMs: apiTimeoutMsSchema,
  defaultLocale: z.enum(LOCALES),
  defaultTheme: z.enum(THEMES),
  linkMode: z.enum(LINK_MODES),
  /** Staff exit PIN, 4 to 8 digits; without one the exit asks for none. */
  exitPin: z.string().check(z.regex(/^\d{4,8}$/, 'must be 4 to 8 digits')),
  /** Page zoom, e.g. 2 for a 4K screen at 1080p layout. */
  zoomFactor: z.number().check(z.gte(0.5), z.lte(4)),
  /** Local time `HH:MM` of an optional daily restart. */
  dailyRestart: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM')),
  /** Hide the mouse cursor (touch-only screens). */
  hideCursor: z.boolean(),
  /** Generic update feed for electron-updater. */
  updateFeedUrl: httpUrl,
} as const;

type Fields = typeof fields;
/** The validated configuration. */
export type KioskConfig = { [K in keyof Fields]: z.infer<Fields[K]> };

export const DEFAULT_CONFIG: Readonly<
  Omit<KioskConfig, 'contentBaseUrl' | 'contentTimeoutMs' | 'exitPin' | 'dailyRestart' | 'updateFeedUrl'> &
    Partial<Pick<KioskConfig, 'contentBaseUrl' | 'contentTimeoutMs' | 'exitPin' | 'dailyRestart' | 'updateFeedUrl'>>
> = {
  startPath: '/',
  idleSeconds: 120,
  defaultLocale: 'en',
  defaultTheme: 'light',
  linkMode: 'both',
  zoomFactor: 1,
  hideCursor: false,
};
export type ResolvedKioskConfig = typeof DEFAULT_CONFIG;

/** A configuration and the problems found reading it (each a complete log line). */
export interface ConfigResult {
  config: ResolvedKioskConfig;
  problems: string[];
}

/** Command-line flag → configuration key; values are parsed like the file's. */
const FLAGS = {
  'start-path': 'startPath',
  idle: 'idleSeconds',
  'content-base-url': 'contentBaseUrl',
  'content-timeout-ms': 'contentTimeoutMs',
  locale: 'defaultLocale',
  theme: 'defaultTheme',
  'link-mode': 'linkMode',
  'exit-pin': 'exitPin',
  zoom: 'zoomFactor',
  'daily-restart': 'dailyRestart',
  'hide-cursor': 'hideCursor',
  'update-feed-url': 'updateFeedUrl',
} as const satisfies Record<string, keyof Fields>;

function flagValue(key: keyof Fields, raw: string | boolean): unknown {
  if (key === 'hideCursor') return raw === true || raw === 'true' || raw === '1';
  if (typeof raw !== 'string') return raw;
  if (key === 'idleSeconds' || key === 'zoomFactor' || key === 'contentTimeoutMs') return raw.trim() === '' ? Number.NaN : Number(raw);
  return raw;
}

/** Validates each known key of `raw`; unknown keys and bad values become problems. */
function applyValues(target: Record<string, unknown>, raw: Record<string, unknown>, source: string, problems: string[]) {
  for (const [key, value] of Object.entries(raw)) {
    if (!(key in fields)) {
      problems.push(`${source}: unknown setting "${key}" ignored`);
      continue;
    }
    const result = fields[key as keyof Fields].safeParse(value);
    if (result.success) target[key] = result.data;
    else problems.push(`${source}: "${key}" ${z.prettifyError(result.error).replace(/^✖ /, '').replace(/\n.*/s, '')}; using the default`);
  }
}

/**
 * Reads the configuration from the file's text (`undefined` when there is no file) and the
 * command line; flags win. Never throws.
 */
export function loadKioskConfig(fileText: string | undefined, argv: readonly string[]): ConfigResult {
  const problems: string[] = [];
  const config: Record<string, unknown> = { ...DEFAULT_CONFIG };
  if (fileText !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(fileText);
    } catch (error) {
      problems.push(`${CONFIG_FILE_NAME}: not valid JSON (${(error as Error).message}); using the defaults`);
    }
    if (parsed !== undefined) {
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        applyValues(config, parsed as Record<string, unknown>, CONFIG_FILE_NAME, problems);
      } else {
        problems.push(`${CONFIG_FILE_NAME}: must hold a JSON object; using the defaults`);
      }
    }
  }
  const options = Object.fromEntries(
    Object.keys(FLAGS).map((flag) => [flag, { type: flag === 'hide-cursor' ? ('boolean' as const) : ('string' as const) }]),
  );
  const { values } = parseArgs({ args: [...argv], options, strict: false, allowPositionals: true });
  const fromFlags: Record<string, unknown> = {};
  for (const [flag, key] of Object.entries(FLAGS)) {
    const raw = values[flag];
    if (raw !== undefined) fromFlags[key] = flagValue(key, raw);
  }
  applyValues(config, fromFlags, 'command line', problems);
  return { config: config as ResolvedKioskConfig, problems };
}

/** The part of the configuration the renderer receives through the bridge. */
export function rendererConfig(config: ResolvedKioskConfig): KioskRendererConfig {
  return {
    idleSeconds: config.idleSeconds,
    defaultLocale: config.defaultLocale,
    defaultTheme: config.defaultTheme,
    linkMode: config.linkMode,
    ...(config.contentBaseUrl ? { contentBaseUrl: config.contentBaseUrl } : {}),
    ...(config.contentTimeoutMs === undefined ? {} : { contentTimeoutMs: config.contentTimeoutMs }),
  };
}
