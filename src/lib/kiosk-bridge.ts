/**
 * The kiosk shell's bridge as the app sees it: the one module that reads `window.kiosk`, which
 * the shell's preload sets (`electron/preload/bridge.ts`; its shape and the IPC contract behind it
 * in `common/bridge.ts`). Every other module asks here, so where the bridge comes from,
 * and whether there is one, is decided in one place (`tests/unit/lib/kiosk-bridge.test.ts` fails
 * on any other reader).
 */
import type { KioskBridge } from '@common/bridge';

/** The shell's bridge, or `undefined` on the web and while prerendering (there is no `window`). */
export function kioskBridge(): KioskBridge | undefined {
  return typeof window === 'undefined' ? undefined : window.kiosk;
}
