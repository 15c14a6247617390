// @ts-check
/**
 * The Electron fuses the kiosk package ships with (https://www.electronjs.org/docs/latest/tutorial/fuses).
 * `strictlyRequireAllFuses` makes packaging fail when this Electron has a fuse not set here,
 * so a new fuse is a decision, not a silent default.
 */
import { FuseV1Options, FuseVersion } from '@electron/fuses';

/**
 * The Electron major version this list was reviewed against (the lockfile's `electron`, with the
 * pinned @electron/fuses 1.8). `tests/unit/electron/fuses.test.ts` fails when the lockfile moves
 * to another major, so the fuse list and @electron/fuses are reviewed with every Electron upgrade.
 */
export const FUSES_REVIEWED_FOR_ELECTRON_MAJOR = 40;

/** The fuse wire schema version the list is written for (the byte after the sentinel in the binary). */
export const FUSE_WIRE_VERSION = FuseVersion.V1;

/** @returns {import('@electron/fuses').FuseV1Config} */
export function kioskFuses() {
  return {
    version: FUSE_WIRE_VERSION,
    strictlyRequireAllFuses: true,
    resetAdHocDarwinSignature: process.platform === 'darwin',
    [FuseV1Options.RunAsNode]: false,
    [FuseV1Options.EnableCookieEncryption]: true,
    [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
    [FuseV1Options.EnableNodeCliInspectArguments]: false,
    [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
    [FuseV1Options.OnlyLoadAppFromAsar]: true,
    [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
    [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
  };
}
