// @ts-check
/**
 * The Electron fuses the kiosk package ships with (https://www.electronjs.org/docs/latest/tutorial/fuses).
 * `strictlyRequireAllFuses` makes packaging fail when this Electron has a fuse not set here,
 * so a new fuse is a decision, not a silent default.
 */
import { FuseV1Options, FuseVersion } from '@electron/fuses';

/** @returns {import('@electron/fuses').FuseV1Config} */
export function kioskFuses() {
  return {
    version: FuseVersion.V1,
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
