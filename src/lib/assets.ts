/**
 * Asset lookup by name (DESIGN.md, "Icons and images"): first the current theme's folder, then
 * `common/`, from the build-time manifest, so a lookup never makes a failing request. A missing
 * name resolves to `undefined` and logs a debug warning; it never throws.
 */
import manifest from 'virtual:asset-manifest';
import { logger } from '@/lib/log';
import type { Theme } from '@/stores/theme-store';

/** The manifest's shape: folder → name (`icons/sun`) → file path under the site root. */
export type AssetManifest = Record<'common' | 'light' | 'dark', Record<string, string>>;

/** Longest alt text an icon carries (DESIGN.md: "icon alt text is cut to 100 characters"). */
export const ALT_MAX_LENGTH = 100;

/** Suffix of an icon's hover variant (`icons/telegram` → `icons/telegram-hover`). */
export const HOVER_SUFFIX = '-hover';

/**
 * Resolves `name` for `theme` to a URL under the app's base path, or `undefined` when no folder
 * holds it.
 */
export function resolveAsset(
  name: string,
  theme: Theme,
  assets: AssetManifest = manifest,
  base: string = import.meta.env.BASE_URL,
): string | undefined {
  const file = assets[theme][name] ?? assets.common[name];
  if (file === undefined) {
    logger.debug(`Asset "${name}" is not in the manifest for the ${theme} theme`);
    return undefined;
  }
  return `${base}${file}`;
}

/** Whether `name` has a hover variant in `theme`'s folder or in `common/`. */
export function hasHoverVariant(name: string, theme: Theme, assets: AssetManifest = manifest): boolean {
  const hover = `${name}${HOVER_SUFFIX}`;
  return hover in assets[theme] || hover in assets.common;
}

/** Cuts alt text to {@link ALT_MAX_LENGTH} characters (by code point, so no surrogate is split). */
export function truncateAlt(alt: string): string {
  const chars = Array.from(alt);
  return chars.length <= ALT_MAX_LENGTH ? alt : chars.slice(0, ALT_MAX_LENGTH).join('');
}
