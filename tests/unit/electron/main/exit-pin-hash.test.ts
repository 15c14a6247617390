// @vitest-environment node
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EXIT_PIN_HASH_PARAMS,
  hashExitPin,
  isExitPinHash,
  PIN_PATTERN,
  verifyExitPin,
  withExitPinHash,
  writeFileAtomically,
} from '../../../../electron/main/exit-pin-hash.mjs';
import { EXIT_PIN_PATTERN } from '../../../../common/kiosk-settings';
import { useTempFolder } from '../../support/temp-folder';

const PIN = '246810';
let stored = '';
beforeAll(async () => {
  stored = await hashExitPin(PIN);
});

describe('hashExitPin and verifyExitPin', () => {
  it('writes a self-describing salted scrypt hash that the same PIN verifies', async () => {
    expect(stored).toMatch(/^scrypt\$N=32768,r=8,p=1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(stored).not.toContain(PIN);
    expect(EXIT_PIN_HASH_PARAMS).toMatchObject({ N: 2 ** 15, r: 8, p: 1 });
    expect(isExitPinHash(stored)).toBe(true);
    await expect(verifyExitPin(PIN, stored)).resolves.toBe(true);
  });

  it('salts each hash, so the same PIN never hashes to the same string', async () => {
    const again = await hashExitPin(PIN);
    expect(again).not.toBe(stored);
    await expect(verifyExitPin(PIN, again)).resolves.toBe(true);
  });

  it('refuses a wrong PIN, a longer or shorter one, and anything but digits', async () => {
    for (const wrong of ['246811', '2468100', '24681', '', '24681O', ' 246810', '246810\n'])
      await expect(verifyExitPin(wrong, stored), JSON.stringify(wrong)).resolves.toBe(false);
  });

  it('takes the cost from the stored string, so hashes made with other parameters still verify', async () => {
    const cheaper = await hashExitPin('12345678', { N: 2 ** 14, r: 8, p: 1 });
    expect(cheaper).toMatch(/^scrypt\$N=16384,r=8,p=1\$/);
    await expect(verifyExitPin('12345678', cheaper)).resolves.toBe(true);
    await expect(verifyExitPin('12345679', cheaper)).resolves.toBe(false);
  });

  it('refuses to hash a PIN that is not 6 to 8 digits', async () => {
    for (const pin of ['12345', '123456789', 'abcdef', '12 456'])
      await expect(hashExitPin(pin), pin).rejects.toThrow(RangeError);
  });

  it('accepts the same PINs as the shared settings rule', () => {
    expect(PIN_PATTERN.source).toBe(EXIT_PIN_PATTERN.source);
    expect(PIN_PATTERN.flags).toBe(EXIT_PIN_PATTERN.flags);
  });
});

describe('isExitPinHash', () => {
  it('refuses malformed strings, and verifyExitPin refuses every PIN against them', async () => {
    const [, params = '', salt = '', hash = ''] = stored.split('$');
    const malformed = [
      '',
      PIN,
      'scrypt',
      `bcrypt$${params}$${salt}$${hash}`,
      `scrypt$${params}$${salt}`,
      `scrypt$${params}$${salt}$${hash}$extra`,
      `scrypt$N=32768,r=8$${salt}$${hash}`,
      `scrypt$N=30000,r=8,p=1$${salt}$${hash}`, // not a power of two
      `scrypt$N=1024,r=8,p=1$${salt}$${hash}`, // weaker than the floor
      `scrypt$N=1048576,r=8,p=1$${salt}$${hash}`, // more than 256 MiB
      `scrypt$N=32768,r=0,p=1$${salt}$${hash}`,
      `scrypt$N=32768,r=8,p=99$${salt}$${hash}`,
      `scrypt$${params}$c2FsdA==$${hash}`, // a 4-byte salt
      `scrypt$${params}$${salt}$aGFzaA==`, // a 4-byte hash
      `scrypt$${params}$${salt.slice(0, -2)}$${hash}`, // not canonical base64
      `scrypt$${params}$${salt}$${hash.replace(/.$/, '')}`,
      ` ${stored}`,
      `${stored}\n`,
    ];
    for (const text of malformed) {
      expect(isExitPinHash(text), text).toBe(false);
      await expect(verifyExitPin(PIN, text), text).resolves.toBe(false);
    }
  });
});

describe('withExitPinHash', () => {
  it('puts the hash in place of the plain exitPin and keeps every other key, unknown ones too, in order', () => {
    const text = JSON.stringify({
      linkMode: 'both',
      exitPin: PIN,
      colour: 'red',
      nested: { a: [1, 2.5, null, true] },
      ['__proto__']: { x: 1 },
    });
    const rewritten = withExitPinHash(text, 'HASH');
    expect(rewritten).not.toContain(PIN);
    expect(rewritten.endsWith('}\n')).toBe(true);
    const parsed = JSON.parse(rewritten) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(['linkMode', 'exitPinHash', 'colour', 'nested', '__proto__']);
    expect(parsed).toEqual(JSON.parse(text.replace(`"exitPin":"${PIN}"`, '"exitPinHash":"HASH"')));
  });

  it('replaces an earlier exitPinHash, drops a plain exitPin beside it, and adds one to a file without', () => {
    expect(JSON.parse(withExitPinHash('{"exitPinHash":"OLD","idleSeconds":90}', 'NEW'))).toEqual({
      exitPinHash: 'NEW',
      idleSeconds: 90,
    });
    const both = withExitPinHash('{"exitPinHash":"OLD","idleSeconds":90,"exitPin":"246810"}', 'NEW');
    expect(Object.keys(JSON.parse(both) as object)).toEqual(['idleSeconds', 'exitPinHash']);
    expect(JSON.parse(withExitPinHash('{"idleSeconds":90}', 'NEW'))).toEqual({ idleSeconds: 90, exitPinHash: 'NEW' });
    expect(JSON.parse(withExitPinHash(undefined, 'NEW'))).toEqual({ exitPinHash: 'NEW' });
  });

  it('refuses text that is not a JSON object', () => {
    expect(() => withExitPinHash('{ idle: 3', 'NEW')).toThrow(SyntaxError);
    expect(() => withExitPinHash('[1]', 'NEW')).toThrow(TypeError);
    expect(() => withExitPinHash('null', 'NEW')).toThrow(TypeError);
  });
});

describe('writeFileAtomically', () => {
  const tempFolder = useTempFolder('exit-pin-hash-');

  it('replaces the file, keeps its permissions and leaves no temporary file', async () => {
    const file = path.join(tempFolder(), 'kiosk-config.json');
    await writeFile(file, '{"old":true}', { mode: 0o640 });
    await writeFileAtomically(file, '{"new":true}\n');
    await expect(readFile(file, 'utf8')).resolves.toBe('{"new":true}\n');
    if (process.platform !== 'win32') expect((await stat(file)).mode & 0o777).toBe(0o640);
    expect(await readdir(tempFolder())).toEqual(['kiosk-config.json']);
  });

  it('creates a missing file, and fails with the file system’s error in a missing tempFolder()', async () => {
    const file = path.join(tempFolder(), 'kiosk-config.json');
    await writeFileAtomically(file, '{}\n');
    await expect(readFile(file, 'utf8')).resolves.toBe('{}\n');
    await expect(
      writeFileAtomically(path.join(tempFolder(), 'missing', 'kiosk-config.json'), '{}'),
    ).rejects.toMatchObject({
      code: 'ENOENT',
    });
    expect(await readdir(tempFolder())).toEqual(['kiosk-config.json']);
  });

  it('leaves what was there and removes its temporary file when the rename fails', async () => {
    // A tempFolder() where the file should be: the temporary file is written, the rename over it fails.
    const file = path.join(tempFolder(), 'kiosk-config.json');
    await mkdir(file);
    await expect(writeFileAtomically(file, '{}')).rejects.toHaveProperty('code');
    expect(await readdir(tempFolder())).toEqual(['kiosk-config.json']);
    expect((await stat(file)).isDirectory()).toBe(true);
  });
});
