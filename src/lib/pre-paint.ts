/**
 * The pre-paint script: runs in `index.html` before the first paint, so the visitor never sees
 * the wrong theme or language (DESIGN.md, "Theme"). It sets the body's theme class, the page's
 * `color-scheme`, `<html lang>` and the loading step's text.
 *
 * `prePaint` must stay self-contained (no imports, no outer names): the `pre-paint` Vite plugin
 * embeds its source text, with its configuration and {@link detectLocale}'s source, inline.
 */
import type { detectLocale } from './detect-locale';

export interface PrePaintConfig {
  themeKey: string;
  themes: readonly string[];
  defaultTheme: string;
  localeKey: string;
  /** The loading step's text in each locale. */
  loadingText: Readonly<Record<string, string>>;
}

/** Applies the stored theme and the detected locale to the document. Never throws. */
export function prePaint(config: PrePaintConfig, detect: typeof detectLocale): void {
  const read = (key: string): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const stored = read(config.themeKey);
  const theme = stored !== null && config.themes.includes(stored) ? stored : config.defaultTheme;
  document.body.classList.add(`${theme}-theme`);
  document.documentElement.style.colorScheme = theme;
  const locale = detect(
    read(config.localeKey),
    // `languages` is missing in some embedded browsers, whatever lib.dom says.
    (navigator.languages as readonly string[] | undefined)?.[0] ?? navigator.language,
  );
  document.documentElement.lang = locale;
  const text = document.getElementById('boot-text');
  const loading = config.loadingText[locale];
  if (text && loading) text.textContent = loading;
}
