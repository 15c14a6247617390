// @ts-check
/**
 * `npm run kiosk:setup`: downloads the Electron binary that kiosk work needs (`dev:kiosk`,
 * `dist`, `test:electron`), once per checkout.
 *
 * The project's `.npmrc` turns install scripts off (see `scripts/kiosk/electron-binary.mjs`), so this
 * runs electron's own postinstall on purpose: `npm rebuild electron --ignore-scripts=false`. It
 * downloads the lockfile's version with `@electron/get`, which honours Electron's documented
 * variables: `ELECTRON_MIRROR` (a mirror instead of GitHub), `electron_config_cache` (where the
 * zip is cached; electron-builder reuses it), `ELECTRON_OVERRIDE_DIST_PATH` (a binary already
 * on disk, no download).
 *
 * `npm run kiosk:setup -- --set-exit-pin --config <path to kiosk-config.json>` instead sets the
 * staff exit PIN and downloads nothing: see `scripts/kiosk/set-exit-pin.mjs`.
 *
 * Exits 0 with the binary's path, or 1 with what went wrong and what to try.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { electronVersion, findElectronBinary } from './electron-binary.mjs';
import { setExitPin, SET_EXIT_PIN_USAGE } from './set-exit-pin.mjs';

/** @type {{ values: { 'set-exit-pin'?: boolean, config?: string } }} */
let options;
try {
  options = parseArgs({ options: { 'set-exit-pin': { type: 'boolean' }, config: { type: 'string' } } });
} catch (error) {
  console.error(`kiosk:setup: ${/** @type {Error} */ (error).message}\nusage: ${SET_EXIT_PIN_USAGE}`);
  process.exit(1);
}
if (options.values['set-exit-pin'] || options.values.config !== undefined) {
  process.exit(await setExitPin(options.values));
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const version = electronVersion(ROOT);
if (!version) {
  console.error('kiosk:setup: the electron package is not installed; run `npm install` first.');
  process.exit(1);
}

const existing = findElectronBinary(process.env, ROOT);
if (!existing) {
  // This step is the explicit request for the binary, so a skip left in the shell does not apply.
  const env = { ...process.env };
  delete env.ELECTRON_SKIP_BINARY_DOWNLOAD;
  console.log(
    `kiosk:setup: downloading Electron ${version}${env.ELECTRON_MIRROR ? ` from ${env.ELECTRON_MIRROR}` : ' from GitHub'}…`,
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['rebuild', 'electron', '--ignore-scripts=false'], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0 || !findElectronBinary(process.env, ROOT)) {
    console.error(
      `kiosk:setup: could not install Electron ${version}. Where GitHub cannot be reached, set ELECTRON_MIRROR to a mirror ` +
        '(https://www.electronjs.org/docs/latest/tutorial/installation#mirror) or ELECTRON_OVERRIDE_DIST_PATH to a folder holding the binary.',
    );
    process.exit(1);
  }
}
console.log(`kiosk:setup: Electron ${version} ready at ${findElectronBinary(process.env, ROOT)}`);
