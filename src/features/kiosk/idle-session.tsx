import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/lib/locale/use-catalogue';
import { useKioskStore } from '@/stores/kiosk-store';
import { useResetSession } from './reset-session';
import styles from './kiosk.module.css';
import { KIOSK_NS, kioskCatalogue } from './catalogue';

/** Events that count as a visitor being there. */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
type Phase = 'active' | 'warning';

/**
 * Ends a visitor session after `idleSeconds` without a touch (`docs/design.md` §7.4): a
 * "touch to continue" warning for `warningSeconds` (10 s), then the reset (`useResetSession`:
 * the configured start page at the top, panels and toasts closed, session storage cleared, the
 * default locale and theme restored), which brings up the start screen (the attract screen)
 * until the next visitor touches it. The clock waits while the start screen is up.
 */
export function IdleSession() {
  useCatalogue(kioskCatalogue);
  const { t } = useTranslation(['translation', KIOSK_NS]);
  const idleSeconds = useKioskStore((state) => state.idleSeconds);
  const warningSeconds = useKioskStore((state) => state.warningSeconds);
  const startScreen = useKioskStore((state) => state.startScreen);
  const [phase, setPhase] = useState<Phase>('active');
  const [remaining, setRemaining] = useState(warningSeconds);
  const dialogRef = useRef<HTMLDialogElement>(null);

  const resetSession = useResetSession();

  // Activity: any touch, key or wheel ends a warning and starts the idle clock again.
  const [activity, setActivity] = useState(0);
  useEffect(() => {
    const onActivity = () => {
      setPhase('active');
      setActivity((count) => count + 1);
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, []);

  // Idle clock; the start screen is where a reset would lead, so it waits there.
  useEffect(() => {
    if (phase !== 'active' || startScreen) return undefined;
    const timer = setTimeout(() => {
      setRemaining(warningSeconds);
      setPhase('warning');
    }, idleSeconds * 1000);
    return () => clearTimeout(timer);
  }, [phase, idleSeconds, warningSeconds, activity, startScreen]);

  // Warning: count down, then reset and attract.
  useEffect(() => {
    if (phase !== 'warning') return undefined;
    let left = warningSeconds;
    const timer = setInterval(() => {
      left -= 1;
      setRemaining(left);
      if (left > 0) return;
      clearInterval(timer);
      resetSession('idle');
      setPhase('active');
    }, 1000);
    return () => clearInterval(timer);
  }, [phase, warningSeconds, resetSession]);

  // After every render (the countdown renders each second): the warning must be modal, in the
  // top layer with the page inert behind it, even if the dialog was taken out of the document
  // and put back (which keeps it open but not modal).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (phase === 'warning') {
      if (dialog.open && !dialog.matches(':modal')) dialog.close();
      if (!dialog.open) dialog.showModal();
    } else if (dialog.open) {
      dialog.close();
    }
  });

  return (
    <>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        role="alertdialog"
        aria-labelledby="idle-title"
        aria-describedby="idle-body"
        onCancel={() => setPhase('active')}
      >
        <div className={styles.panel}>
          <h2 id="idle-title" className={styles.title}>
            {t('kiosk:idleTitle')}
          </h2>
          <p id="idle-body" className={styles.body}>
            {t('kiosk:idleBody', { seconds: Math.max(remaining, 0) })}
          </p>
          <button type="button" className="button button-primary" onClick={() => setPhase('active')}>
            {t('kiosk:continue')}
          </button>
        </div>
      </dialog>
    </>
  );
}
