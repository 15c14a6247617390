/// <reference types="vite/client" />

/** The app's version from package.json, injected by Vite's `define` at build time. */
declare const __APP_VERSION__: string;
/** The year the app was built (`vite.config.ts`). */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  /** Base address of the content API (`docs/content-api.md` §2); empty for bundled content. */
  readonly VITE_API_BASE_URL?: string;
  /** Per-attempt timeout of content API requests in milliseconds (1000 to 20000); empty for 10 s. */
  readonly VITE_API_TIMEOUT_MS?: string;
  readonly VITE_STOCK_QUOTE_URL?: string;
}
