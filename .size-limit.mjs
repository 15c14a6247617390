// @ts-check
/**
 * size-limit configuration (`npm run size`), generated from the build in `dist/` because chunk
 * names carry hashes: one check for the JS the home page loads before any interaction and one
 * per lazily loaded chunk, gzip, against `BUDGETS` in `scripts/bench/goals.mjs` (part of
 * `npm test`). How the split is read: `scripts/bench/size-config.mjs`.
 */
import { sizeLimitChecks } from './scripts/bench/size-config.mjs';

export default sizeLimitChecks('dist', import.meta.dirname);
