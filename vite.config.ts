/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type PluginOption } from 'vite';
import electron from 'vite-plugin-electron';
import { parseEnv } from './src/config/env-schema.ts';
import { assetManifest } from './vite-plugins/asset-manifest.ts';
import { cmsFiles } from './vite-plugins/cms.ts';
import { CMS_ORIGIN_VARIABLE, cmsOrigin } from './vite-plugins/cms-origin.ts';
import { publishedContent } from './vite-plugins/content/plugin.ts';
import { indexHtml } from './vite-plugins/index-html.ts';
import { prerender } from './vite-plugins/prerender.ts';
import { siteFiles } from './vite-plugins/site-files.ts';
import { APP_VERSION, siteAliases, siteDefines } from './vite-plugins/site-modules.ts';

const UNIT_TESTS = ['tests/unit/**/*.test.{ts,tsx}'];
/** The unit tests of Node code (no page): the shell, scripts, build plugins, content and docs. */
const NODE_TEST_FOLDERS = [
  ...['common', 'electron', 'scripts', 'vite-plugins', 'docs', 'admin'].map(
    (folder) => `tests/unit/${folder}/**/*.test.{ts,tsx}`,
  ),
  // The repository's content/ folder; below it, the app's content layer (src/content/) runs in a page.
  'tests/unit/content/*.test.{ts,tsx}',
];
/**
 * The tests that start other programs (Node scripts as processes, git, Java, Vite's builds and
 * dev server): `npm run test:integration`, in `npm test` after the quick check, which they would
 * otherwise double (docs/development.md §7).
 */
const INTEGRATION_TESTS = ['tests/unit/**/*.integration.test.{ts,tsx}'];
const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * The unit tests that replace a module with `vi.mock`, as paths from the root. Vitest hoists the
 * call above the file's imports, so the replacement reaches the modules the file loads only in a
 * module graph of the file's own: these files run isolated, while the other page tests share one
 * graph per worker, whose state `tests/unit/setup.ts` resets after every test.
 */
function testsThatMockModules(): string[] {
  const folder = fromRoot('./tests/unit/');
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.mock\(/.test(readFileSync(folder + file, 'utf8')))
    .map((file) => `tests/unit/${file}`);
}

/** Mode `kiosk` (`npm run dev:kiosk`, `npm run build:kiosk`) also builds the Electron shell. */
export const KIOSK_MODE = 'kiosk';

/**
 * The Electron main process (ESM) and preload (CommonJS: sandboxed preloads cannot be ES
 * modules) into `dist-electron/`, beside the web build in `dist/`.
 */
function kioskShell(): PluginOption {
  return electron([
    {
      entry: 'electron/main/index.ts',
      onstart: async ({ startup }) => {
        await startup();
      },
      vite: { build: { outDir: 'dist-electron/main', emptyOutDir: true } },
    },
    {
      onstart: ({ reload }) => reload(),
      vite: {
        build: {
          outDir: 'dist-electron/preload',
          emptyOutDir: true,
          lib: { entry: 'electron/preload/index.ts', formats: ['cjs'], fileName: () => 'index.cjs' },
        },
      },
    },
  ]);
}

export default defineConfig(({ mode, command }) => {
  // Fails the build (and the dev server) with the variable's name on a malformed `VITE_*` value.
  const buildEnv = loadEnv(mode, fromRoot('.'), 'VITE_');
  parseEnv(buildEnv, APP_VERSION);
  cmsOrigin(buildEnv[CMS_ORIGIN_VARIABLE]);
  // Read only by Vitest, which sets VITEST (vitest.dev/guide/#configuring-vitest): the dev server
  // and the builds do not read the tests (about 30 ms).
  const mockingTests = process.env.VITEST ? testsThatMockModules() : [];
  return {
    plugins: [
      react(),
      publishedContent(),
      assetManifest(),
      indexHtml(),
      prerender(),
      siteFiles(),
      // The CMS page on the development server (`/admin/`); built by admin/vite.config.ts.
      mode === KIOSK_MODE ? kioskShell() : { ...cmsFiles(fromRoot('./admin/config.yml')), apply: 'serve' },
    ],
    define: siteDefines(),
    resolve: { alias: siteAliases(command) },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: {
      target: 'es2022',
      // Keeps every asset a file so a strict CSP needs no `data:` in img-src (deploy/README.md).
      assetsInlineLimit: 0,
      // One stylesheet for the whole app (about 9 KiB gzip): a prerendered page carries it inline
      // (vite-plugins/prerender.ts), so it paints without waiting for a request, and no screen
      // waits for its own CSS file when the visitor navigates to it.
      cssCodeSplit: false,
      // What a page needs before it starts, in few files: on a slow phone's connection every
      // request costs a round trip, and a browser opens at most six connections to a host over
      // HTTP/1.1, so the dozen small chunks the bundler made by itself queued behind each other
      // (docs/development.md §4). The framework (the libraries every page runs) is a chunk of its
      // own, cached across releases that change only the app; the rest of the entry's static
      // imports join the entry. Only modules the entry itself imports (`$initial`): a library's
      // part that a lazily loaded screen alone uses (react-i18next's `Trans`) stays with it.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|zustand|use-sync-external-store|i18next-resources-to-backend|loglevel)[\\/]/,
                tags: ['$initial'],
                priority: 2,
              },
              { name: 'shell', tags: ['$initial'], priority: 1 },
            ],
          },
        },
      },
    },
    test: {
      setupFiles: ['tests/unit/setup.ts'],
      globalSetup: ['tests/unit/global-setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      // Workers as threads: cheaper to start than processes, which the suite does about a hundred
      // times (docs/development.md §7, "the quick check").
      pool: 'threads',
      projects: [
        {
          extends: true,
          // happy-dom starts a page in about half jsdom's time; a test that needs jsdom's own
          // parsers (XML, for the feed) says so in its `@vitest-environment` comment. One page and
          // one module graph per worker (`isolate: false`): a fresh worker per file would load
          // happy-dom and the app's modules again, which was two thirds of the suite's time.
          test: {
            name: 'dom',
            environment: 'happy-dom',
            include: UNIT_TESTS,
            exclude: [...NODE_TEST_FOLDERS, ...INTEGRATION_TESTS, ...mockingTests],
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom-isolated',
            environment: 'happy-dom',
            include: mockingTests,
            exclude: [...NODE_TEST_FOLDERS, ...INTEGRATION_TESTS],
          },
        },
        {
          extends: true,
          // The shell, scripts, plugins and content are Node code with no page, and share one
          // module graph per worker (`isolate: false`): they keep no state between files.
          test: {
            name: 'node',
            environment: 'node',
            include: NODE_TEST_FOLDERS,
            exclude: INTEGRATION_TESTS,
            isolate: false,
          },
        },
        {
          extends: true,
          test: { name: 'integration', environment: 'node', include: INTEGRATION_TESTS, isolate: false },
        },
      ],
    },
  };
});
