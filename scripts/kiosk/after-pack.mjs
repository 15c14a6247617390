// @ts-check
/**
 * electron-builder `afterPack` hook (https://www.electron.build/configuration#afterpack): flips the
 * kiosk's fuses right before signing, then reads the wire back and fails packaging unless the
 * binary carries exactly the reviewed fuse list (`scripts/kiosk/fuses.mjs` says why the check is ours
 * and not @electron/fuses' `strictlyRequireAllFuses`).
 */
import path from 'node:path';
import { flipFuses, getCurrentFuseWire } from '@electron/fuses';
import { checkFuseWire, kioskFuses } from './fuses.mjs';

/** Executable file suffix per platform, as electron-builder's own `addElectronFuses` uses them. */
const EXECUTABLE_SUFFIX = { darwin: '.app', mas: '.app', win32: '.exe', linux: '' };

/**
 * The packaged Electron executable (the `.app` bundle on macOS, where @electron/fuses finds the
 * framework binary inside).
 * @param {Pick<import('app-builder-lib').AfterPackContext, 'appOutDir' | 'electronPlatformName' | 'packager'>} context
 */
export function packagedExecutable(context) {
  const { appOutDir, electronPlatformName, packager } = context;
  const suffix = EXECUTABLE_SUFFIX[/** @type {keyof typeof EXECUTABLE_SUFFIX} */ (electronPlatformName)];
  if (suffix === undefined) throw new Error(`afterPack: no fuse rules for platform ${electronPlatformName}`);
  // LinuxPackager names the binary after `executableName`; the others after the product file name.
  const name =
    electronPlatformName === 'linux' && 'executableName' in packager
      ? String(packager.executableName)
      : packager.appInfo.productFilename;
  return path.join(appOutDir, `${name}${suffix}`);
}

/**
 * @param {Pick<import('app-builder-lib').AfterPackContext, 'appOutDir' | 'electronPlatformName' | 'packager'>} context
 * @throws {Error} when the packaged binary's fuses differ from the reviewed list, naming each one.
 */
export default async function afterPack(context) {
  const executable = packagedExecutable(context);
  await flipFuses(executable, kioskFuses());
  const problems = checkFuseWire(await getCurrentFuseWire(executable));
  if (problems.length > 0) throw new Error(`Electron fuses of ${executable}:\n- ${problems.join('\n- ')}`);
}
