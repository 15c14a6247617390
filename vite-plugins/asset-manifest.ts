/**
 * Vite plugin that exposes `virtual:asset-manifest`: the images and icons under
 * `public/{common,light,dark}/`, keyed by folder and by name without extension, each raster image
 * with its intrinsic size and its responsive variants (`./responsive-images.ts`).
 *
 * Files in `public/` are not modules, so `import.meta.glob` would copy each one again as a
 * hashed asset; this plugin lists them instead, at build time, so the app resolves a name
 * without making a request that might 404 (`docs/design.md` §5.4: icons and images are looked up by name).
 *
 * The variants are real files, never `data:` URLs, so the kiosk's `img-src 'self'` allows them:
 * - `vite build` encodes them (from the cache when it can) while the bundle is built, and emits
 *   them beside their originals in the output folder; the server-side build for prerendering only
 *   lists them;
 * - the development server makes each one on its first request (then from the same cache), so
 *   pages in development carry the same `srcset` markup as the build.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { IMAGE_MIME_TYPES, type AssetFolder, type AssetManifest } from '../src/lib/assets/asset-manifest.ts';
import { cacheDir, describeImage, encodeAll, encodeVariant, isRaster, type VariantJob } from './responsive-images.ts';
import { readDrawing } from './svg-drawing.ts';

const VIRTUAL_ID = 'virtual:asset-manifest';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** The asset folders, in the order a lookup tries them after the theme's own folder. */
const ASSET_FOLDERS = ['common', 'light', 'dark'] as const satisfies readonly AssetFolder[];
/** When one name exists in several formats, the first in this list wins. */
const FORMAT_PREFERENCE = ['svg', 'avif', 'webp', 'png', 'jpg', 'jpeg'] as const;

export type { AssetManifest };

function walk(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/**
 * Reads the asset folders under `publicDir` into a manifest of files only (no sizes or variants:
 * see {@link describeImages}); unknown formats are ignored.
 */
export function buildAssetManifest(publicDir: string): AssetManifest {
  const manifest: AssetManifest = { common: {}, light: {}, dark: {} };
  for (const folder of ASSET_FOLDERS) {
    const root = path.join(publicDir, folder);
    const ranked = new Map<string, { file: string; rank: number }>();
    for (const file of walk(root)) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      const ext = path.extname(relative).slice(1).toLowerCase();
      const rank = (FORMAT_PREFERENCE as readonly string[]).indexOf(ext);
      if (rank === -1) continue;
      const name = relative.slice(0, -(ext.length + 1));
      const current = ranked.get(name);
      if (!current || rank < current.rank) ranked.set(name, { file: `${folder}/${relative}`, rank });
    }
    for (const [name, { file }] of [...ranked].sort(([a], [b]) => a.localeCompare(b))) {
      manifest[folder][name] = { file };
    }
  }
  return manifest;
}

/** A manifest with its entries described, and the variant files those entries list. */
export interface DescribedAssets {
  manifest: AssetManifest;
  /** Variant file (relative to the site root) → how to make it. */
  jobs: Map<string, VariantJob>;
  /** Icons that stay `<img>` because their SVG cannot be drawn inline: `file: reason`, for the build's log. */
  problems: string[];
}

/** Whether `name` is an icon, which the app draws inline when it can (`docs/design.md` §5.4). */
function isIcon(name: string, file: string): boolean {
  return name.startsWith('icons/') && file.endsWith('.svg');
}

/**
 * Adds each raster entry's intrinsic size and variants, and each SVG icon's drawing, to
 * `manifest` (a new object; other entries unchanged).
 */
export async function describeImages(manifest: AssetManifest, publicDir: string): Promise<DescribedAssets> {
  const described: AssetManifest = { common: {}, light: {}, dark: {} };
  const jobs = new Map<string, VariantJob>();
  const problems: string[] = [];
  for (const folder of ASSET_FOLDERS) {
    for (const [name, entry] of Object.entries(manifest[folder])) {
      if (isIcon(name, entry.file)) {
        const read = await readDrawing(path.join(publicDir, entry.file));
        if ('drawing' in read) described[folder][name] = { ...entry, drawing: read.drawing };
        else {
          described[folder][name] = entry;
          problems.push(`${entry.file}: ${read.problem}`);
        }
        continue;
      }
      if (!isRaster(entry.file)) {
        described[folder][name] = entry;
        continue;
      }
      const image = await describeImage(publicDir, entry.file);
      described[folder][name] = image.entry;
      for (const job of image.jobs) jobs.set(job.file, job);
    }
  }
  return { manifest: described, jobs, problems };
}

/** The plugin; regenerates the manifest when a file under an asset folder is added, changed or removed. */
export function assetManifest(): Plugin {
  let config: ResolvedConfig;
  let described: Promise<DescribedAssets> | undefined;
  let encoding: Promise<{ files: Map<string, Buffer>; encoded: number; seconds: number }> | undefined;
  const describe = () => (described ??= describeImages(buildAssetManifest(config.publicDir), config.publicDir));
  return {
    name: 'asset-manifest',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      described = undefined;
      encoding = undefined;
      // Only the browser build writes files; the prerendering step's server build just reads the manifest.
      if (config.command !== 'build' || config.build.ssr || !config.build.copyPublicDir) return;
      const started = performance.now();
      // Starts now, so encoding runs while the bundle is built; `generateBundle` waits for it.
      encoding = describe().then(async ({ jobs }) => {
        const made = await encodeAll([...jobs.values()], cacheDir(config.root));
        const files = new Map([...made].map(([file, variant]) => [file, variant.bytes]));
        const encoded = [...made.values()].filter((variant) => variant.encoded).length;
        return { files, encoded, seconds: (performance.now() - started) / 1000 };
      });
      // Handled here so a failure waits for `generateBundle` to report it rather than crashing Node.
      encoding.catch(() => undefined);
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { manifest, problems } = await describe();
      for (const problem of problems)
        config.logger.warn(`icon shown as an image, not drawn inline: ${problem}`, { timestamp: true });
      return `export default ${JSON.stringify(manifest)};`;
    },
    async generateBundle() {
      if (!encoding) return;
      const { files, encoded, seconds } = await encoding;
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source });
      config.logger.info(
        `responsive images: ${String(files.size)} variants (${String(encoded)} encoded, ${String(files.size - encoded)} cached) in ${seconds.toFixed(1)} s`,
      );
    },
    configureServer(server) {
      const refresh = (file: string) => {
        if (!file.startsWith(config.publicDir)) return;
        described = undefined;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) void server.reloadModule(module);
      };
      server.watcher.on('add', refresh);
      server.watcher.on('unlink', refresh);
      // A replaced image keeps its name but gets new variant URLs; a replaced icon, a new drawing.
      server.watcher.on('change', (file) => {
        if (isRaster(file) || file.endsWith('.svg')) refresh(file);
      });
      // Variants on demand: a request for one that the manifest lists is answered with its bytes.
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://localhost');
        if (!pathname.startsWith(config.base) || !/\.\d+w\.[0-9a-f]+\.(?:avif|webp)$/.test(pathname)) {
          next();
          return;
        }
        const file = decodeURIComponent(pathname.slice(config.base.length));
        describe()
          .then(async ({ jobs }) => {
            const job = jobs.get(file);
            if (!job) {
              next();
              return;
            }
            const { bytes } = await encodeVariant(job, cacheDir(config.root));
            response.setHeader('Content-Type', IMAGE_MIME_TYPES[job.format]);
            response.setHeader('Cache-Control', 'no-cache');
            response.end(bytes);
          })
          .catch(next);
      });
    },
  };
}
