import { useEffect } from 'react';
import { IdleSession } from './idle-session';
import { KioskBar } from './kiosk-bar';
import { QrPanel } from './qr-panel';
import { StaffExit } from './staff-exit';
import { StartScreen } from './start-screen';

/** Stops the gestures a booth visitor should not use: text selection, the context menu, drag. */
function useKioskLockDown(): void {
  useEffect(() => {
    document.body.classList.add('kiosk-mode');
    const prevent = (event: Event) => event.preventDefault();
    for (const type of ['contextmenu', 'selectstart', 'dragstart'] as const) document.addEventListener(type, prevent);
    return () => {
      document.body.classList.remove('kiosk-mode');
      for (const type of ['contextmenu', 'selectstart', 'dragstart'] as const)
        document.removeEventListener(type, prevent);
    };
  }, []);
}

/**
 * The kiosk's visitor-session machinery: the start screen, the bar with the languages and "Start
 * over", the idle reset, the QR panel, the lock-down and, in the shell, the staff exit.
 */
export function KioskSession() {
  useKioskLockDown();
  const bridge = window.kiosk;
  return (
    <>
      <StartScreen />
      <KioskBar />
      <IdleSession />
      <QrPanel />
      {bridge ? <StaffExit exit={(pin) => bridge.exit(pin)} /> : null}
    </>
  );
}
