// @vitest-environment node
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { verifyExitPin } from '../../../../electron/main/exit-pin-hash.mjs';
import { runNode } from '../../support/run-node';
import { useTempFolder } from '../../support/temp-folder';

const SCRIPT = path.resolve(import.meta.dirname, '../../../../scripts/kiosk/setup.mjs');

/**
 * Runs `node scripts/kiosk/setup.mjs <args>` with `input` piped to it, as `npm run kiosk:setup -- <args>`
 * does. Without a PATH, so a run that wrongly took the download path fails at once instead of
 * fetching Electron.
 */
function kioskSetup(args: readonly string[], input: string) {
  return runNode(SCRIPT, args, { env: { ...process.env, PATH: '' }, input });
}

describe('kiosk-setup --set-exit-pin', () => {
  const tempFolder = useTempFolder('kiosk-setup-');
  let file = '';
  beforeEach(() => {
    file = path.join(tempFolder(), 'kiosk-config.json');
  });

  it('writes the hash of the piped PIN, removes a plain exitPin and keeps every other key', async () => {
    await writeFile(file, JSON.stringify({ linkMode: 'both', exitPin: '111111', colour: 'red' }));
    const run = await kioskSetup(['--set-exit-pin', '--config', file], '48291637\n');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toBe(
      `kiosk:setup: exitPinHash written to ${file} (its plain exitPin removed); the kiosk uses it from its next start.\n`,
    );
    const config = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
    expect(Object.keys(config)).toEqual(['linkMode', 'exitPinHash', 'colour']);
    expect(config).toMatchObject({ linkMode: 'both', colour: 'red' });
    await expect(verifyExitPin('48291637', config.exitPinHash ?? '')).resolves.toBe(true);
    await expect(verifyExitPin('111111', config.exitPinHash ?? '')).resolves.toBe(false);
    expect(await readdir(tempFolder())).toEqual(['kiosk-config.json']);
  });

  it('creates a missing file, and replaces an earlier hash (Windows line ending on the pipe)', async () => {
    expect((await kioskSetup(['--set-exit-pin', `--config=${file}`], '246810\r\n')).code).toBe(0);
    const first = (JSON.parse(await readFile(file, 'utf8')) as Record<string, string>).exitPinHash ?? '';
    await expect(verifyExitPin('246810', first)).resolves.toBe(true);
    expect((await kioskSetup(['--set-exit-pin', '--config', file], '135792\n')).code).toBe(0);
    const config = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
    expect(Object.keys(config)).toEqual(['exitPinHash']);
    await expect(verifyExitPin('135792', config.exitPinHash ?? '')).resolves.toBe(true);
  });

  it('refuses a PIN that is not 6 to 8 digits, or none, without writing or printing it', async () => {
    const before = JSON.stringify({ idleSeconds: 90 });
    await writeFile(file, before);
    for (const pin of ['12345\n', '123456789\n', '12a456\n', '\n', '']) {
      const run = await kioskSetup(['--set-exit-pin', '--config', file], pin);
      expect(run.code, JSON.stringify(pin)).toBe(1);
      expect(run.stderr).toBe('kiosk:setup: the PIN must be 6 to 8 digits; nothing was written\n');
      expect(run.stdout).toBe('');
    }
    await expect(readFile(file, 'utf8')).resolves.toBe(before);
  });

  it('leaves a file that is not a JSON object as it is', async () => {
    await writeFile(file, '{ idle: 3');
    const run = await kioskSetup(['--set-exit-pin', '--config', file], '246810\n');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^kiosk:setup: .*kiosk-config\.json is not a JSON object .*; fix or remove it first\n$/);
    await expect(readFile(file, 'utf8')).resolves.toBe('{ idle: 3');
    expect(await readdir(tempFolder())).toEqual(['kiosk-config.json']);
  });

  it('needs --config with --set-exit-pin, and refuses unknown options, before downloading anything', async () => {
    const alone = await kioskSetup(['--set-exit-pin'], '246810\n');
    expect(alone.code).toBe(1);
    expect(alone.stderr).toMatch(/^kiosk:setup: --set-exit-pin and --config go together/);
    const configOnly = await kioskSetup(['--config', file], '246810\n');
    expect(configOnly.code).toBe(1);
    const unknown = await kioskSetup(['--exit-pin=246810'], '');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^kiosk:setup: Unknown option '--exit-pin'/);
    expect(unknown.stderr).not.toContain('246810');
    for (const run of [alone, configOnly, unknown]) expect(run.stdout).not.toMatch(/downloading|ready at/);
    expect(await readdir(tempFolder())).toEqual([]);
  });
});
