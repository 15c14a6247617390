import { resolveAsset } from '@/lib/assets';
import { selectTheme, useThemeStore } from '@/stores/theme-store';

/** The URL of asset `name` for the current theme; re-resolves when the theme changes. */
export function useAsset(name: string): string | undefined {
  const theme = useThemeStore(selectTheme);
  return resolveAsset(name, theme);
}
