/**
 * The theme pre-paint script's work: inline first thing in `<body>`, it sets the body's theme
 * class and the page's `color-scheme` before any of the page can paint, so the visitor never sees
 * the wrong theme (`docs/design.md` §5.1). The script itself is `src/app/pre-paint-theme.ts`.
 */
import { DEFAULT_THEME, isTheme, THEME_STORAGE_KEY } from '@/config/theme';
import { readStorage } from '../storage';

/**
 * Applies the stored theme (or the default) to the body and the page's `color-scheme`. Never throws.
 *
 * A prerendered page is rendered in the default theme, and `global.css` hides its images from
 * the default theme's folder in another theme. Its SVG logo (and any icon the build could not
 * draw inline, `src/components/ui/icon.tsx`), though, are the header's controls: so that a
 * visitor in another theme sees them from the first paint (and can tap them), each `<img>` the
 * parser adds with a `/<default>/….svg` source is pointed at the same file in the theme's folder
 * before it paints (every SVG exists in both folders; a unit test holds that). Raster images keep waiting for the app: their names carry a content hash.
 */
export function prePaintTheme(): void {
  const stored = readStorage(THEME_STORAGE_KEY);
  const theme = isTheme(stored) ? stored : DEFAULT_THEME;
  document.body.classList.add(`${theme}-theme`);
  document.documentElement.style.colorScheme = theme;
  // Once parsed, the page has no more markup coming (and is the app's, in the right theme).
  if (theme === DEFAULT_THEME || document.readyState !== 'loading' || typeof MutationObserver !== 'function') return;
  const from = `/${DEFAULT_THEME}/`;
  const swap = (image: Element) => {
    const source = image.getAttribute('src');
    if (source?.startsWith(from) && source.endsWith('.svg'))
      image.setAttribute('src', `/${theme}/${source.slice(from.length)}`);
  };
  // Mutation records are delivered at the end of each parser task, before the page can paint.
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.tagName === 'IMG') swap(node);
        for (const image of node.querySelectorAll('img')) swap(image);
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => observer.disconnect(), { once: true });
}
