import { IdleSession } from './idle-session';
import { KioskBar } from './kiosk-bar';
import { QrPanel } from './qr-panel';
import { StaffSignIn } from './staff-sign-in';
import { StartScreen } from './start-screen';
import { VisitorInsights } from './visitor-insights';
import { kioskBridge } from '@/lib/kiosk-bridge';

/**
 * The kiosk's visitor-session machinery: the start screen, the bar with the languages and "Start
 * over", the idle reset, the QR panel and, in the shell, the staff sign-in (to the staff screen)
 * and the insights' tally of each session. (The kiosk layout and the lock-down come with kiosk
 * mode itself, `./kiosk-layer.tsx`.)
 */
export function KioskSession() {
  const bridge = kioskBridge();
  return (
    <>
      <StartScreen />
      <KioskBar />
      <IdleSession />
      <QrPanel />
      {bridge ? (
        <>
          <StaffSignIn bridge={bridge} />
          <VisitorInsights bridge={bridge} />
        </>
      ) : null}
    </>
  );
}
