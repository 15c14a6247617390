// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { flipFuses, FuseV1Options, FuseVersion } from '@electron/fuses';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import afterPack from '../../../scripts/kiosk/after-pack.mjs';
import {
  checkFuseWire,
  FUSE_WIRE_VERSION,
  FUSES_REVIEWED_FOR_ELECTRON_MAJOR,
  KIOSK_FUSES,
  kioskFuses,
} from '../../../scripts/kiosk/fuses.mjs';

/** Every fuse @electron/fuses names, as wire positions (a numeric TS enum maps both ways). */
const KNOWN_FUSES = Object.values(FuseV1Options).filter((value): value is number => typeof value === 'number');

const lockfile = JSON.parse(readFileSync(new URL('../../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, { version?: string } | undefined>;
};
const fusesPackage = JSON.parse(
  readFileSync(new URL('../../../node_modules/@electron/fuses/package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

/** Electron's fuse sentinel (https://www.electronjs.org/docs/latest/tutorial/fuses#the-hard-way). */
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
/** An unpackaged Electron's wire as its docs give the defaults: eight fuses, then WasmTrapHandlers on. */
const ELECTRON_DEFAULT_WIRE = '101100011';
/** The wire the kiosk must ship, position by position. */
const KIOSK_WIRE = '010011001';

let outDir: string;
const executable = () => path.join(outDir, 'lumen-pacific-kiosk');

/** A stand-in for a packaged Linux Electron binary: code bytes around one fuse wire. */
async function writeBinary(wire: string): Promise<void> {
  const bytes = Buffer.concat([
    Buffer.from('\x7fELF…code before the wire…'),
    Buffer.from(SENTINEL),
    Buffer.from([Number(FuseVersion.V1), wire.length]),
    Buffer.from(wire),
    Buffer.from('…code after the wire'),
  ]);
  await writeFile(executable(), bytes);
}

async function readWire(): Promise<string> {
  const bytes = await readFile(executable());
  const start = bytes.indexOf(SENTINEL) + SENTINEL.length;
  return bytes.subarray(start + 2, start + 2 + bytes.readUInt8(start + 1)).toString();
}

function packageIt() {
  const context = {
    appOutDir: outDir,
    electronPlatformName: 'linux',
    packager: { executableName: 'lumen-pacific-kiosk', appInfo: { productFilename: 'Lumen Pacific Kiosk' } },
  };
  return afterPack(context as unknown as Parameters<typeof afterPack>[0]);
}

beforeEach(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'kiosk-fuses-'));
});
afterEach(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('the afterPack hook', () => {
  it('packages a nine-fuse Electron with every fuse in the kiosk state', async () => {
    await writeBinary(ELECTRON_DEFAULT_WIRE);
    await packageIt();
    expect(await readWire()).toBe(KIOSK_WIRE);
  });

  it('packages an Electron that has only the first eight fuses', async () => {
    await writeBinary(ELECTRON_DEFAULT_WIRE.slice(0, 8));
    await packageIt();
    expect(await readWire()).toBe(KIOSK_WIRE.slice(0, 8));
  });

  it('fails packaging on a fuse nobody reviewed', async () => {
    await writeBinary(`${ELECTRON_DEFAULT_WIRE}1`);
    await expect(packageIt()).rejects.toThrow(/fuse 9 is not in the reviewed list/);
  });

  it('fails packaging when a fuse it cannot write is not in the kiosk state', async () => {
    await writeBinary(`${ELECTRON_DEFAULT_WIRE.slice(0, 8)}0`);
    await expect(packageIt()).rejects.toThrow(/fuse WasmTrapHandlers is disabled, the kiosk ships it enabled/);
  });

  it('is needed: the pinned @electron/fuses in strict mode refuses a nine-fuse Electron', async () => {
    await writeBinary(ELECTRON_DEFAULT_WIRE);
    const strict = { ...kioskFuses(), strictlyRequireAllFuses: true } as Parameters<typeof flipFuses>[1];
    await expect(flipFuses(executable(), strict)).rejects.toThrow(/has 9 fuses/);
  });
});

describe('the reviewed fuse list', () => {
  it('locks the binary down', () => {
    const state = Object.fromEntries(KIOSK_FUSES.map((fuse) => [fuse.name, fuse.enabled]));
    expect(state).toEqual({
      RunAsNode: false,
      EnableCookieEncryption: true,
      EnableNodeOptionsEnvironmentVariable: false,
      EnableNodeCliInspectArguments: false,
      EnableEmbeddedAsarIntegrityValidation: true,
      OnlyLoadAppFromAsar: true,
      LoadBrowserProcessSpecificV8Snapshot: false,
      GrantFileProtocolExtraPrivileges: false,
      WasmTrapHandlers: true,
    });
  });

  it('names each position once, in wire order, with @electron/fuses’ names where it has them', () => {
    expect(KIOSK_FUSES.map((fuse) => fuse.position)).toEqual([...KIOSK_FUSES.keys()]);
    for (const position of KNOWN_FUSES) expect(KIOSK_FUSES[position]?.name).toBe(FuseV1Options[position]);
  });

  it('asks @electron/fuses to write every fuse it knows', () => {
    const request: Record<string, unknown> = kioskFuses();
    for (const position of KNOWN_FUSES)
      expect(request[position], FuseV1Options[position]).toBe(KIOSK_FUSES[position]?.enabled);
    expect(request.version).toBe(FuseVersion.V1);
  });

  it('accepts a fuse Electron marked removed, whatever the list says', () => {
    expect(checkFuseWire({ version: '1', [FuseV1Options.RunAsNode]: 'r'.charCodeAt(0) })).toEqual([]);
    expect(checkFuseWire({ version: '1', [FuseV1Options.RunAsNode]: '1'.charCodeAt(0) })).toEqual([
      'fuse RunAsNode is enabled, the kiosk ships it disabled',
    ]);
  });

  it('reports another fuse wire version', () => {
    expect(checkFuseWire({ version: '2', 0: 0x30 })).toEqual([
      `fuse wire version 2, reviewed for ${FUSE_WIRE_VERSION}`,
    ]);
  });

  it('was reviewed for the Electron major in the lockfile, with the @electron/fuses installed', () => {
    const electron = lockfile.packages['node_modules/electron']?.version ?? '';
    // A new Electron major may add a fuse; packaging would then stop at it. Review the list
    // (and @electron/fuses) before moving this number.
    expect(Number(electron.split('.')[0]), `electron ${electron} in package-lock.json`).toBe(
      FUSES_REVIEWED_FOR_ELECTRON_MAJOR,
    );
    expect(fusesPackage.version.split('.').slice(0, 2).join('.')).toBe('1.8');
  });
});
