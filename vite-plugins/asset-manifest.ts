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
import { THEMES, type Theme } from '../src/config/theme.ts';
import {
  IMAGE_MIME_TYPES,
  type AssetFolder,
  type AssetManifest,
  type SvgDrawing,
} from '../src/lib/assets/asset-manifest.ts';
import { cacheDir, describeImage, encodeAll, encodeVariant, isRaster, type VariantJob } from './responsive-images.ts';
import { readDrawing, sharedShape } from './svg-drawing.ts';

const VIRTUAL_ID = 'virtual:asset-manifest';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** The icons drawn once and coloured by the stylesheet ({@link shareShapes}), which it imports. */
const ICONS_ID = 'virtual:icon-drawings';
const RESOLVED_ICONS_ID = `\0${ICONS_ID}`;
/** Ends in `.css` so Vite's CSS pipeline takes it (bundled into the stylesheet, not the JS). */
const COLOURS_ID = 'virtual:icon-colours.css';
const RESOLVED_COLOURS_ID = `\0${COLOURS_ID}`;
/** Suffix of an icon's hover variant; the app's own is `HOVER_SUFFIX` in `src/lib/assets/assets.ts`. */
const HOVER = '-hover';
/** Icon names the stylesheet may name in an attribute selector as they are. */
const CSS_SAFE_NAME = /^[a-z0-9][a-z0-9_-]*$/i;
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

/** Icons drawn once, coloured by a stylesheet: what {@link shareShapes} makes of a manifest. */
export interface SharedIcons {
  /** Icon name (`sun`, the file `icons/sun.svg`) → its shape, painted `currentColor`. */
  drawings: Record<string, SvgDrawing>;
  /**
   * The stylesheet that colours them: per theme (the body's `<theme>-theme` class) each icon's
   * colour, and its hover file's colour while the pointer is over it or over the closest
   * `[data-hover-icons]` control, on screens that can hover (`docs/design.md` §5.4).
   */
  css: string;
  /** The manifest given, without those icons' drawings (their files stay, for the record). */
  manifest: AssetManifest;
}

/** The asset the app finds for `name` in `theme`: its folder's, else `common/`'s. */
function lookUp(manifest: AssetManifest, name: string, theme: Theme) {
  return manifest[theme][name] ?? manifest.common[name];
}

/**
 * Finds the icons whose files, in every theme and with their hover variants, are one shape in
 * one colour each (`sharedShape`, `./svg-drawing.ts`, decides), so each page draws them once and
 * a stylesheet colours them, rather than carrying four drawings of each. The others keep their
 * drawings and are drawn as before.
 */
export function shareShapes(manifest: AssetManifest): SharedIcons {
  const drawings: Record<string, SvgDrawing> = {};
  const stripped: AssetManifest = {
    common: { ...manifest.common },
    light: { ...manifest.light },
    dark: { ...manifest.dark },
  };
  /** `theme state colour` → icon names, so icons of one colour share a rule. */
  const rules = new Map<string, string[]>();
  const names = new Set(
    Object.values(manifest)
      .flatMap((folder) => Object.keys(folder))
      .filter((name) => name.startsWith('icons/') && !name.endsWith(HOVER)),
  );
  for (const asset of [...names].sort()) {
    const name = asset.slice('icons/'.length);
    if (!CSS_SAFE_NAME.test(name)) continue;
    const parts: { theme: Theme; state: 'base' | 'hover'; drawing: SvgDrawing | undefined }[] = [];
    for (const theme of THEMES) {
      parts.push({ theme, state: 'base', drawing: lookUp(manifest, asset, theme)?.drawing });
      const hover = lookUp(manifest, `${asset}${HOVER}`, theme);
      if (hover) parts.push({ theme, state: 'hover', drawing: hover.drawing });
    }
    const found = parts.every((part) => part.drawing)
      ? sharedShape(parts.map((part) => part.drawing as SvgDrawing))
      : undefined;
    if (!found) continue;
    drawings[name] = found.drawing;
    parts.forEach(({ theme, state }, index) => {
      const key = `${theme} ${state} ${String(found.colours[index])}`;
      rules.set(key, [...(rules.get(key) ?? []), name]);
    });
    for (const folder of Object.keys(stripped) as AssetFolder[]) {
      for (const each of [asset, `${asset}${HOVER}`]) {
        const entry = stripped[folder][each];
        if (entry?.drawing) stripped[folder][each] = { file: entry.file };
      }
    }
  }
  const css = [...rules]
    .map(([key, iconNames]) => {
      const [theme, state, colour] = key.split(' ') as [Theme, 'base' | 'hover', string];
      const targets = iconNames.map((name) =>
        state === 'base'
          ? `[data-icon="${name}"]`
          : `[data-hover-icons]:hover [data-icon="${name}"],[data-icon="${name}"]:hover`,
      );
      const rule = `.${theme}-theme :is(${targets.join(',')}){color:${colour}}`;
      return state === 'base' ? rule : `@media (any-hover:hover){${rule}}`;
    })
    .join('\n');
  return { drawings, css: `${css}\n`, manifest: stripped };
}

/** The plugin; regenerates the manifest when a file under an asset folder is added, changed or removed. */
export function assetManifest(): Plugin {
  let config: ResolvedConfig;
  let described: Promise<DescribedAssets> | undefined;
  let encoding: Promise<{ files: Map<string, Buffer>; encoded: number; seconds: number }> | undefined;
  const describe = () => (described ??= describeImages(buildAssetManifest(config.publicDir), config.publicDir));
  let sharing: Promise<SharedIcons> | undefined;
  const share = () => (sharing ??= describe().then(({ manifest }) => shareShapes(manifest)));
  return {
    name: 'asset-manifest',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      described = undefined;
      sharing = undefined;
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
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      if (id === ICONS_ID) return RESOLVED_ICONS_ID;
      return id === COLOURS_ID ? RESOLVED_COLOURS_ID : undefined;
    },
    async load(id) {
      if (id === RESOLVED_ID) {
        const { problems } = await describe();
        for (const problem of problems)
          config.logger.warn(`icon shown as an image, not drawn inline: ${problem}`, { timestamp: true });
        return `export default ${JSON.stringify((await share()).manifest)};`;
      }
      if (id === RESOLVED_ICONS_ID) {
        const { drawings } = await share();
        return `import ${JSON.stringify(COLOURS_ID)};\nexport default ${JSON.stringify(drawings)};`;
      }
      if (id === RESOLVED_COLOURS_ID) return (await share()).css;
      return undefined;
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
        sharing = undefined;
        for (const id of [RESOLVED_ID, RESOLVED_ICONS_ID, RESOLVED_COLOURS_ID]) {
          const module = server.moduleGraph.getModuleById(id);
          if (module) void server.reloadModule(module);
        }
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
