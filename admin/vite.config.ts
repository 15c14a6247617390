/**
 * The CMS page's build (`npm run build`, after the site's), apart from the site's so that nothing
 * of the CMS reaches the site's bundles or the kiosk:
 *
 * - `dist-cms/`: the CMS as a deployable of its own, for its own origin (`cms.<domain>`, which
 *   docs/publishing.md recommends): `admin/index.html` and its script, Decap CMS's files and
 *   `config.yml` (`vite-plugins/cms.ts`), and its host files (`cmsHostFiles`);
 * - `dist/admin/`: with `VITE_CMS_ORIGIN` unset, the same CMS for the site's `/admin/`; set, a
 *   page that only links to the CMS's origin (`vite-plugins/cms.ts`, `cmsLinkPage`).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type InlineConfig } from 'vite';
import { assetManifest } from '../vite-plugins/asset-manifest.ts';
import { cmsDeployable, cmsFiles } from '../vite-plugins/cms.ts';
import { CMS_ORIGIN_VARIABLE, cmsOrigin } from '../vite-plugins/cms-origin.ts';
import { siteAliases, siteDefines } from '../vite-plugins/site-modules.ts';

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** Where the CMS build writes: its deployable, and the site's `/admin/` folder. */
export interface CmsBuildOptions {
  /** The deployable for the CMS's own origin; `dist-cms/`. */
  outDir: string;
  /** The site's `/admin/` folder; `dist/admin/`. */
  siteAdminDir: string;
  /** The CMS's own origin, or `undefined` to serve it at the site's `/admin/`. */
  origin: string | undefined;
}

/** The build's configuration for `options`; the tests build with their own folders. */
export function cmsBuildConfig(options: CmsBuildOptions): InlineConfig {
  const configFile = fromRoot('./config.yml');
  return {
    root: fromRoot('.'),
    // Relative, so the page works at the root of its own origin and under the site's /admin/.
    base: './',
    // The site's images, listed for the preview's asset manifest; the site serves them, the CMS
    // build copies none of them (`copyPublicDir`).
    publicDir: fromRoot('../public'),
    envDir: fromRoot('..'),
    // Built from this object alone, not from this file found again in `root`.
    configFile: false,
    plugins: [
      react(),
      assetManifest(),
      cmsFiles(configFile),
      cmsDeployable({ configFile, favicon: fromRoot('../public/favicon.svg'), ...options }),
    ],
    // The preview page runs the site's modules as the site's build makes them. Their images and
    // published content are the site's, at its root (`/common/…`, `/content/…`), not beside the
    // CMS page as the relative `base` would have them.
    define: { ...siteDefines(), 'import.meta.env.BASE_URL': JSON.stringify('/') },
    resolve: { alias: siteAliases('build') },
    build: {
      outDir: options.outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'es2022',
      assetsInlineLimit: 0,
      rolldownOptions: { input: { index: fromRoot('./index.html'), preview: fromRoot('./preview.html') } },
    },
  };
}

export default defineConfig(({ mode }) =>
  cmsBuildConfig({
    outDir: fromRoot('../dist-cms'),
    siteAdminDir: fromRoot('../dist/admin'),
    origin: cmsOrigin(loadEnv(mode, fromRoot('..'), 'VITE_')[CMS_ORIGIN_VARIABLE]),
  }),
);
