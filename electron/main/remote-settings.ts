/**
 * A fleet's remote settings (docs/kiosk.md, "Running a fleet"): one JSON file the fleet's owner
 * publishes at `settingsUrl`, signed with Ed25519 (`settings-signature.mjs`), holding settings
 * for every kiosk (`all`) and for single kiosks by `kioskName` (`kiosks`). The kiosk fetches it at
 * start and every hour, keeps the last good one in its user-data folder
 * ({@link REMOTE_SETTINGS_FILE}) across restarts, and applies a new one at the next idle reset,
 * so no visitor's session changes under them.
 *
 * The signed document:
 *
 * ```json
 * {
 *   "issuedAt": "2026-12-04T09:00:00+08:00",
 *   "expiresAt": "2027-01-04T09:00:00+08:00",
 *   "all": { "idleSeconds": 90 },
 *   "kiosks": { "Booth 3": { "startPath": "/careers" } }
 * }
 * ```
 *
 * A file is refused whole, with one log line, when it is unsigned, signed by no key the kiosk's
 * own `kiosk-config.json` names (`settingsPublicKey`), expired, issued no later than the one in
 * force (a replay of an older file), or when it tries to set a setting only `kiosk-config.json`
 * may set: the settings address, the keys, the update feed (`PROTECTED_SETTINGS`), or any
 * setting not in `REMOTE_SETTING_KEYS` (both in `settings-signature.mjs`). A single bad value is skipped, named in the log,
 * as in `kiosk-config.json`.
 */
import * as z from 'zod/mini';
import { SESSION_SETTING_KEYS } from '../../common/kiosk-settings.ts';
import type { SettingsReport } from '../../common/settings-report.ts';
import { CONFIG_FIELDS, type ResolvedKioskConfig } from './config.ts';
import {
  openSettingsEnvelope,
  PROTECTED_SETTINGS,
  publicKeyFromText,
  REMOTE_SETTING_KEYS,
  SIGNED_SETTINGS_MAX_BYTES,
} from './settings-signature.mjs';
import type { KeyObject } from 'node:crypto';

/** The last good settings file, verbatim, in the user-data folder. */
export const REMOTE_SETTINGS_FILE = 'remote-settings.json';

/** One setting a fleet's file may set (`REMOTE_SETTING_KEYS` of `settings-signature.mjs`). */
type RemoteSettingKey = (typeof REMOTE_SETTING_KEYS)[number];

// Each a setting of the configuration, so each has its schema there.
REMOTE_SETTING_KEYS satisfies readonly (keyof typeof CONFIG_FIELDS)[];

/** How far ahead of the kiosk's clock a file may say it was issued, in ms (clocks drift). */
const MAX_CLOCK_AHEAD_MS = 24 * 3600_000;

const REMOTE_SCHEMAS = Object.fromEntries(REMOTE_SETTING_KEYS.map((key) => [key, CONFIG_FIELDS[key]])) as Pick<
  typeof CONFIG_FIELDS,
  RemoteSettingKey
>;

/** The values a file sets, by key, each valid. */
type RemoteValues = { -readonly [K in RemoteSettingKey]?: z.infer<(typeof REMOTE_SCHEMAS)[K]> };

const settingsObject = z.record(z.string(), z.unknown());
const documentSchema = z.strictObject({
  issuedAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  all: z.optional(settingsObject),
  kiosks: z.optional(z.record(z.string(), settingsObject)),
});

/** Settings a file gave this kiosk, with where each came from. */
export interface RemoteSettings {
  /** When the owner signed it, ms since the epoch: a newer file replaces it, an older one is a replay. */
  readonly issuedAt: number;
  /** When it stops counting, ms since the epoch. */
  readonly expiresAt: number;
  /** The valid values for this kiosk: `all`'s, then its own part's over them. */
  readonly values: RemoteValues;
  /** Which part of the file set each value: `all`, or this kiosk's own (`kiosk`). */
  readonly sources: { readonly [K in RemoteSettingKey]?: 'all' | 'kiosk' };
  /** The position of the key that signed it in `settingsPublicKey`. */
  readonly keyIndex: number;
  /** One log line per skipped value. */
  readonly problems: readonly string[];
}

/** What {@link readRemoteSettings} needs besides the file. */
export interface ReadRemoteOptions {
  /** The keys of `settingsPublicKey`, in order. */
  readonly publicKeys: readonly KeyObject[];
  /** This kiosk's `kioskName`: picks its part of `kiosks`. */
  readonly kioskName: string;
  /** The clock, ms since the epoch. */
  readonly now: number;
  /** `issuedAt` of the file in force, if any: a file must be issued after it. */
  readonly inForceIssuedAt?: number | undefined;
}

