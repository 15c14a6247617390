/**
 * Locale detection, exactly as `docs/design.md` §5.2 states it: a saved choice wins; otherwise a browser
 * language starting with `zh` gives `zh-TW` when it contains `TW`, `HK`, `MO` or `Hant`, and `zh`
 * otherwise; anything else gives `en`.
 *
 * The app (`src/lib/locale/locale-choice.ts`) and the pre-paint script (`src/app/pre-paint-locale.ts`, compiled
 * inline by `vite-plugins/inline-script.ts`) both call it, so the first paint and the app agree.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/config/locales';

/**
 * The visitor's locale.
 *
 * @param saved - The value stored under the `locale` key, or `null`; a value not in `LOCALES`
 *   is ignored.
 * @param language - The browser's preferred language (`navigator.languages[0]`), if any.
 * @returns One of `LOCALES`; `DEFAULT_LOCALE` when neither argument names another. Never throws.
 */
export function detectLocale(saved: string | null | undefined, language: string | null | undefined): Locale {
  const chosen = LOCALES.find((locale) => locale === saved);
  if (chosen) return chosen;
  const tag = (language ?? '').trim();
  if (!/^zh/i.test(tag)) return DEFAULT_LOCALE;
  return /TW|HK|MO|Hant/i.test(tag.slice(2)) ? 'zh-TW' : 'zh';
}
