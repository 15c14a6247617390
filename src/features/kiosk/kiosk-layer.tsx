import { lazy, Suspense } from 'react';
import { useKioskStore } from '@/stores/kiosk-store';

// Loaded only in kiosk mode, so web visitors never download it (or the QR code library).
const KioskSession = lazy(() => import('./kiosk-session').then((module) => ({ default: module.KioskSession })));

/** Everything kiosk mode adds to the page; renders nothing on the web. */
export function KioskLayer() {
  const enabled = useKioskStore((state) => state.enabled);
  return enabled ? (
    <Suspense fallback={null}>
      <KioskSession />
    </Suspense>
  ) : null;
}
