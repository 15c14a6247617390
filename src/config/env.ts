/** This build's environment (`VITE_*` variables), validated once at start; rules in `env-schema.ts`. */
import { parseEnv, type Env } from '@/config/env-schema';

export type { Env };

/** This build's environment. */
export const env: Env = parseEnv(import.meta.env, __APP_VERSION__);
