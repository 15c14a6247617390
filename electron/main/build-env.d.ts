/**
 * The `VITE_*` values Vite builds into the main process: vite-plugin-electron builds it in the
 * web build's mode, so these are the values the kiosk's web bundle was built with (the same
 * declarations as `src/vite-env.d.ts`, which merge with them in the test project).
 */
interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_STOCK_QUOTE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
