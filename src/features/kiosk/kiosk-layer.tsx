import { lazy, Suspense, useLayoutEffect } from 'react';
import { useKioskStore } from '@/stores/kiosk-store';

// Loaded only in kiosk mode, so web visitors never download it (or the QR code library).
const KioskSession = lazy(() => import('./kiosk-session').then((module) => ({ default: module.KioskSession })));

/** The gestures a booth visitor should not use: text selection, the context menu, drag. */
const LOCKED_GESTURES = ['contextmenu', 'selectstart', 'dragstart'] as const;

const preventDefault = (event: Event) => event.preventDefault();

/**
 * Everything kiosk mode adds to the page; renders nothing on the web. The kiosk layout
 * (`body.kiosk-mode`, `src/styles/global.css`, "Kiosk layout") and the lock-down of
 * {@link LOCKED_GESTURES} come in the same commit as the page, before its first paint, rather
 * than with the session's code: taken later, the layout would move the whole page under a
 * visitor's first tap, and a long press meanwhile would open the context menu.
 */
export function KioskLayer() {
  const enabled = useKioskStore((state) => state.enabled);
  useLayoutEffect(() => {
    if (!enabled) return undefined;
    document.body.classList.add('kiosk-mode');
    for (const type of LOCKED_GESTURES) document.addEventListener(type, preventDefault);
    return () => {
      document.body.classList.remove('kiosk-mode');
      for (const type of LOCKED_GESTURES) document.removeEventListener(type, preventDefault);
    };
  }, [enabled]);
  return enabled ? (
    <Suspense fallback={null}>
      <KioskSession />
    </Suspense>
  ) : null;
}
