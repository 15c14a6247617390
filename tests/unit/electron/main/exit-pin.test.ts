// @vitest-environment node
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadKioskConfig } from '../../../../electron/main/config';
import { resolveExitPinHash } from '../../../../electron/main/exit-pin';
import { hashExitPin, verifyExitPin } from '../../../../electron/main/exit-pin-hash.mjs';
import { useTempFolder } from '../../support/temp-folder';

const PIN = '246810';

/** Writes `content` as kiosk-config.json in `folder`, reads it as the shell does and resolves the hash. */
async function start(folder: string, content: Record<string, unknown>, file = path.join(folder, 'kiosk-config.json')) {
  const text = JSON.stringify(content, null, 2);
  await writeFile(path.join(folder, 'kiosk-config.json'), text);
  const { config, problems } = loadKioskConfig(text, []);
  const log = { info: vi.fn(), warn: vi.fn() };
  const hash = await resolveExitPinHash({ file, text, config, log });
  const lines = [...log.info.mock.calls, ...log.warn.mock.calls].map((call) => String(call[0]));
  return { hash, problems, log, lines };
}

describe('resolveExitPinHash', () => {
  const tempFolder = useTempFolder('exit-pin-');

  it('migrates a plain exitPin: the file gets its hash in its place, keeps every other key, and one line says so', async () => {
    const { hash, problems, log, lines } = await start(tempFolder(), {
      linkMode: 'both',
      exitPin: PIN,
      idleSeconds: 90,
      colour: 'red',
    });
    expect(hash).toBeDefined();
    await expect(verifyExitPin(PIN, hash ?? '')).resolves.toBe(true);
    const file = JSON.parse(await readFile(path.join(tempFolder(), 'kiosk-config.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(file).toEqual({ linkMode: 'both', exitPinHash: hash, idleSeconds: 90, colour: 'red' });
    expect(Object.keys(file)).toEqual(['linkMode', 'exitPinHash', 'idleSeconds', 'colour']);
    // The unknown key was reported when read, as before; it stays in the file.
    expect(problems).toEqual(['kiosk-config.json: unknown setting "colour" ignored']);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(lines[0]).toMatch(/^Configuration: the plain "exitPin" in .*kiosk-config\.json was replaced by its hash/);
    expect(lines.join('\n')).not.toContain(PIN);
    expect(await readdir(tempFolder())).toEqual(['kiosk-config.json']);

    // The next start finds the hash and leaves the file alone.
    const text = await readFile(path.join(tempFolder(), 'kiosk-config.json'), 'utf8');
    const next = await start(tempFolder(), JSON.parse(text) as Record<string, unknown>);
    expect(next.hash).toBe(hash);
    expect(next.lines).toEqual([]);
  });

  it('takes a plain exitPin over an earlier exitPinHash, the one staff wrote last', async () => {
    const earlier = await hashExitPin('13572468');
    const { hash, lines } = await start(tempFolder(), { exitPinHash: earlier, exitPin: PIN });
    await expect(verifyExitPin(PIN, hash ?? '')).resolves.toBe(true);
    await expect(verifyExitPin('13572468', hash ?? '')).resolves.toBe(false);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/which replaced the earlier "exitPinHash"$/);
    const file = JSON.parse(await readFile(path.join(tempFolder(), 'kiosk-config.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(file).toEqual({ exitPinHash: hash });
  });

  it('keeps the PIN working for this run and logs a problem when the file cannot be rewritten', async () => {
    const unwritable = path.join(tempFolder(), 'missing-tempFolder()', 'kiosk-config.json');
    const { hash, log, lines } = await start(tempFolder(), { exitPin: PIN, idleSeconds: 90 }, unwritable);
    await expect(verifyExitPin(PIN, hash ?? '')).resolves.toBe(true);
    expect(log.info).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(lines[0]).toMatch(
      /^Configuration: could not replace the plain "exitPin" in .* by its hash \(ENOENT.*\); the PIN works for this run, and the file still holds it in plain text$/,
    );
    expect(lines[0]).not.toContain(PIN);
  });

  it('uses a valid exitPinHash as it is, and has none without either setting or with a bad plain PIN', async () => {
    const existing = await hashExitPin(PIN);
    const valid = await start(tempFolder(), { exitPinHash: existing });
    expect(valid.hash).toBe(existing);
    expect(valid.lines).toEqual([]);
    const none = await start(tempFolder(), { idleSeconds: 90 });
    expect(none.hash).toBeUndefined();
    const short = await start(tempFolder(), { exitPin: '1234' });
    expect(short.hash).toBeUndefined();
    expect(short.problems).toEqual([expect.stringMatching(/^kiosk-config\.json: "exitPin" .*; using the default$/)]);
    // A PIN the kiosk cannot use is left for staff to correct.
    expect(JSON.parse(await readFile(path.join(tempFolder(), 'kiosk-config.json'), 'utf8'))).toEqual({
      exitPin: '1234',
    });
  });
});
