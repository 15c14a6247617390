/**
 * Theme store (zustand). `docs/design.md` §5.1 fixes the rules: `light` or `dark`, default `light`, stored
 * as the plain string under local-storage key `theme`, and the body carries `light-theme` or
 * `dark-theme`. The pre-paint script sets the first class; this store keeps it in step.
 * Importing the store changes nothing: the entry calls {@link initTheme} once, before the first
 * render.
 */
import { create } from 'zustand';
import { DEFAULT_THEME, isTheme, THEME_STORAGE_KEY, THEMES, type Theme } from '@/config/theme';
import { readStorage, writeStorage } from '@/lib/storage';

export type { Theme };

/** The stored theme, or the default when nothing valid is stored (say `theme=purple`). */
export function readStoredTheme(): Theme {
  const stored = readStorage(THEME_STORAGE_KEY);
  return isTheme(stored) ? stored : DEFAULT_THEME;
}

/** Swaps the body's theme class; the only place the app writes it after the first paint. */
function applyThemeClass(theme: Theme, body: HTMLElement = document.body): void {
  body.classList.remove(...THEMES.map((name) => `${name}-theme`));
  body.classList.add(`${theme}-theme`);
  document.documentElement.style.colorScheme = theme;
}

interface ThemeState {
  theme: Theme;
}

interface ThemeActions {
  /** Applies and stores `theme`. */
  setTheme: (theme: Theme) => void;
  /** Switches between light and dark. */
  toggleTheme: () => void;
}

export const useThemeStore = create<ThemeState & ThemeActions>()((set, get) => ({
  // The default first, as the prerendered page was rendered: hydration renders with the initial
  // state (zustand's server snapshot) and then at once with the stored theme (`initTheme`, below).
  theme: DEFAULT_THEME,
  setTheme: (theme) => {
    applyThemeClass(theme);
    writeStorage(THEME_STORAGE_KEY, theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'light' ? 'dark' : 'light'),
}));

/**
 * Takes the visitor's theme for this page, once, from the entry (`src/app/main.tsx`) before the
 * first render: reads local storage key `theme` ({@link readStoredTheme}), accepts only `light`
 * or `dark` and otherwise (nothing stored, a bad value such as `purple`, storage unavailable)
 * takes the default, `light`, without an error and without rewriting what is stored. Puts it in
 * the store and on `body` ({@link applyThemeClass}), where the pre-paint script has usually put
 * it already. Server rendering never calls it: the store starts at the default.
 */
export function initTheme(): void {
  const theme = readStoredTheme();
  useThemeStore.setState({ theme });
  applyThemeClass(theme);
}

/** Selector: the current theme. */
export const selectTheme = (state: ThemeState): Theme => state.theme;
