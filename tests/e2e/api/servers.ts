/**
 * Ports and folders of the content-API end-to-end setup (see `playwright.config.ts`). The ports
 * can be moved (`E2E_CONTENT_API_PORT`, `E2E_API_BUILD_PORT`) so two checkouts test side by side.
 */

/** The development content server for tests (not 8787, so a developer's own server can keep running). */
export const CONTENT_API_PORT = Number(process.env.E2E_CONTENT_API_PORT ?? 8790);
export const CONTENT_API_URL = `http://127.0.0.1:${CONTENT_API_PORT}`;
/** Where the build pointed at {@link CONTENT_API_URL} is written and served. */
export const API_BUILD_DIR = 'dist-api';
export const API_BUILD_PORT = Number(process.env.E2E_API_BUILD_PORT ?? 4174);