/** The reasons a whole file is refused, as the log line ends. */
const ENVELOPE_PROBLEMS = {
  'too-large': 'is larger than 64 KB',
  'not-json': 'is not a JSON object',
  unsigned: 'is not signed (no "signed" text with a "signature")',
  'bad-signature': 'is signed by none of the keys in settingsPublicKey',
} as const;

/**
 * The keys `settingsPublicKey` names (one text or a list), each parsed; texts that are no key are
 * left out (the configuration already refused them).
 */
export function settingsPublicKeys(setting: string | readonly string[] | undefined): KeyObject[] {
  const texts = setting === undefined ? [] : typeof setting === 'string' ? [setting] : setting;
  return texts.flatMap((text) => publicKeyFromText(text) ?? []);
}

/** A part of the file (`all`, a kiosk's) that names a setting it may not set, or `undefined`. */
function forbiddenKey(part: Readonly<Record<string, unknown>>): string | undefined {
  const protectedKey = PROTECTED_SETTINGS.find((key) => Object.hasOwn(part, key));
  if (protectedKey) return `${protectedKey}, which only kiosk-config.json sets`;
  const other = Object.keys(part).find((key) => !(REMOTE_SETTING_KEYS as readonly string[]).includes(key));
  return other === undefined ? undefined : `${JSON.stringify(other.slice(0, 80))}, which a fleet's file cannot set`;
}

/**
 * Reads a fleet's settings file for this kiosk.
 * @param text - the file as fetched or saved.
 * @returns the settings, or why the whole file is refused, as the end of one log line
 *   (`Remote settings: <url> <reason>`).
 */
export function readRemoteSettings(
  text: string,
  options: ReadRemoteOptions,
): { ok: true; settings: RemoteSettings } | { ok: false; reason: string } {
  if (options.publicKeys.length === 0) return { ok: false, reason: 'cannot be checked: settingsPublicKey is not set' };
  const envelope = openSettingsEnvelope(text, options.publicKeys);
  if (!envelope.ok) return { ok: false, reason: ENVELOPE_PROBLEMS[envelope.reason] };
  let raw: unknown;
  try {
    raw = JSON.parse(envelope.documentText);
  } catch {
    return { ok: false, reason: 'is signed but its "signed" text is not JSON' };
  }
  const parsed = documentSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      reason: `is malformed: ${issue?.path.join('.') || 'the document'} ${issue?.message ?? ''}`.trim(),
    };
  }
  const document = parsed.data;
  const issuedAt = Date.parse(document.issuedAt);
  const expiresAt = Date.parse(document.expiresAt);
  if (expiresAt <= options.now) return { ok: false, reason: `expired at ${document.expiresAt}` };
  if (issuedAt > options.now + MAX_CLOCK_AHEAD_MS)
    return {
      ok: false,
      reason: `says it was issued at ${document.issuedAt}, more than a day ahead of this kiosk's clock`,
    };
  if (options.inForceIssuedAt !== undefined && issuedAt <= options.inForceIssuedAt) {
    return {
      ok: false,
      reason: `was issued at ${document.issuedAt}, not after the settings in force (${new Date(options.inForceIssuedAt).toISOString()}): an older file replayed`,
    };
  }
  const own =
    document.kiosks && Object.hasOwn(document.kiosks, options.kioskName)
      ? document.kiosks[options.kioskName]
      : undefined;
  for (const [name, part] of [
    ['all', document.all],
    [`kiosks.${JSON.stringify(options.kioskName)}`, own],
  ] as const) {
    const forbidden = part && forbiddenKey(part);
    if (forbidden) return { ok: false, reason: `tries to set ${forbidden} (in ${name})` };
  }
  const values: Record<string, unknown> = {};
  const sources: Record<string, 'all' | 'kiosk'> = {};
  const problems: string[] = [];
  for (const [source, part] of [
    ['all', document.all],
    ['kiosk', own],
  ] as const) {
    for (const [key, value] of Object.entries(part ?? {})) {
      const result = REMOTE_SCHEMAS[key as RemoteSettingKey].safeParse(value);
      if (result.success) {
        values[key] = result.data;
        sources[key] = source;
      } else {
        problems.push(`"${key}" ${result.error.issues[0]?.message ?? 'is invalid'}; skipped`);
      }
    }
  }
  return {
    ok: true,
    settings: { issuedAt, expiresAt, values, sources, keyIndex: envelope.keyIndex, problems },
  };
}

