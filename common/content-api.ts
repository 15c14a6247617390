/**
 * The content API's per-attempt timeout rule, shared by the build's environment
 * (`src/config/env-schema.ts`, `VITE_API_TIMEOUT_MS`), the web's `config.json` and the kiosk
 * shell's `contentTimeoutMs` setting, so all three accept the same values.
 */
import * as z from 'zod/mini';

/** Bounds of the content API's per-attempt timeout, in milliseconds (the 24 s deadline still applies). */
const API_TIMEOUT_RANGE_MS = { min: 1_000, max: 20_000 } as const;

/** A per-attempt timeout in whole milliseconds within {@link API_TIMEOUT_RANGE_MS}. */
export const apiTimeoutMsSchema = z
  .int()
  .check(
    z.gte(API_TIMEOUT_RANGE_MS.min, `must be at least ${API_TIMEOUT_RANGE_MS.min}`),
    z.lte(API_TIMEOUT_RANGE_MS.max, `must be at most ${API_TIMEOUT_RANGE_MS.max}`),
  );
