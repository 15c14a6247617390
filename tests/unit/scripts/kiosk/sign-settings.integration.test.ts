// @vitest-environment node
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRemoteSettings, settingsPublicKeys } from '../../../../electron/main/remote-settings.ts';
import { runNode } from '../../support/run-node';
import { useTempFolder } from '../../support/temp-folder';

const SCRIPT = path.resolve(import.meta.dirname, '../../../../scripts/kiosk/sign-settings.mjs');
const signSettings = (args: readonly string[]) => runNode(SCRIPT, args, {});

describe('npm run kiosk:sign-settings', () => {
  const tempFolder = useTempFolder('sign-settings-');

  it('makes a key pair and signs settings that a kiosk with the public key takes', async () => {
    const key = path.join(tempFolder(), 'fleet-key.pem');
    const made = await signSettings(['--new-key', key]);
    expect(made.code).toBe(0);
    const publicKey = /settingsPublicKey for kiosk-config\.json: (\S+)/.exec(made.stdout)?.[1] ?? '';
    expect((await stat(key)).mode & 0o777).toBe(0o600);

    const settings = path.join(tempFolder(), 'settings.json');
    const signed = path.join(tempFolder(), 'signed.json');
    await writeFile(
      settings,
      JSON.stringify({ all: { idleSeconds: 90 }, kiosks: { 'Booth 3': { startPath: '/careers' } } }),
    );
    const run = await signSettings(['--key', key, '--in', settings, '--out', signed, '--valid-days', '7']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const result = readRemoteSettings(await readFile(signed, 'utf8'), {
      publicKeys: settingsPublicKeys(publicKey),
      kioskName: 'Booth 3',
      now: Date.now(),
    });
    expect(result.ok && result.settings.values).toEqual({ idleSeconds: 90, startPath: '/careers' });
    const days = result.ok ? (result.settings.expiresAt - result.settings.issuedAt) / 86_400_000 : 0;
    expect(days).toBe(7);
  });

  it('never writes a key over another, nor inside the repository', async () => {
    const key = path.join(tempFolder(), 'fleet-key.pem');
    await writeFile(key, 'precious');
    const over = await signSettings(['--new-key', key]);
    expect(over.code).toBe(1);
    expect(over.stderr).toMatch(/exists/);
    expect(await readFile(key, 'utf8')).toBe('precious');
    const inside = path.resolve(import.meta.dirname, 'fleet-key.pem');
    const refused = await signSettings(['--new-key', inside]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/inside the repository/);
    await expect(stat(inside)).rejects.toThrow();
  });

  it('refuses settings a fleet’s file cannot set, naming each, and writes nothing', async () => {
    const key = path.join(tempFolder(), 'fleet-key.pem');
    await signSettings(['--new-key', key]);
    const settings = path.join(tempFolder(), 'settings.json');
    const signed = path.join(tempFolder(), 'signed.json');
    await writeFile(
      settings,
      JSON.stringify({
        all: { settingsPublicKey: 'x', idleSeconds: 90 },
        kiosks: { 'Booth 3': { siteUrl: 'https://x' } },
      }),
    );
    const run = await signSettings(['--key', key, '--in', settings, '--out', signed]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/all: "settingsPublicKey" is set in each kiosk's kiosk-config\.json only/);
    expect(run.stderr).toMatch(/kiosks\."Booth 3": "siteUrl" cannot be set by a fleet's file/);
    await expect(stat(signed)).rejects.toThrow();
  });
});
