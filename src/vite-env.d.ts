/// <reference types="vite/client" />

/** The app's version from package.json, injected by Vite's `define` at build time. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** Base address of the content API (DESIGN.md, "Content API (v1)"); empty for bundled content. */
  readonly VITE_API_BASE_URL?: string;
}
