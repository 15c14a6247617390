/**
 * Theme store (zustand). `docs/design.md` §5.1 fixes the rules: `light` or `dark`, default `light`, stored
 * as the plain string under local-storage key `theme`, and the body carries `light-theme` or
 * `dark-theme`. The pre-paint script sets the first class; this store keeps it in step.
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
export function applyThemeClass(theme: Theme, body: HTMLElement = document.body): void {
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
  // state (zustand's server snapshot) and then at once with the stored theme set below.
  theme: DEFAULT_THEME,
  setTheme: (theme) => {
    applyThemeClass(theme);
    writeStorage(THEME_STORAGE_KEY, theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'light' ? 'dark' : 'light'),
}));

if (typeof window !== 'undefined') useThemeStore.setState({ theme: readStoredTheme() });

/** Selector: the current theme. */
export const selectTheme = (state: ThemeState): Theme => state.theme;
