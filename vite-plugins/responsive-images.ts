/**
 * Responsive variants of the raster assets (`docs/development.md` §6: `srcset`, AVIF or WebP):
 * for each raster file under `public/{common,light,dark}/`, AVIF and WebP copies at a few widths
 * no wider than the original, made with sharp (https://sharp.pixelplumbing.com/api-output).
 *
 * A variant's file name carries a hash of the original's bytes, the encoder settings and sharp's
 * version, so a changed image gets new URLs that caches cannot confuse with the old ones. The
 * encoded bytes are kept under `node_modules/.cache/responsive-images/` by that same name, so a
 * rebuild encodes only what changed (AVIF encoding is the slow part: seconds per large image).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp, { type AvifOptions, type WebpOptions } from 'sharp';
import { variantsOf, type AssetEntry, type ImageVariant } from '../src/lib/assets/asset-manifest.ts';

/**
 * Widths in image pixels that variants are made at, when narrower than the original. They follow
 * the layouts' rendered widths times common device pixel ratios: 96 px portraits on phones (320),
 * the about images on phones and desktops (480 to 1200), the hero at the 1440 desktop design
 * width and beyond (1440, 1920).
 */
const VARIANT_WIDTHS: readonly number[] = [320, 480, 768, 1200, 1440, 1920];

/** The widest variant made, whatever the original: 2 × the 1440 design width covers a 2x desktop. */
export const MAX_VARIANT_WIDTH = 2880;

/** A listed width this close to the original's (as a fraction of it) is left out: it would save little. */
const NEAR_ORIGINAL = 0.9;

/** The raster formats the manifest lists (`FORMAT_PREFERENCE` minus SVG); these get variants. */
const RASTER_EXTENSIONS: readonly string[] = ['avif', 'webp', 'png', 'jpg', 'jpeg'];

/**
 * Encoder settings per format, best format first (sharp's `avif()` and `webp()` options). AVIF at
 * quality 55 and WebP at 80 look like the originals on the site's illustrations (thin network
 * lines, flat colour, gradients). AVIF keeps sharp's default full-resolution chroma (4:4:4), which
 * the thin coloured lines need; WebP's `smartSubsample` keeps them from greying in its 4:2:0 chroma.
 * AVIF effort 2 of 9: on these images as small as effort 3 in half the time; the default 4 saves
 * another 6 % of bytes for four times the time.
 */
const ENCODERS = {
  avif: { quality: 55, effort: 2 },
  webp: { quality: 80, effort: 4, smartSubsample: true },
} as const satisfies { avif: AvifOptions; webp: WebpOptions };

/** Whether `file` (a path or name with extension) is a raster image that gets variants. */
export function isRaster(file: string): boolean {
  return RASTER_EXTENSIONS.includes(path.extname(file).slice(1).toLowerCase());
}

/**
 * The variant widths for an original `sourceWidth` pixels wide: the listed widths clearly narrower
 * than it, then its own width (capped at {@link MAX_VARIANT_WIDTH}), so the widest variant is never
 * upscaled and the original's full detail stays available.
 */
export function variantWidths(sourceWidth: number, widths: readonly number[] = VARIANT_WIDTHS): number[] {
  const top = Math.min(sourceWidth, MAX_VARIANT_WIDTH);
  const below = widths.filter((width) => width < top * NEAR_ORIGINAL);
  return [...new Set([...below, top])].sort((a, b) => a - b);
}

/** A hash of what decides a variant's bytes: the original's bytes, the encoder settings and sharp's version. */
export function variantHash(source: Buffer): string {
  return createHash('sha256')
    .update(source)
    .update(JSON.stringify(ENCODERS))
    .update(sharp.versions.sharp)
    .digest('hex')
    .slice(0, 10);
}

/** A variant to make: where it goes and what it is made from. */
export interface VariantJob extends ImageVariant {
  /** Absolute path of the original. */
  source: string;
}

/**
 * Reads the raster original `file` (relative to the site root) under `publicDir`: its intrinsic
 * size and the variants to make, narrowest first per format.
 */
export async function describeImage(
  publicDir: string,
  file: string,
): Promise<{ entry: Required<Omit<AssetEntry, 'drawing'>>; jobs: VariantJob[] }> {
  const source = path.join(publicDir, file);
  const bytes = await readFile(source);
  const { autoOrient } = await sharp(bytes).metadata();
  const entry = {
    file,
    width: autoOrient.width,
    height: autoOrient.height,
    variants: { hash: variantHash(bytes), widths: variantWidths(autoOrient.width) },
  };
  return { entry, jobs: variantsOf(entry).map((variant) => ({ ...variant, source })) };
}

/** Where encoded variants are kept between builds, under the project `root`. */
export function cacheDir(root: string): string {
  return path.join(root, 'node_modules', '.cache', 'responsive-images');
}

/** A made variant: its bytes, and whether this call encoded it (`false`: read from the cache). */
export interface EncodedVariant {
  bytes: Buffer;
  encoded: boolean;
}

/**
 * The bytes of variant `job`: from the cache when an earlier build made it, otherwise encoded
 * (upright per EXIF, resized to `job.width`) and cached. Writes go through a temporary file and a
 * rename, so a build running beside this one never reads half a file.
 */
export async function encodeVariant(job: VariantJob, cache: string): Promise<EncodedVariant> {
  const cached = path.join(cache, path.basename(job.file));
  try {
    return { bytes: await readFile(cached), encoded: false };
  } catch {
    // Not made yet: encode below.
  }
  const resized = sharp(job.source, { autoOrient: true }).resize({ width: job.width, withoutEnlargement: true });
  const bytes = await (job.format === 'avif' ? resized.avif(ENCODERS.avif) : resized.webp(ENCODERS.webp)).toBuffer();
  await mkdir(cache, { recursive: true });
  const temporary = `${cached}.${String(process.pid)}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, cached);
  return { bytes, encoded: true };
}

/**
 * Makes every job, a few at a time (one per CPU: an AVIF encode keeps a core busy), and returns
 * them by variant file.
 */
export async function encodeAll(jobs: readonly VariantJob[], cache: string): Promise<Map<string, EncodedVariant>> {
  const results = new Map<string, EncodedVariant>();
  // Widest first: the slowest encodes start early instead of trailing alone at the end.
  const queue = [...jobs].sort((a, b) => b.width - a.width);
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) results.set(job.file, await encodeVariant(job, cache));
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  return results;
}
