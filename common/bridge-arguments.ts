/**
 * The bridge's data on the renderer's command line (docs/kiosk.md, "9. For developers"): the main
 * process puts the version, the renderer configuration and the app's origin into one argument of
 * the window's `webPreferences.additionalArguments`, which Electron appends to `process.argv` in
 * the renderer, where a sandboxed preload can read it (Electron docs, `WebPreferences`
 * `additionalArguments`, and `process`, "Sandbox": `argv` is among a sandboxed renderer's
 * `process` properties). The preload reads it synchronously without asking the main process, so
 * the renderer never blocks on IPC before the page runs, and checks it with the shared settings
 * schema before it exposes anything.
 *
 * A renderer's command line shows in process lists, so only what the page may see goes in: never
 * the exit PIN's hash.
 */
import type { BridgeData, KioskRendererConfig } from './bridge.ts';
import { KIOSK_SETTING_SCHEMAS, validateSettings } from './kiosk-settings-schema.ts';
import { SESSION_SETTING_KEYS } from './kiosk-settings.ts';
import { classifyLink } from './links.ts';

/** The argument's switch; its value is the URI-encoded JSON of a {@link BridgeArgument}. */
export const BRIDGE_ARGUMENT_SWITCH = '--kiosk-bridge=';

/** What the argument carries: the bridge's data and the origin whose pages may have the bridge. */
export interface BridgeArgument extends BridgeData {
  /** `app://site` in production, the Vite dev server's origin in development. */
  readonly appOrigin: string;
}

/** The renderer configuration's settings: the session's, all required, and the content's, optional. */
const CONFIG_SCHEMAS = {
  startPath: KIOSK_SETTING_SCHEMAS.startPath,
  idleSeconds: KIOSK_SETTING_SCHEMAS.idleSeconds,
  warningSeconds: KIOSK_SETTING_SCHEMAS.warningSeconds,
  linkMode: KIOSK_SETTING_SCHEMAS.linkMode,
  defaultLocale: KIOSK_SETTING_SCHEMAS.defaultLocale,
  defaultTheme: KIOSK_SETTING_SCHEMAS.defaultTheme,
  attractAfterSeconds: KIOSK_SETTING_SCHEMAS.attractAfterSeconds,
  contentBaseUrl: KIOSK_SETTING_SCHEMAS.contentBaseUrl,
  contentTimeoutMs: KIOSK_SETTING_SCHEMAS.contentTimeoutMs,
  siteUrl: KIOSK_SETTING_SCHEMAS.siteUrl,
} as const;

/** An app version as `package.json` holds it (semver, with pre-release and build parts). */
const VERSION_PATTERN = /^[0-9A-Za-z.+-]{1,64}$/;

/**
 * The `additionalArguments` entry for `data`: {@link BRIDGE_ARGUMENT_SWITCH} and the URI-encoded
 * JSON, so the value holds no space, quote or backslash for a command line to split or escape.
 */
export function encodeBridgeArgument(data: BridgeArgument): string {
  const { version, config, appOrigin } = data;
  return `${BRIDGE_ARGUMENT_SWITCH}${encodeURIComponent(JSON.stringify({ version, config, appOrigin }))}`;
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the bridge's data from a renderer's `argv` (the preload's `process.argv`).
 * @returns the data, frozen, when exactly one argument starts with {@link BRIDGE_ARGUMENT_SWITCH}
 *   and it decodes to a version, an origin and a configuration whose every value passes the
 *   shared settings schema (each session setting present, the content settings optional, no
 *   other key); `undefined` otherwise, and then the page gets no bridge. Never throws.
 */
export function decodeBridgeArgument(argv: readonly string[]): BridgeArgument | undefined {
  const found = argv.filter((argument) => argument.startsWith(BRIDGE_ARGUMENT_SWITCH));
  if (found.length !== 1) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(found[0]?.slice(BRIDGE_ARGUMENT_SWITCH.length) ?? ''));
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || !isRecord(parsed.config)) return undefined;
  const { version, appOrigin, config } = parsed;
  if (typeof version !== 'string' || !VERSION_PATTERN.test(version)) return undefined;
  if (typeof appOrigin !== 'string' || appOrigin === '') return undefined;
  const { values, problems } = validateSettings(config, CONFIG_SCHEMAS, 'bridge');
  if (problems.length > 0 || SESSION_SETTING_KEYS.some((key) => values[key] === undefined)) return undefined;
  return Object.freeze({ version, appOrigin, config: Object.freeze(values as KioskRendererConfig) });
}

/**
 * Whether a page at `pageUrl` may have the bridge: only the app's own pages at `appOrigin` (the
 * same rule as the window's navigation guard, `classifyLink` in `links.ts`), as the IPC handlers
 * accept messages from no other (`electron/main/ipc.ts`).
 */
export function mayHaveBridge(pageUrl: string, appOrigin: string): boolean {
  return classifyLink(pageUrl, appOrigin).kind === 'internal';
}
