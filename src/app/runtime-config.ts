/**
 * Run-time configuration of the content API, so one build serves many deployments
 * (`docs/content-api.md`). Sources, highest precedence first:
 *
 * 1. the kiosk shell's configuration, through the preload bridge (`window.kiosk.config`);
 * 2. on the web, `config.json` beside `index.html`, fetched once at start;
 * 3. the build's environment (`VITE_API_BASE_URL`, `VITE_API_TIMEOUT_MS`).
 *
 * Every value is validated on its own (the same zod rules as the build's, loaded only when there
 * is a value to check): a bad one is reported in one line naming the field, and the next
 * source's value is used, so a typo in `config.json` never takes the site down.
 */
import { normalizeBaseUrl } from '@/config/base-url';
import type { Env } from '@/config/env-schema';
import { isSecureRemoteUrl } from '@common/kiosk-settings';
import type { ContentSettings } from '@/lib/content/settings';
import { logger } from '@/lib/log';
import {
  RUNTIME_CONFIG_FILE,
  RUNTIME_CONFIG_TIMEOUT_MS,
  requestRuntimeConfig,
} from '@/lib/pre-paint/runtime-config-request';

/**
 * The values `config.json` may set (`apiBaseUrl: ""` forces the bundled content), and the kiosk
 * shell's `siteUrl`, which only the shell sets.
 */
export interface RuntimeConfig {
  apiBaseUrl?: string;
  apiTimeoutMs?: number;
  siteUrl?: string;
}

/** A configuration and the problems found reading it (each a complete log line). */
export interface RuntimeConfigResult {
  config: RuntimeConfig;
  problems: string[];
}

/** The kiosk shell's content values (already validated by the main process; checked again here). */
export interface KioskContentConfig {
  readonly contentBaseUrl?: string;
  readonly contentTimeoutMs?: number;
  readonly siteUrl?: string;
}

const KEYS = ['apiBaseUrl', 'apiTimeoutMs'] as const;
type Key = (typeof KEYS)[number];
const isKey = (key: string): key is Key => (KEYS as readonly string[]).includes(key);

/** Validates each `[field, value]`; `source` names where they came from in the problems. */
async function validate(
  entries: readonly (readonly [string, unknown])[],
  source: string,
): Promise<RuntimeConfigResult> {
  const config: RuntimeConfig = {};
  const problems: string[] = [];
  if (entries.length === 0) return { config, problems };
  const { apiBaseUrlSchema, apiTimeoutMsSchema } = await import('@/config/env-schema');
  for (const [key, value] of entries) {
    if (!isKey(key)) {
      problems.push(`${source}: unknown field "${key}" ignored`);
      continue;
    }
    const parsed = (key === 'apiBaseUrl' ? apiBaseUrlSchema : apiTimeoutMsSchema).safeParse(value);
    if (parsed.success) Object.assign(config, { [key]: parsed.data });
    else
      problems.push(`${source}: "${key}" ${parsed.error.issues[0]?.message ?? 'is invalid'}; using the build's value`);
  }
  return { config, problems };
}

/** Validates the parsed body of `config.json`, value by value. */
export function parseRuntimeConfig(raw: unknown): Promise<RuntimeConfigResult> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return Promise.resolve({
      config: {},
      problems: [`${RUNTIME_CONFIG_FILE} must hold a JSON object; using the build's values`],
    });
  }
  return validate(Object.entries(raw), RUNTIME_CONFIG_FILE);
}

/**
 * Validates the kiosk shell's content values, as {@link RuntimeConfig} fields. The content and site
 * addresses must pass the shell's own rule as well (`secureUrlSchema` of `@common/kiosk-settings-schema`:
 * `https:`, plain `http:` on loopback only, no user name or password), which is stricter than the
 * web's: a kiosk on a trade-show network must not take its content over plain HTTP.
 */
