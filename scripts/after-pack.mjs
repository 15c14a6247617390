// @ts-check
/**
 * electron-builder `afterPack` hook: flips the kiosk's fuses right before signing, through
 * electron-builder's own `addElectronFuses` (documented for custom fuse logic), because its
 * `electronFuses` option cannot set `strictlyRequireAllFuses`.
 */
import { kioskFuses } from './fuses.mjs';

/** @param {import('app-builder-lib').AfterPackContext} context */
export default async function afterPack(context) {
  await context.packager.addElectronFuses(context, kioskFuses());
}
