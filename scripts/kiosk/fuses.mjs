// @ts-check
/**
 * The Electron fuses the kiosk package ships with (https://www.electronjs.org/docs/latest/tutorial/fuses),
 * and the check that the packaged binary carries exactly them.
 *
 * Recent Electron releases have a ninth fuse, `WasmTrapHandlers` (wire position 8). Only
 * @electron/fuses 2.1+ names it, and those releases need Node 22.12; the project keeps Node 20, so
 * it pins 1.8, which writes positions 0-7. Its own `strictlyRequireAllFuses` would therefore
 * refuse a nine-fuse binary ("the fuse wire … has 9 fuses but you only provided a config for 8"),
 * so strictness lives here instead: {@link checkFuseWire} reads the wire back after
 * the flip and fails packaging when the binary has a fuse this list has not reviewed, or any fuse
 * in another state than the list says.
 */
import { FuseV1Options, FuseVersion } from '@electron/fuses';

/**
 * The Electron major version this list was reviewed against (the lockfile's `electron`, with the
 * pinned @electron/fuses 1.8). `tests/unit/electron/fuses.test.ts` fails when the lockfile moves
 * to another major, so the fuse list is reviewed with every Electron upgrade.
 */
export const FUSES_REVIEWED_FOR_ELECTRON_MAJOR = 40;

/** The fuse wire schema version the list is written for (the byte after the sentinel in the binary). */
export const FUSE_WIRE_VERSION = FuseVersion.V1;

/**
 * One fuse of the reviewed list: its wire position (Electron's `build/fuses/fuses.json5` order),
 * its name in Electron's documentation and the state the package ships.
 * @typedef {{ position: number; name: string; enabled: boolean }} KioskFuse
 */

/**
 * Every fuse of the reviewed Electron, in wire order. `WasmTrapHandlers` keeps Electron's default
 * (on): V8's signal handlers make out-of-bounds WebAssembly memory access a clean trap, and the
 * fuse only exists to turn them off for apps that install their own handlers.
 * @type {readonly KioskFuse[]}
 */
export const KIOSK_FUSES = Object.freeze([
  { position: FuseV1Options.RunAsNode, name: 'RunAsNode', enabled: false },
  { position: FuseV1Options.EnableCookieEncryption, name: 'EnableCookieEncryption', enabled: true },
  {
    position: FuseV1Options.EnableNodeOptionsEnvironmentVariable,
    name: 'EnableNodeOptionsEnvironmentVariable',
    enabled: false,
  },
  { position: FuseV1Options.EnableNodeCliInspectArguments, name: 'EnableNodeCliInspectArguments', enabled: false },
  {
    position: FuseV1Options.EnableEmbeddedAsarIntegrityValidation,
    name: 'EnableEmbeddedAsarIntegrityValidation',
    enabled: true,
  },
  { position: FuseV1Options.OnlyLoadAppFromAsar, name: 'OnlyLoadAppFromAsar', enabled: true },
  {
    position: FuseV1Options.LoadBrowserProcessSpecificV8Snapshot,
    name: 'LoadBrowserProcessSpecificV8Snapshot',
    enabled: false,
  },
  {
    position: FuseV1Options.GrantFileProtocolExtraPrivileges,
    name: 'GrantFileProtocolExtraPrivileges',
    enabled: false,
  },
  { position: 8, name: 'WasmTrapHandlers', enabled: true },
]);

/**
 * The flip request for @electron/fuses 1.8: every listed fuse it can name. Not strict (see the
 * module comment); {@link checkFuseWire} is the strict check.
 * @returns {import('@electron/fuses').FuseV1Config}
 */
export function kioskFuses() {
  /** @type {Record<number, boolean>} */
  const wire = {};
  for (const fuse of KIOSK_FUSES) {
    if (FuseV1Options[fuse.position] !== undefined) wire[fuse.position] = fuse.enabled;
  }
  return {
    version: FUSE_WIRE_VERSION,
    strictlyRequireAllFuses: false,
    resetAdHocDarwinSignature: process.platform === 'darwin',
    ...wire,
  };
}

/** Fuse wire bytes, as Electron writes them (ASCII '0', '1' and 'r'). */
const DISABLED = 0x30;
const ENABLED = 0x31;
const REMOVED = 0x72;

/**
 * Compares a fuse wire read back from the packaged binary with {@link KIOSK_FUSES}.
 *
 * A listed position past the wire's end is a fuse this Electron does not have, and is not a
 * problem; neither is a fuse Electron marked removed (`r`).
 *
 * @param {Readonly<Record<string, unknown>>} wire What `getCurrentFuseWire` returns: `version`
 *   as a decimal string, then one byte per wire position under its index (other keys are ignored).
 * @returns {string[]} One sentence per problem (an unreviewed fuse, a fuse in the wrong state,
 *   another wire version); empty when the binary carries exactly the reviewed list.
 */
export function checkFuseWire(wire) {
  const problems = [];
  if (String(wire.version) !== String(FUSE_WIRE_VERSION)) {
    problems.push(`fuse wire version ${wire.version}, reviewed for ${FUSE_WIRE_VERSION}`);
  }
  const positions = Object.keys(wire)
    .filter((key) => /^\d+$/.test(key))
    .map(Number)
    .sort((a, b) => a - b);
  for (const position of positions) {
    const state = Number(wire[position]);
    const fuse = KIOSK_FUSES.find((candidate) => candidate.position === position);
    if (!fuse) {
      problems.push(
        `fuse ${position} is not in the reviewed list (scripts/kiosk/fuses.mjs): decide its state before packaging`,
      );
    } else if (state !== REMOVED && state !== (fuse.enabled ? ENABLED : DISABLED)) {
      problems.push(
        `fuse ${fuse.name} is ${describe(state)}, the kiosk ships it ${fuse.enabled ? 'enabled' : 'disabled'}`,
      );
    }
  }
  return problems;
}

/** @param {number} state */
function describe(state) {
  if (state === ENABLED) return 'enabled';
  if (state === DISABLED) return 'disabled';
  return `in state ${JSON.stringify(String.fromCharCode(state))}`;
}
