/**
 * Build-time environment, validated once at start. A malformed value is a deployment mistake,
 * so it fails loudly with the variable's name rather than half-working.
 */
import * as z from 'zod/mini';

const envSchema = z.object({
  VITE_API_BASE_URL: z.optional(
    z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })]),
  ),
});

export interface Env {
  /** Base address of the content API, without a trailing slash; `undefined` means bundled content. */
  readonly apiBaseUrl: string | undefined;
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
  const base = result.data.VITE_API_BASE_URL?.trim();
  return { apiBaseUrl: base ? base.replace(/\/+$/, '') : undefined, appVersion };
}

/** This build's environment. */
export const env: Env = parseEnv(import.meta.env, __APP_VERSION__);
