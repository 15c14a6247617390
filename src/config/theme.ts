/**
 * Theme constants (DESIGN.md, "Theme"). Import-free, because the pre-paint script in
 * `index.html` is built from them by a Vite plugin.
 */

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';
/** Local-storage key holding the plain string `light` or `dark`. */
export const THEME_STORAGE_KEY = 'theme';

/** Narrows a stored or configured value to a {@link Theme}. */
export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}
