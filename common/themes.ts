/**
 * The site's themes (`docs/design.md` §5.1), shared by the web app and the kiosk shell so the
 * shell's `defaultTheme` setting accepts exactly the app's themes, and the theme pre-paint script
 * (`src/app/pre-paint-theme.ts`) reads the same list.
 */

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';
