import { useEffect } from 'react';
import { useKioskStore } from '@/stores/kiosk-store';
import { IdleSession } from './idle-session';
import { QrPanel } from './qr-panel';
import { StaffExit } from './staff-exit';

/** Stops the gestures a booth visitor should not use: text selection, the context menu, drag. */
function useKioskLockDown(): void {
  useEffect(() => {
    document.body.classList.add('kiosk-mode');
    const prevent = (event: Event) => event.preventDefault();
    for (const type of ['contextmenu', 'selectstart', 'dragstart'] as const) document.addEventListener(type, prevent);
    return () => {
      document.body.classList.remove('kiosk-mode');
      for (const type of ['contextmenu', 'selectstart', 'dragstart'] as const) document.removeEventListener(type, prevent);
    };
  }, []);
}

function KioskLayerOn() {
  useKioskLockDown();
  const bridge = window.kiosk;
  return (
    <>
      <IdleSession />
      <QrPanel />
      {bridge ? <StaffExit exit={(pin) => bridge.exit(pin)} /> : null}
    </>
  );
}

/** Everything kiosk mode adds to the page; renders nothing on the web. */
export function KioskLayer() {
  const enabled = useKioskStore((state) => state.enabled);
  return enabled ? <KioskLayerOn /> : null;
}
