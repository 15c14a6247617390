// @ts-check
/**
 * `npm run test:electron`: builds the kiosk and drives the real shell with Playwright's
 * `_electron`, or prints one line saying why it was skipped and what to run when no Electron
 * binary exists (`npm test` runs it everywhere; only kiosk work needs the binary).
 */
import { execSync } from 'node:child_process';
import { findElectronBinary, missingElectronMessage } from './electron-binary.mjs';

const binary = findElectronBinary();
if (!binary) {
  console.log(`${missingElectronMessage('test:electron')} Skipped.`);
  process.exit(0);
}
console.log(`test:electron: using ${binary}`);
execSync('npm run build:kiosk', { stdio: 'inherit' });
execSync('npx playwright test --config playwright.electron.config.ts', { stdio: 'inherit' });
