/**
 * Locale detection, exactly as `docs/design.md` §5.2 states it: a saved choice wins; otherwise a browser
 * language starting with `zh` gives `zh-TW` when it contains `TW`, `HK`, `MO` or `Hant`, and `zh`
 * otherwise; anything else gives `en`.
 *
 * The function is self-contained (no imports, no outer names) because the pre-paint script in
 * `index.html` embeds its source text, so the first paint and the app always agree.
 *
 * @param saved - The value stored under the `locale` key, or `null`; invalid values are ignored.
 * @param language - The browser's preferred language (`navigator.languages[0]`), if any.
 * @returns `'en'`, `'zh'` or `'zh-TW'`.
 */
export function detectLocale(
  saved: string | null | undefined,
  language: string | null | undefined,
): 'en' | 'zh' | 'zh-TW' {
  if (saved === 'en' || saved === 'zh' || saved === 'zh-TW') return saved;
  const tag = (language ?? '').trim();
  if (!/^zh/i.test(tag)) return 'en';
  return /TW|HK|MO|Hant/i.test(tag.slice(2)) ? 'zh-TW' : 'zh';
}
