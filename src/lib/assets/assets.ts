/**
 * Asset lookup by name (`docs/design.md` §5.4): first the current theme's folder, then
 * `common/`, from the build-time manifest, so a lookup never makes a failing request. A missing
 * name resolves to `undefined` and logs a debug warning; it never throws.
 */
import manifest from 'virtual:asset-manifest';
import {
  IMAGE_FORMATS,
  variantsOf,
  type AssetEntry,
  type AssetManifest,
  type ImageFormat,
  type ImageVariant,
} from '@/lib/assets/asset-manifest';
import { logger } from '@/lib/log';
import type { Theme } from '@/config/theme';

export type { AssetManifest };

/** Longest alt text an icon carries (`docs/design.md` §5.4: "Icon alt text is cut to 100 characters"). */
const ALT_MAX_LENGTH = 100;

/** Suffix of an icon's hover variant (`icons/telegram` → `icons/telegram-hover`). */
export const HOVER_SUFFIX = '-hover';

/**
 * Resolves `name` for `theme` to a URL under the app's base path (its original file, as
 * {@link resolveImage}'s `src`), or `undefined` when no folder holds it.
 */
export function resolveAsset(...args: Parameters<typeof resolveImage>): string | undefined {
  return resolveImage(...args)?.src;
}

/** An image resolved for one theme: its fallback URL and its responsive sources. */
export interface ResolvedImage {
  /** URL of the original: the `<img src>` fallback, in the same folder as every `srcset` candidate. */
  src: string;
  /**
   * A `srcset` per variant format (`/common/company.480w.<hash>.avif 480w, …`, narrowest first),
   * with width descriptors as the HTML standard defines them
   * (https://html.spec.whatwg.org/multipage/images.html#srcset-attributes); empty for SVG.
   */
  srcSet: Partial<Record<ImageFormat, string>>;
  /** Intrinsic size of the original in image pixels; absent for SVG. */
  width?: number;
  height?: number;
}

/**
 * Resolves image `name` for `theme` with its responsive variants, or `undefined` (with a debug
 * warning) when no folder holds it.
 */
export function resolveImage(
  name: string,
  theme: Theme,
  assets: AssetManifest = manifest,
  base: string = import.meta.env.BASE_URL,
): ResolvedImage | undefined {
  const entry = findEntry(name, theme, assets);
  if (!entry) return undefined;
  const srcSet: Partial<Record<ImageFormat, string>> = {};
  const variants = variantsOf(entry);
  for (const format of IMAGE_FORMATS) {
    const candidates = toSrcSet(variants, format, base);
    if (candidates) srcSet[format] = candidates;
  }
  return { src: `${base}${entry.file}`, srcSet, width: entry.width, height: entry.height };
}

/**
 * The drawing of icon `name` for `theme` (`SvgDrawing`), or `undefined` when no folder holds it
 * or the build could not read it as one.
 */
export function resolveDrawing(name: string, theme: Theme, assets: AssetManifest = manifest) {
  return findEntry(name, theme, assets)?.drawing;
}

/** A `srcset` of `variants` in `format`: `url 480w, url 768w`, narrowest first; `''` when none. */
export function toSrcSet(variants: readonly ImageVariant[], format: ImageFormat, base: string): string {
  return variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${base}${variant.file} ${String(variant.width)}w`)
    .join(', ');
}

function findEntry(name: string, theme: Theme, assets: AssetManifest): AssetEntry | undefined {
  const entry = assets[theme][name] ?? assets.common[name];
  if (entry === undefined) logger.debug(`Asset "${name}" is not in the manifest for the ${theme} theme`);
  return entry;
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
