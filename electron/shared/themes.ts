/**
 * The site's themes (`docs/design.md` §5.1), shared by the web app and the kiosk shell so the
 * shell's `defaultTheme` setting accepts exactly the app's themes. Import-free: the pre-paint
 * script in `index.html` is built from these values by a Vite plugin.
 */

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';
