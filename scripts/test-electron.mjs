// @ts-check
/**
 * `npm run test:electron`: builds the kiosk and drives the real shell with Playwright's
 * `_electron`, or prints one line saying why it was skipped when no Electron binary exists.
 */
import { execSync } from 'node:child_process';
import { findElectronBinary } from './electron-binary.mjs';

const binary = findElectronBinary();
if (!binary) {
  console.log(
    'test:electron: skipped: no Electron binary (installed with ELECTRON_SKIP_BINARY_DOWNLOAD=1); ' +
      'set ELECTRON_OVERRIDE_DIST_PATH to an Electron folder or reinstall electron with downloads allowed.',
  );
  process.exit(0);
}
console.log(`test:electron: using ${binary}`);
execSync('npm run build:kiosk', { stdio: 'inherit' });
execSync('npx playwright test --config playwright.electron.config.ts', { stdio: 'inherit' });
