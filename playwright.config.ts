import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/browser';
import { API_BUILD_DIR, API_BUILD_PORT, CONTENT_API_PORT, CONTENT_API_URL } from './tests/e2e/api/servers';
import { NGINX_URL } from './tests/e2e/deploy/server';

const executablePath = findChromium();
/** The preview server's port; `E2E_PORT` moves it so two checkouts can test side by side. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const desktop = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * End-to-end tests against production builds served by `vite preview`:
 * - `chromium`: the default build, on its bundled content;
 * - `content-api`: a build whose `VITE_API_BASE_URL` points at the development content server
 *   (`scripts/content/server.mjs`), where tests inject faults by route interception;
 * - `deploy`: the default build behind nginx with the repository's configuration
 *   (`npm run serve:nginx`, deploy/nginx.conf), its headers and its CSP enforced;
 * - `cms`: the CMS page of the default build against decap-server on a throwaway repository,
 *   publishing an announcement and building the site from the result (tests/e2e/cms/).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    trace: 'off',
    launchOptions: { args: [...CHROMIUM_ARGS], ...(executablePath ? { executablePath } : {}) },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ['api/**', 'deploy/**', 'cms/**'],
      use: { ...desktop, baseURL: `http://127.0.0.1:${PORT}` },
    },
    {
      name: 'content-api',
      testMatch: 'api/**/*.spec.ts',
      use: { ...desktop, baseURL: `http://127.0.0.1:${API_BUILD_PORT}` },
    },
    { name: 'deploy', testMatch: 'deploy/**/*.spec.ts', use: { ...desktop, baseURL: NGINX_URL } },
    {
      // Publishing through the CMS builds a site of its own: after the others, so that build's
      // load does not slow their timing-sensitive tests.
      name: 'cms',
      testMatch: 'cms/**/*.spec.ts',
      dependencies: ['chromium', 'content-api', 'deploy'],
      use: { ...desktop, baseURL: `http://127.0.0.1:${PORT}` },
    },
  ],
  webServer: [
    {
      // With its HTTPS listener too, for the Observatory's scan (deploy/observatory.spec.ts).
      command: 'node scripts/deploy/serve-nginx.mjs --tls',
      url: NGINX_URL,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node scripts/content/server.mjs --host=127.0.0.1 --port=${CONTENT_API_PORT}`,
      url: `${CONTENT_API_URL}/careers?locale=en&page=1&pageSize=1`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Its own build: the API address is fixed at build time, as in a production deployment.
      command: `npx vite build --outDir ${API_BUILD_DIR} --emptyOutDir --logLevel warn && npx vite preview --outDir ${API_BUILD_DIR} --host 127.0.0.1 --port ${API_BUILD_PORT} --strictPort`,
      env: { VITE_API_BASE_URL: CONTENT_API_URL },
      url: `http://127.0.0.1:${API_BUILD_PORT}`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
});
