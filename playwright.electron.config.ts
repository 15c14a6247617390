import { defineConfig } from '@playwright/test';

/** End-to-end tests of the Electron shell (`tests/electron/`), run by `npm run test:electron`. */
export default defineConfig({
  testDir: 'tests/electron',
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
});
