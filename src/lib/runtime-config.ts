/**
 * Run-time configuration of the content API, so one build serves many deployments
 * (`docs/content-api.md`). Sources, highest precedence first:
 *
 * 1. the kiosk shell's configuration, through the preload bridge (`window.kiosk.config`);
 * 2. on the web, `config.json` beside `index.html`, fetched once at start;
 * 3. the build's environment (`VITE_API_BASE_URL`, `VITE_API_TIMEOUT_MS`).
 *
 * Every value is validated on its own: a bad one is reported (one line naming the field) and
 * the next source's value is used, so a typo in `config.json` never takes the site down.
 */
import type * as z from 'zod/mini';
import { apiBaseUrlSchema, apiTimeoutMsSchema, normalizeBaseUrl, type Env } from '@/config/env-schema';

/** File name of the web's run-time configuration, resolved against the app's base path. */
export const RUNTIME_CONFIG_FILE = 'config.json';
/** How long start-up waits for `config.json`, in milliseconds, before using the build's values. */
export const RUNTIME_CONFIG_TIMEOUT_MS = 3_000;

const fields = { apiBaseUrl: apiBaseUrlSchema, apiTimeoutMs: apiTimeoutMsSchema } as const;

/** The values `config.json` may set; `apiBaseUrl: ""` forces the bundled content. */
export interface RuntimeConfig {
  apiBaseUrl?: string;
  apiTimeoutMs?: number;
}

/** A configuration and the problems found reading it (each a complete log line). */
export interface RuntimeConfigResult {
  config: RuntimeConfig;
  problems: string[];
}

/** What the content client is built from. */
export interface ContentSettings {
  /** API base address without a trailing slash; `undefined` means the bundled content. */
  readonly apiBaseUrl: string | undefined;
  /** Per-attempt timeout in milliseconds; `undefined` means the client's default (10 s). */
  readonly apiTimeoutMs: number | undefined;
}

/** The kiosk shell's content values (already validated by the main process; checked again here). */
export interface KioskContentConfig {
  readonly contentBaseUrl?: string;
  readonly contentTimeoutMs?: number;
}

/** Validates the parsed body of `config.json`, value by value. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfigResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { config: {}, problems: [`${RUNTIME_CONFIG_FILE} must hold a JSON object; using the build's values`] };
  }
  const config: RuntimeConfig = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'apiBaseUrl') {
      const parsed = fields.apiBaseUrl.safeParse(value);
      if (parsed.success) config.apiBaseUrl = parsed.data;
      else problems.push(problem(key, parsed.error));
    } else if (key === 'apiTimeoutMs') {
      const parsed = fields.apiTimeoutMs.safeParse(value);
      if (parsed.success) config.apiTimeoutMs = parsed.data;
      else problems.push(problem(key, parsed.error));
    } else {
      problems.push(`${RUNTIME_CONFIG_FILE}: unknown field "${key}" ignored`);
    }
  }
  return { config, problems };
}

function problem(key: string, error: z.core.$ZodError): string {
  const reason = error.issues[0]?.message ?? 'is invalid';
  return `${RUNTIME_CONFIG_FILE}: "${key}" ${reason}; using the build's value`;
}

/**
 * Fetches and validates `config.json` at `url`. Never rejects: a missing file (404, or a host's
 * single-page fallback answering with HTML) means "no overrides"; anything else that goes wrong
 * is reported in `problems` and leaves the build's values in force.
 */
export async function loadRuntimeConfig(url: string, fetchImpl: typeof fetch = fetch): Promise<RuntimeConfigResult> {
  const unreadable = (reason: string): RuntimeConfigResult => ({
    config: {},
    problems: [`${RUNTIME_CONFIG_FILE} could not be read (${reason}); using the build's values`],
  });
  let response: Response;
  try {
    // `no-cache` revalidates, so an edited file takes effect on the next visit.
    response = await fetchImpl(url, {
      cache: 'no-cache',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(RUNTIME_CONFIG_TIMEOUT_MS),
    });
  } catch (error) {
    return unreadable(error instanceof Error ? error.message : String(error));
  }
  if (response.status === 404 || response.headers.get('content-type')?.includes('text/html')) {
    return { config: {}, problems: [] };
  }
  if (!response.ok) return unreadable(`HTTP ${response.status}`);
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    return unreadable('not valid JSON');
  }
  return parseRuntimeConfig(body);
}

/** Merges the three sources; see the module comment for the order. */
export function resolveContentSettings(env: Env, file: RuntimeConfig, kiosk?: KioskContentConfig): ContentSettings {
  const kioskBase = fields.apiBaseUrl.safeParse(kiosk?.contentBaseUrl);
  const kioskTimeout = fields.apiTimeoutMs.safeParse(kiosk?.contentTimeoutMs);
  const fileBase = file.apiBaseUrl === undefined ? env.apiBaseUrl : normalizeBaseUrl(file.apiBaseUrl);
  return {
    apiBaseUrl: kioskBase.success && kioskBase.data ? normalizeBaseUrl(kioskBase.data) : fileBase,
    apiTimeoutMs: kioskTimeout.success ? kioskTimeout.data : (file.apiTimeoutMs ?? env.apiTimeoutMs),
  };
}
