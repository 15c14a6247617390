/**
 * Vite plugin that exposes `virtual:asset-manifest`: the images and icons under
 * `public/{common,light,dark}/`, keyed by folder and by name without extension.
 *
 * Files in `public/` are not modules, so `import.meta.glob` would copy each one again as a
 * hashed asset; this plugin lists them instead, at build time, so the app resolves a name
 * without making a request that might 404 (DESIGN.md, "icons and images are looked up by name").
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:asset-manifest';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** The asset folders, in the order a lookup tries them after the theme's own folder. */
export const ASSET_FOLDERS = ['common', 'light', 'dark'] as const;
/** When one name exists in several formats, the first in this list wins. */
export const FORMAT_PREFERENCE = ['svg', 'avif', 'webp', 'png', 'jpg', 'jpeg'] as const;

type Folder = (typeof ASSET_FOLDERS)[number];
/** Folder → asset name (`icons/sun`) → path relative to the site root (`light/icons/sun.svg`). */
export type AssetManifest = Record<Folder, Record<string, string>>;

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

/** Reads the asset folders under `publicDir` into a manifest; unknown formats are ignored. */
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
      manifest[folder][name] = file;
    }
  }
  return manifest;
}

/** The plugin; regenerates the manifest when a file under an asset folder is added or removed. */
export function assetManifest(): Plugin {
  let publicDir = '';
  return {
    name: 'asset-manifest',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${JSON.stringify(buildAssetManifest(publicDir))};`;
    },
    configureServer(server) {
      const refresh = (file: string) => {
        if (!file.startsWith(publicDir)) return;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) void server.reloadModule(module);
      };
      server.watcher.on('add', refresh);
      server.watcher.on('unlink', refresh);
    },
  };
}