/** The settings the shell acts on: its configuration and the staff PIN's hash. */
export interface ShellSettings {
  readonly config: ResolvedKioskConfig;
  readonly exitPinHash: string | undefined;
}

/**
 * `local` (kiosk-config.json and the command line) with a fleet's file's values over it, where
 * there is one in force; `local` itself otherwise.
 */
export function withRemoteSettings(local: ShellSettings, remote: RemoteSettings | undefined): ShellSettings {
  if (!remote) return local;
  const { exitPinHash, ...values } = remote.values;
  return { config: { ...local.config, ...values }, exitPinHash: exitPinHash ?? local.exitPinHash };
}

/**
 * The staff screen's report of `settings` (`common/settings-report.ts`): each session
 * setting and the staff PIN, with where it came from, and the fleet's file as `status` tells.
 * The PIN shows as set or not, never its hash.
 */
export function settingsReport(settings: ShellSettings, status: RemoteSettingsStatus): SettingsReport {
  const sources = status.inForce?.sources ?? {};
  const from = (key: RemoteSettingKey) =>
    sources[key] === 'kiosk'
      ? ('fleet-kiosk' as const)
      : sources[key] === 'all'
        ? ('fleet-all' as const)
        : ('config' as const);
  return {
    settings: [
      ...SESSION_SETTING_KEYS.map((key) => ({ key, value: String(settings.config[key]), from: from(key) })),
      { key: 'exitPinHash', value: settings.exitPinHash ? 'set' : 'unset', from: from('exitPinHash') },
    ],
    fleet: {
      ...(status.url ? { url: status.url } : {}),
      ...(status.inForce ? { issuedAt: status.inForce.issuedAt, appliedAt: status.inForce.appliedAt } : {}),
      ...(status.pendingIssuedAt ? { pendingIssuedAt: status.pendingIssuedAt } : {}),
      ...(status.lastCheck ? { lastCheck: status.lastCheck } : {}),
    },
  };
}

/** How often the kiosk asks for the fleet's file after the first time at start, in ms. */
const REMOTE_SETTINGS_INTERVAL_MS = 3600_000;
/** How long one request for the file may take, in ms. */
const FETCH_TIMEOUT_MS = 10_000;

/** What the staff screen says of the fleet's settings: where from, and when. */
export interface RemoteSettingsStatus {
  /** `settingsUrl`, or `undefined` when the kiosk has none. */
  readonly url: string | undefined;
  /** The file in force: when it was issued, when it took effect (ISO 8601), what it set and from where. */
  readonly inForce:
    | {
        readonly issuedAt: string;
        readonly appliedAt: string;
        readonly sources: RemoteSettings['sources'];
      }
    | undefined;
  /** A valid newer file waiting for the next idle reset: when it was issued. */
  readonly pendingIssuedAt: string | undefined;
  /** The last request: when (ISO 8601), and its outcome (`new`, `unchanged`, or the refusal's reason). */
  readonly lastCheck: { readonly at: string; readonly outcome: string } | undefined;
}

/** What {@link createRemoteSettingsSync} needs. */
export interface RemoteSettingsSyncOptions {
  /** `settingsUrl`; without one nothing is fetched, and a saved file still counts. */
  readonly url: string | undefined;
  readonly publicKeys: readonly KeyObject[];
  readonly kioskName: string;
  /** `<userData>/remote-settings.json`. */
  readonly file: string;
  /** Reads the saved file's text, `undefined` when there is none. */
  readonly read: (file: string) => Promise<string | undefined>;
  /** Writes the saved file atomically (write-file-atomic in the shell). */
  readonly write: (file: string, text: string) => Promise<void>;
  readonly fetch?: typeof fetch;
  /** The clock, ms since the epoch. */
  readonly now?: () => number;
  readonly log: { readonly info: (message: string) => void; readonly warn: (message: string) => void };
}

/** The fleet's settings as the shell keeps them; see {@link createRemoteSettingsSync}. */
export interface RemoteSettingsSync {
  /** Takes the saved file, if it is still valid, as the settings in force; resolves them. */
  start(): Promise<RemoteSettings | undefined>;
  /** Asks `settingsUrl` for the file once; a valid newer file waits for {@link applyPending}. Never rejects. */
  check(): Promise<void>;
  /** Asks at once and then every {@link REMOTE_SETTINGS_INTERVAL_MS}; returns what stops it. */
  schedule(): () => void;
  /** At an idle reset: the waiting file, now in force; `undefined` when none waits. */
  applyPending(): RemoteSettings | undefined;
  status(): RemoteSettingsStatus;
}

/**
 * Reads `response`'s body as text, giving up past `limit` bytes.
 * @throws {Error} when the body is larger.
 */
