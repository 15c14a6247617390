/**
 * The site's locales (`docs/design.md` §5.2), shared by the web app and the
 * kiosk shell so the shell's `defaultLocale` setting accepts exactly the app's locales.
 * Import-free: `vite.config.ts` and its plugins load it through `src/config/locales.ts`.
 */

/** Every supported locale, in the order the language control lists them. */
export const LOCALES = ['en', 'zh', 'zh-TW'] as const;

/** One supported locale; also the catalogue's file name under `locales/` and the `lang` value. */
export type Locale = (typeof LOCALES)[number];

/** The locale used when nothing else decides, and the source catalogue. */
export const DEFAULT_LOCALE: Locale = 'en';
