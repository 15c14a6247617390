// @ts-check
/**
 * Where the kiosk's Electron binary is, and what to say when it is not there.
 *
 * The project's `.npmrc` sets `ignore-scripts=true`, so `npm install` and `npm ci` never run
 * electron's postinstall, which downloads the binary from GitHub: the web site installs and
 * builds on a machine that reaches only the npm registry. Kiosk work fetches the binary once
 * with `npm run kiosk:setup` (`scripts/kiosk/setup.mjs`).
 *
 * Run as a script, `node scripts/kiosk/electron-binary.mjs --for <command>` exits 1 with
 * {@link missingElectronMessage} when there is no binary, so a kiosk command that needs one
 * (`dev:kiosk`, `dist`) stops at once with the step to run.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The executable's path inside an Electron folder, per platform (electron's own `install.js`). */
const EXECUTABLE = { darwin: 'Electron.app/Contents/MacOS/Electron', win32: 'electron.exe' };

/** The npm script that downloads the binary. */
export const SETUP_SCRIPT = 'kiosk:setup';

/**
 * Finds the Electron binary: `ELECTRON_OVERRIDE_DIST_PATH` (Electron's own variable: the folder
 * holding the executable), then the npm package's `node_modules/electron/dist`.
 * @returns Its absolute path, or `undefined` where none exists (before `npm run kiosk:setup`).
 */
export function findElectronBinary(env = process.env, root = ROOT, platform = process.platform) {
  const name = EXECUTABLE[/** @type {'darwin' | 'win32'} */ (platform)] ?? 'electron';
  const folders = [env.ELECTRON_OVERRIDE_DIST_PATH, path.join(root, 'node_modules/electron/dist')].filter(Boolean);
  for (const folder of folders) {
    const candidate = path.join(/** @type {string} */ (folder), name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The electron package's version in `node_modules` (the lockfile's), or `undefined` when it is not installed. */
export function electronVersion(root = ROOT) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(root, 'node_modules/electron/package.json'), 'utf8'));
    return typeof manifest.version === 'string' ? manifest.version : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The one line a kiosk command prints when there is no binary.
 * @param {string} command The npm script that needs it (`dev:kiosk`).
 * @param {string | undefined} version The Electron version to name, the installed package's by default.
 */
export function missingElectronMessage(command, version = electronVersion()) {
  const electron = version ? `Electron ${version}` : 'Electron';
  return `${command}: no ${electron} binary on this machine; run \`npm run ${SETUP_SCRIPT}\` once to download it (kiosk work only; docs/kiosk.md).`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--for');
  const command = at === -1 ? undefined : process.argv[at + 1];
  if (!command) {
    console.error('usage: node scripts/kiosk/electron-binary.mjs --for <npm script>');
    process.exit(2);
  }
  if (!findElectronBinary()) {
    console.error(missingElectronMessage(command));
    process.exit(1);
  }
}
