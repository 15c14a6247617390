/**
 * The CMS page's build (`npm run build`, after the site's): `admin/index.html` and its script into
 * `dist/admin/`, with Decap CMS's files and `config.yml` beside them (`vite-plugins/cms.ts`). Apart
 * from the site's build, so nothing of the CMS reaches the site's bundles or the kiosk.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { cmsFiles } from '../vite-plugins/cms.ts';

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  root: fromRoot('.'),
  // Relative, so the page works wherever the site is deployed.
  base: './',
  publicDir: false,
  plugins: [cmsFiles(fromRoot('./config.yml'))],
  resolve: { alias: { '@/': fromRoot('../src/') } },
  build: {
    outDir: fromRoot('../dist/admin'),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
  },
});
