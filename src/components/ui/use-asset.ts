import { resolveAsset, resolveImage, type ResolvedImage } from '@/lib/assets';
import { selectTheme, useThemeStore } from '@/stores/theme-store';

/** The URL of asset `name` for the current theme; re-resolves when the theme changes. */
export function useAsset(name: string): string | undefined {
  const theme = useThemeStore(selectTheme);
  return resolveAsset(name, theme);
}

/** Image `name` for the current theme with its responsive sources; re-resolves when the theme changes. */
export function useImage(name: string): ResolvedImage | undefined {
  const theme = useThemeStore(selectTheme);
  return resolveImage(name, theme);
}
