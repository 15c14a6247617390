// @vitest-environment node
import { readFileSync } from 'node:fs';
import { FuseV1Options, FuseVersion } from '@electron/fuses';
import { describe, expect, it } from 'vitest';
import { FUSE_WIRE_VERSION, FUSES_REVIEWED_FOR_ELECTRON_MAJOR, kioskFuses } from '../../../scripts/fuses.mjs';

/** Every fuse @electron/fuses names, as wire positions (a numeric TS enum maps both ways). */
const KNOWN_FUSES = Object.values(FuseV1Options).filter((value): value is number => typeof value === 'number');
const SETTINGS = new Set(['version', 'strictlyRequireAllFuses', 'resetAdHocDarwinSignature']);

const lockfile = JSON.parse(readFileSync(new URL('../../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, { version?: string } | undefined>;
};
const fusesPackage = JSON.parse(readFileSync(new URL('../../../node_modules/@electron/fuses/package.json', import.meta.url), 'utf8')) as {
  version: string;
};

describe('kioskFuses', () => {
  it('requires every fuse and locks the binary down', () => {
    const fuses = kioskFuses();
    expect(fuses.strictlyRequireAllFuses).toBe(true);
    expect(fuses[FuseV1Options.RunAsNode]).toBe(false);
    expect(fuses[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(false);
    expect(fuses[FuseV1Options.EnableNodeCliInspectArguments]).toBe(false);
    expect(fuses[FuseV1Options.EnableCookieEncryption]).toBe(true);
    expect(fuses[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(true);
    expect(fuses[FuseV1Options.OnlyLoadAppFromAsar]).toBe(true);
    expect(fuses[FuseV1Options.GrantFileProtocolExtraPrivileges]).toBe(false);
  });

  it('sets every fuse @electron/fuses knows, explicitly, and nothing it does not know', () => {
    const fuses: Record<string, unknown> = kioskFuses();
    for (const fuse of KNOWN_FUSES) expect(typeof fuses[String(fuse)], `fuse ${FuseV1Options[fuse]}`).toBe('boolean');
    const unknown = Object.keys(fuses).filter((key) => !SETTINGS.has(key) && !KNOWN_FUSES.includes(Number(key)));
    expect(unknown, 'fuse positions @electron/fuses has no name for').toEqual([]);
  });

  it('writes the fuse wire version that @electron/fuses writes', () => {
    expect(FUSE_WIRE_VERSION).toBe(FuseVersion.V1);
    expect(kioskFuses().version).toBe(FuseVersion.V1);
    expect(Object.values(FuseVersion)).toEqual([FUSE_WIRE_VERSION]);
  });

  it('was reviewed for the Electron major in the lockfile, with the @electron/fuses installed', () => {
    const electron = lockfile.packages['node_modules/electron']?.version ?? '';
    // A new Electron major may add a fuse the pinned @electron/fuses cannot name; strict packaging
    // would then fail. Review the list (and @electron/fuses) before moving this number.
    expect(Number(electron.split('.')[0]), `electron ${electron} in package-lock.json`).toBe(FUSES_REVIEWED_FOR_ELECTRON_MAJOR);
    expect(fusesPackage.version.split('.').slice(0, 2).join('.')).toBe('1.8');
    expect(KNOWN_FUSES).toHaveLength(8);
  });
});
