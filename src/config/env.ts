/**
 * This build's environment (`VITE_*` variables). The values were validated when the build ran
 * (`vite.config.ts` applies `parseEnv` from `env-schema.ts` and stops on a malformed one), so the
 * page only reads them and keeps the schema library out of its first download.
 */
import { normalizeBaseUrl } from '@/config/base-url';
import type { Env } from '@/config/env-schema';

export type { Env };

const timeout = import.meta.env.VITE_API_TIMEOUT_MS?.trim();

/** This build's environment. */
export const env: Env = {
  apiBaseUrl: normalizeBaseUrl(import.meta.env.VITE_API_BASE_URL),
  apiTimeoutMs: timeout ? Number(timeout) : undefined,
  stockQuoteUrl: import.meta.env.VITE_STOCK_QUOTE_URL?.trim() || undefined,
  appVersion: __APP_VERSION__,
};
