/**
 * Theme constants (`docs/design.md` §5.1). The list is shared with the kiosk shell; the relative
 * import keeps this file loadable without the app's aliases (`vite.config.ts` and its plugins).
 */
import { THEMES, type Theme } from '../../common/themes.ts';

export { DEFAULT_THEME, THEMES, type Theme } from '../../common/themes.ts';
/** Local-storage key holding the plain string `light` or `dark`. */
export const THEME_STORAGE_KEY = 'theme';

/** Narrows a stored or configured value to a {@link Theme}. */
export function isTheme(value: unknown): value is Theme {
  return THEMES.some((theme) => theme === value);
}
