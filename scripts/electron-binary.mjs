// @ts-check
/**
 * Finds the Electron binary for the shell's end-to-end tests: `ELECTRON_OVERRIDE_DIST_PATH`
 * (Electron's own variable: the folder holding the executable), then the npm package's
 * `node_modules/electron/dist`. Returns `undefined` where none exists (installs made with
 * `ELECTRON_SKIP_BINARY_DOWNLOAD=1`, closed networks).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

const EXECUTABLE = { darwin: 'Electron.app/Contents/MacOS/Electron', win32: 'electron.exe' };

/** @param {NodeJS.ProcessEnv} env @param {string} root */
export function findElectronBinary(env = process.env, root = path.resolve(import.meta.dirname, '..')) {
  const name = EXECUTABLE[/** @type {'darwin' | 'win32'} */ (process.platform)] ?? 'electron';
  const folders = [env.ELECTRON_OVERRIDE_DIST_PATH, path.join(root, 'node_modules/electron/dist')].filter(Boolean);
  for (const folder of folders) {
    const candidate = path.join(/** @type {string} */ (folder), name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}
