/**
 * The shape of `virtual:asset-manifest`, shared by the Vite plugin that writes it
 * (`vite-plugins/asset-manifest.ts`, in Node) and the app that reads it (`src/lib/assets/assets.ts`).
 */

/** The asset folders under `public/`: the theme folders and `common/`. */
export type AssetFolder = 'common' | 'light' | 'dark';

/** The formats responsive variants are made in, best first: the order of `<source>` elements. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Each variant format's MIME type, for `<source type>`, preload `type` and the development server. */
export const IMAGE_MIME_TYPES: Readonly<Record<ImageFormat, string>> = { avif: 'image/avif', webp: 'image/webp' };

/** One responsive variant of a raster asset, made at build time. */
export interface ImageVariant {
  format: ImageFormat;
  /** Width in image pixels: the `w` descriptor in a `srcset`. */
  width: number;
  /** Path relative to the site root (`light/home-bg.768w.1a2b3c4d5e.avif`), in the original's folder. */
  file: string;
}

/** One asset, by name. */
export interface AssetEntry {
  /** The original file, relative to the site root (`light/icons/sun.svg`, `common/company.webp`). */
  file: string;
  /** Intrinsic width and height of a raster original in image pixels (EXIF orientation applied); absent for SVG. */
  width?: number;
  height?: number;
  /** Responsive variants of a raster original, by format then narrowest first; absent for SVG. */
  variants?: readonly ImageVariant[];
}

/** Folder → asset name without extension (`icons/sun`, `team/dr-helen-lau`) → entry. */
export type AssetManifest = Record<AssetFolder, Record<string, AssetEntry>>;
