/**
 * Theme constants (`docs/design.md` §5.1). The pre-paint script in `index.html` is built from them
 * by a Vite plugin, which loads this file without the app's aliases: hence the relative import
 * of the list shared with the kiosk shell.
 */
import type { Theme } from '../../electron/shared/themes.ts';

export { DEFAULT_THEME, THEMES, type Theme } from '../../electron/shared/themes.ts';
/** Local-storage key holding the plain string `light` or `dark`. */
export const THEME_STORAGE_KEY = 'theme';

/** Narrows a stored or configured value to a {@link Theme}. */
export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}