async function readLimited(response: Response, limit: number): Promise<string> {
  if (Number(response.headers.get('content-length')) > limit)
    throw new Error(`the answer is larger than ${limit} bytes`);
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new Error(`the answer is larger than ${limit} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The shell's keeper of a fleet's settings: the saved file at start, a fetch at start and every
 * hour, the last good file saved verbatim, a new one applied at the next idle reset. Each refusal
 * is one warning (`Remote settings: <url> <reason>`), logged when the reason changes, so an hourly
 * check of the same bad file does not fill the log.
 */
export function createRemoteSettingsSync(options: RemoteSettingsSyncOptions): RemoteSettingsSync {
  const now = options.now ?? Date.now;
  const fetchImpl = options.fetch ?? fetch;
  const { log } = options;
  let inForce: { settings: RemoteSettings; text: string; appliedAt: number } | undefined;
  let pending: { settings: RemoteSettings; text: string } | undefined;
  let lastCheck: { at: number; outcome: string } | undefined;
  let lastProblem: string | undefined;

  const read = (text: string, inForceIssuedAt: number | undefined) =>
    readRemoteSettings(text, {
      publicKeys: options.publicKeys,
      kioskName: options.kioskName,
      now: now(),
      inForceIssuedAt,
    });

  function refuse(where: string, reason: string): void {
    lastCheck = { at: now(), outcome: reason };
    if (reason === lastProblem) return;
    lastProblem = reason;
    log.warn(`Remote settings: ${where} ${reason}; keeping the settings in force`);
  }

  async function fetchText(url: string): Promise<string> {
    const response = await fetchImpl(url, {
      credentials: 'omit',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`answered HTTP ${response.status}`);
    }
    return readLimited(response, SIGNED_SETTINGS_MAX_BYTES);
  }

  async function check(): Promise<void> {
    const { url } = options;
    if (!url) return;
    let text: string;
    try {
      text = await fetchText(url);
    } catch (error) {
      refuse(url, `could not be read (${error instanceof Error ? error.message : String(error)})`);
      return;
    }
    if (text === (pending ?? inForce)?.text) {
      lastCheck = { at: now(), outcome: 'unchanged' };
      lastProblem = undefined;
      return;
    }
    const result = read(text, (pending ?? inForce)?.settings.issuedAt);
    if (!result.ok) {
      refuse(url, result.reason);
      return;
    }
    try {
      await options.write(options.file, text);
    } catch (error) {
      log.warn(`Remote settings: could not save ${REMOTE_SETTINGS_FILE} (${String(error)}); applying it anyway`);
    }
    for (const problem of result.settings.problems) log.warn(`Remote settings: ${problem}`);
    pending = { settings: result.settings, text };
    lastCheck = { at: now(), outcome: 'new' };
    lastProblem = undefined;
    log.info(
      `Remote settings issued at ${new Date(result.settings.issuedAt).toISOString()} received; applied at the next idle reset`,
    );
  }

  return {
    async start() {
      const text = await options.read(options.file).catch(() => undefined);
      if (text === undefined) return undefined;
      const result = read(text, undefined);
      if (!result.ok) {
        log.warn(`Remote settings: the saved ${REMOTE_SETTINGS_FILE} ${result.reason}; using kiosk-config.json alone`);
        return undefined;
      }
      for (const problem of result.settings.problems) log.warn(`Remote settings: ${problem}`);
      inForce = { settings: result.settings, text, appliedAt: now() };
      log.info(`Remote settings issued at ${new Date(result.settings.issuedAt).toISOString()} in force (saved copy)`);
      return result.settings;
    },

    check,

    schedule() {
      void check();
      const timer = setInterval(() => void check(), REMOTE_SETTINGS_INTERVAL_MS);
      timer.unref();
      return () => clearInterval(timer);
    },

    applyPending() {
      if (!pending) return undefined;
      inForce = { ...pending, appliedAt: now() };
      pending = undefined;
      log.info(`Remote settings issued at ${new Date(inForce.settings.issuedAt).toISOString()} now in force`);
      return inForce.settings;
    },

    status() {
      const iso = (ms: number) => new Date(ms).toISOString();
      return {
        url: options.url,
        inForce: inForce && {
          issuedAt: iso(inForce.settings.issuedAt),
          appliedAt: iso(inForce.appliedAt),
          sources: inForce.settings.sources,
        },
        pendingIssuedAt: pending && iso(pending.settings.issuedAt),
        lastCheck: lastCheck && { at: iso(lastCheck.at), outcome: lastCheck.outcome },
      };
    },
  };
}
