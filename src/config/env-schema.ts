/**
 * The build-time environment's rules, free of `import.meta.env` so that `vite.config.ts` (which
 * refuses to build with a malformed value) can use them too. A
 * malformed value is a deployment mistake, so it fails loudly with the variable's name rather
 * than half-working.
 */
import * as z from 'zod/mini';
import { apiTimeoutMsSchema } from '../../common/content-api.ts';
import { normalizeBaseUrl } from './base-url.ts';

// The timeout's rule is shared with the kiosk shell's `contentTimeoutMs` setting. A relative
// import, not `@common/`: `vite.config.ts` loads this file without the app's aliases.
export { apiTimeoutMsSchema } from '../../common/content-api.ts';

/** An absolute http(s) address without its trailing slashes, or `""` for "none". */
export const apiBaseUrlSchema = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL or empty' }),
]);

const envSchema = z.object({
  VITE_API_BASE_URL: z.optional(apiBaseUrlSchema),
  VITE_API_TIMEOUT_MS: z.optional(
    z.union([z.literal(''), z.pipe(z.pipe(z.string(), z.transform(Number)), apiTimeoutMsSchema)]),
  ),
  VITE_STOCK_QUOTE_URL: z.optional(apiBaseUrlSchema),
});

export interface Env {
  /** Base address of the content API, without a trailing slash; `undefined` means bundled content. */
  readonly apiBaseUrl: string | undefined;
  /** Per-attempt timeout of content API requests in milliseconds; `undefined` means the client's default. */
  readonly apiTimeoutMs: number | undefined;
  /**
   * Address of a licensed, delayed stock quote (`docs/content-api.md`, "Stock quote");
   * `undefined` means none, and the site shows no price.
   */
  readonly stockQuoteUrl: string | undefined;
  /** The app's version from package.json. */
  readonly appVersion: string;
}

/**
 * Validates raw environment values.
 * @throws {Error} naming the variable when a value is malformed.
 */
export function parseEnv(raw: Record<string, unknown>, appVersion: string): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`Invalid build environment: ${z.prettifyError(result.error)}`);
  }
  const timeout = result.data.VITE_API_TIMEOUT_MS;
  return {
    apiBaseUrl: normalizeBaseUrl(result.data.VITE_API_BASE_URL),
    apiTimeoutMs: typeof timeout === 'number' ? timeout : undefined,
    stockQuoteUrl: result.data.VITE_STOCK_QUOTE_URL || undefined,
    appVersion,
  };
}