export async function parseKioskContentConfig(kiosk: KioskContentConfig | undefined): Promise<RuntimeConfigResult> {
  const source = 'kiosk configuration';
  const entries: [Key, unknown][] = [];
  const problems: string[] = [];
  if (kiosk?.contentBaseUrl !== undefined) {
    const { secureUrlSchema } = await import('@common/kiosk-settings-schema');
    const secure = secureUrlSchema.safeParse(kiosk.contentBaseUrl);
    if (secure.success) entries.push(['apiBaseUrl', kiosk.contentBaseUrl]);
    else
      problems.push(
        `${source}: "contentBaseUrl" ${secure.error.issues[0]?.message ?? 'is invalid'}; using the build's value`,
      );
  }
  if (kiosk?.contentTimeoutMs !== undefined) entries.push(['apiTimeoutMs', kiosk.contentTimeoutMs]);
  const result = await validate(entries, source);
  if (kiosk?.siteUrl !== undefined) {
    const { secureUrlSchema } = await import('@common/kiosk-settings-schema');
    const secure = secureUrlSchema.safeParse(kiosk.siteUrl);
    if (secure.success) result.config.siteUrl = secure.data;
    else
      problems.push(`${source}: "siteUrl" ${secure.error.issues[0]?.message ?? 'is invalid'}; using the built content`);
  }
  return { config: result.config, problems: [...problems, ...result.problems] };
}

/**
 * Fetches and validates `config.json` at `url` (`requestRuntimeConfig`). Never rejects: a missing
 * file (404, or a host's single-page fallback answering with HTML) means "no overrides"; anything
 * else that goes wrong is reported in `problems` and leaves the build's values in force.
 * @param early the answer of the same request sent before the app started
 *   (`takeRuntimeConfigRequest`), read instead of fetching again.
 */
export async function loadRuntimeConfig(
  url: string,
  fetchImpl: typeof fetch = fetch,
  early?: Promise<Response>,
): Promise<RuntimeConfigResult> {
  const unreadable = (reason: string): RuntimeConfigResult => ({
    config: {},
    problems: [`${RUNTIME_CONFIG_FILE} could not be read (${reason}); using the build's values`],
  });
  let answer: { status: number; ok: boolean; html: boolean; text: string };
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The wait starts when the app needs the file, even if the request went out well before.
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer within ${RUNTIME_CONFIG_TIMEOUT_MS} ms`));
    }, RUNTIME_CONFIG_TIMEOUT_MS);
  });
  const read = async () => {
    const response = await (early ?? requestRuntimeConfig(url, fetchImpl));
    const html = response.headers.get('content-type')?.includes('text/html') ?? false;
    const text = response.ok && !html ? await response.text() : '';
    return { status: response.status, ok: response.ok, html, text };
  };
  try {
    answer = await Promise.race([read(), timeout]);
  } catch (error) {
    return unreadable(error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
  if (answer.status === 404 || answer.html) return { config: {}, problems: [] };
  if (!answer.ok) return unreadable(`HTTP ${answer.status}`);
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return unreadable('not valid JSON');
  }
  return parseRuntimeConfig(body);
}

/**
 * Merges the validated sources; see the module comment for the order. An empty kiosk address
 * counts as unset (the shell never passes one); an empty `config.json` address forces the
 * bundled content. In the kiosk shell (`inKiosk`) the address, whichever source gave it, must
 * pass the shell's rule (`isSecureRemoteUrl` of `common/kiosk-settings.ts`: `https:`,
 * plain `http:` on loopback only, no user name or password): on a trade-show network anyone
 * between the kiosk and a plain-HTTP server could rewrite the announcements and the addresses it
 * shows as QR codes. An address that fails is dropped for the bundled content, and logged.
 */
export function resolveContentSettings(
  env: Env,
  file: RuntimeConfig,
  kiosk: RuntimeConfig = {},
  inKiosk = false,
): ContentSettings {
  const kioskBase = normalizeBaseUrl(kiosk.apiBaseUrl);
  const fileBase = file.apiBaseUrl === undefined ? env.apiBaseUrl : normalizeBaseUrl(file.apiBaseUrl);
  const base = kioskBase ?? fileBase;
  const allowed = !inKiosk || base === undefined || isSecureRemoteUrl(base);
  if (!allowed) logger.error(`Kiosk: ${base} is not https; showing the bundled content`);
  // Only the shell's own configuration names a website to read from: on the web the page is it.
  const siteUrl = inKiosk ? normalizeBaseUrl(kiosk.siteUrl) : undefined;
  return {
    apiBaseUrl: allowed ? base : undefined,
    apiTimeoutMs: kiosk.apiTimeoutMs ?? file.apiTimeoutMs ?? env.apiTimeoutMs,
    ...(siteUrl && isSecureRemoteUrl(siteUrl) ? { siteUrl } : {}),
  };
}
