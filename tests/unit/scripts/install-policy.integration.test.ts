// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findElectronBinary, missingElectronMessage, SETUP_SCRIPT } from '../../../scripts/kiosk/electron-binary.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Dependencies whose install scripts `ignore-scripts=true` skips, each reviewed: nothing the
 * web site or the tests need. A new dependency with an install script fails this test until it
 * is reviewed and listed here (or run by an explicit step, as electron's is).
 */
const REVIEWED_INSTALL_SCRIPTS: Record<string, string> = {
  // The HTTP Observatory's scanner: downloads Chromium's HSTS preload list from GitHub and the
  // TLD list; scripts/deploy/observatory.mjs writes the empty preload list a loopback scan needs.
  'node_modules/@mdn/mdn-http-observatory': 'scripts/deploy/observatory.mjs',
  // Downloads the binary from GitHub: `npm run kiosk:setup` runs it on purpose.
  'node_modules/electron': 'kiosk:setup',
  // Picks a 7-Zip build for Squirrel.Windows installers; the kiosk is packaged with NSIS.
  'node_modules/electron-winstaller': 'unused target',
  // Prints a message to the console; the package works without it.
  'node_modules/es5-ext': 'message only',
  // The Observatory's PostgreSQL binding (its hosted service's database); the scanner never loads it.
  'node_modules/libpq': 'unused by the scanner',
  // Downloads Mozilla's CA bundle for the Observatory's CLI wrapper; the local scan trusts only
  // the local server's certificate (scripts/deploy/observatory.mjs runs the scanner itself).
  'node_modules/node_extra_ca_certs_mozilla_bundle': 'unused by the local scan',
  // napi-postinstall fetches the native binding only when npm did not install the platform's
  // optional package; npm installs it (the lockfile lists every platform's), so nothing is missing.
  'node_modules/unrs-resolver': 'fallback for a missing optional binding',
  // Downloads a Java runtime when none is found; the HTML check runs on the system's Java
  // (scripts/ci/validate-html.mjs; .ci/run installs Debian's).
  'node_modules/vnu-jar': 'system Java',
};

describe('installing without GitHub', () => {
  it('turns install scripts off for the project, so npm install never downloads a binary', () => {
    const npmrc = readFileSync(path.join(root, '.npmrc'), 'utf8')
      .split('\n')
      .map((line) => line.trim());
    expect(npmrc).toContain('ignore-scripts=true');
  });

  it('skips only install scripts that were reviewed', () => {
    const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { hasInstallScript?: boolean }>;
    };
    const withScripts = Object.entries(lock.packages)
      .filter(([name, entry]) => name !== '' && entry.hasInstallScript)
      .map(([name]) => name)
      .sort();
    expect(withScripts).toEqual(Object.keys(REVIEWED_INSTALL_SCRIPTS).sort());
  });

  it('gives every kiosk command that needs the binary a check before it starts', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts[SETUP_SCRIPT]).toBeDefined();
    expect(scripts['dev:kiosk']).toMatch(/^node scripts\/kiosk\/electron-binary\.mjs --for dev:kiosk && /);
    expect(scripts.dist).toMatch(/^node scripts\/kiosk\/electron-binary\.mjs --for dist && /);
    expect(scripts['test:electron']).toBe('node scripts/kiosk/test-electron.mjs');
  });
});

describe('the Electron binary', () => {
  const folders: string[] = [];
  const folder = () => {
    const made = mkdtempSync(path.join(tmpdir(), 'electron-binary-'));
    folders.push(made);
    return made;
  };
  const withExecutable = (dir: string) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'electron'), '');
    return path.join(dir, 'electron');
  };
  afterEach(() => {
    for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
  });

  it('is missing in a checkout installed without it', () => {
    expect(findElectronBinary({}, folder(), 'linux')).toBeUndefined();
  });

  it('is found in node_modules once kiosk:setup has run, and ELECTRON_OVERRIDE_DIST_PATH goes first', () => {
    const checkout = folder();
    const installed = withExecutable(path.join(checkout, 'node_modules/electron/dist'));
    expect(findElectronBinary({}, checkout, 'linux')).toBe(installed);
    const override = folder();
    expect(findElectronBinary({ ELECTRON_OVERRIDE_DIST_PATH: override }, checkout, 'linux')).toBe(installed);
    const elsewhere = withExecutable(override);
    expect(findElectronBinary({ ELECTRON_OVERRIDE_DIST_PATH: override }, checkout, 'linux')).toBe(elsewhere);
  });

  it('names the command and the one step to run when it is missing', () => {
    expect(missingElectronMessage('dev:kiosk', '40.9.3')).toBe(
      'dev:kiosk: no Electron 40.9.3 binary on this machine; run `npm run kiosk:setup` once to download it (kiosk work only; docs/kiosk.md).',
    );
  });

  it('lets a kiosk command go on when the binary is there', () => {
    const override = folder();
    withExecutable(override);
    const result = spawnSync(process.execPath, ['scripts/kiosk/electron-binary.mjs', '--for', 'dist'], {
      cwd: root,
      env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: override },
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
  });
});
