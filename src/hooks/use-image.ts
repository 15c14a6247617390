import { resolveImage, type ResolvedImage } from '@/lib/assets/assets';
import { selectTheme, useThemeStore } from '@/stores/theme-store';

/** Image `name` for the current theme with its responsive sources; re-resolves when the theme changes. */
export function useImage(name: string): ResolvedImage | undefined {
  const theme = useThemeStore(selectTheme);
  return resolveImage(name, theme);
}
