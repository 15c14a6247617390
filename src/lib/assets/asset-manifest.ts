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

/**
 * The responsive variants of a raster original, as the manifest carries them: one file in every
 * {@link IMAGE_FORMATS} format at each width, each named by {@link variantFile}. Listing every
 * file in full would repeat the folder, name and hash eight to twelve times per image in the JS
 * every page loads.
 */
interface ImageVariants {
  /** The hash in every variant's name: of the original's bytes and the encoder's settings. */
  hash: string;
  /** Widths in image pixels, narrowest first. */
  widths: readonly number[];
}

/**
 * The file of one variant, in the original's folder so theme rules on the path keep working:
 * `light/home-bg.webp`, 768, `avif`, hash → `light/home-bg.768w.<hash>.avif`.
 */
export function variantFile(file: string, width: number, format: ImageFormat, hash: string): string {
  const dot = file.lastIndexOf('.');
  const stem = dot > file.lastIndexOf('/') ? file.slice(0, dot) : file;
  return `${stem}.${String(width)}w.${hash}.${format}`;
}

/** Every variant of `entry` (none for SVG), by format in {@link IMAGE_FORMATS}' order, then narrowest first. */
export function variantsOf(entry: AssetEntry): ImageVariant[] {
  const { variants } = entry;
  if (!variants) return [];
  return IMAGE_FORMATS.flatMap((format) =>
    variants.widths.map((width) => ({ format, width, file: variantFile(entry.file, width, format, variants.hash) })),
  );
}

/** One asset, by name. */
export interface AssetEntry {
  /** The original file, relative to the site root (`light/icons/sun.svg`; `company.webp` in `public/common/`). */
  file: string;
  /** Intrinsic width and height of a raster original in image pixels (EXIF orientation applied); absent for SVG. */
  width?: number;
  height?: number;
  /** Responsive variants of a raster original ({@link variantsOf} lists them); absent for SVG. */
  variants?: ImageVariants;
  /** An icon's drawing, when its SVG holds only what {@link SvgDrawing} allows; absent otherwise. */
  drawing?: SvgDrawing;
}

/** Folder → asset name without extension (`icons/sun`, `team/dr-helen-lau`) → entry. */
export type AssetManifest = Record<AssetFolder, Record<string, AssetEntry>>;

/**
 * An SVG icon's drawing, read at build time so the app draws the icon inline rather than as an
 * `<img>`: Chromium makes every SVG image a document of its own, which the main thread loads and
 * sets up while the page starts (`docs/design.md` §5.4). Only the elements and attributes below
 * are kept, so a drawing can hold nothing that runs, links or fetches.
 */
export interface SvgDrawing {
  /** One of {@link SVG_ELEMENTS}; the root is always `svg`. */
  tag: (typeof SVG_ELEMENTS)[number];
  /** SVG attribute name (one of {@link SVG_ATTRIBUTES}' keys) → value. */
  attributes: Record<string, string>;
  children: SvgDrawing[];
}

/** The SVG elements a drawing may hold: shapes and groups (SVG 2, §9 "Basic Shapes" and `path`). */
export const SVG_ELEMENTS = ['svg', 'g', 'path', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'rect'] as const;

/**
 * The attributes a drawing may hold (geometry and paint), each with the name React takes for it.
 * `width`, `height` and `xmlns` of the root are left out: the icon's own size and namespace apply.
 */
export const SVG_ATTRIBUTES: Readonly<Record<string, string>> = {
  viewBox: 'viewBox',
  d: 'd',
  cx: 'cx',
  cy: 'cy',
  r: 'r',
  rx: 'rx',
  ry: 'ry',
  x: 'x',
  y: 'y',
  x1: 'x1',
  y1: 'y1',
  x2: 'x2',
  y2: 'y2',
  width: 'width',
  height: 'height',
  points: 'points',
  transform: 'transform',
  fill: 'fill',
  'fill-opacity': 'fillOpacity',
  'fill-rule': 'fillRule',
  'clip-rule': 'clipRule',
  stroke: 'stroke',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  'stroke-miterlimit': 'strokeMiterlimit',
  'stroke-dasharray': 'strokeDasharray',
  'stroke-opacity': 'strokeOpacity',
  opacity: 'opacity',
};
