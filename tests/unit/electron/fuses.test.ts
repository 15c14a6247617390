// @vitest-environment node
import { FuseV1Options } from '@electron/fuses';
import { describe, expect, it } from 'vitest';
import { kioskFuses } from '../../../scripts/fuses.mjs';

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
    // strictlyRequireAllFuses fails packaging unless every V1 fuse has a value.
    const every = [
      FuseV1Options.RunAsNode,
      FuseV1Options.EnableCookieEncryption,
      FuseV1Options.EnableNodeOptionsEnvironmentVariable,
      FuseV1Options.EnableNodeCliInspectArguments,
      FuseV1Options.EnableEmbeddedAsarIntegrityValidation,
      FuseV1Options.OnlyLoadAppFromAsar,
      FuseV1Options.LoadBrowserProcessSpecificV8Snapshot,
      FuseV1Options.GrantFileProtocolExtraPrivileges,
    ];
    expect(every).toHaveLength(Object.keys(FuseV1Options).length / 2);
    for (const fuse of every) expect(typeof fuses[fuse], `fuse ${fuse}`).toBe('boolean');
  });
});
