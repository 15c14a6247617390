import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SECTION_IDS } from '@/config/paths';
import { useKioskStore } from '@/stores/kiosk-store';
import { useResetSession } from './reset-session';
import styles from './kiosk.module.css';

/** Events that count as a visitor being there. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
/** Seconds between the attract loop's steps. */
export const ATTRACT_STEP_SECONDS = 6;
/** The sections the attract loop tours, after the hero. */
const ATTRACT_TOUR = [SECTION_IDS.about, SECTION_IDS.team, SECTION_IDS.ecosystem, SECTION_IDS.news, SECTION_IDS.events] as const;

type Phase = 'active' | 'warning' | 'attract';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Ends a visitor session after `idleSeconds` without a touch (DESIGN.md, "Kiosk policy"): a
 * "touch to continue" warning for `warningSeconds` (10 s), then the configured start screen
 * (`startPath`) at the top with panels and toasts
 * closed, session storage cleared and the default locale and theme restored (cached content
 * stays), then an attract loop that tours the home page until someone touches the screen.
 */
export function IdleSession() {
  const { t } = useTranslation();
  const idleSeconds = useKioskStore((state) => state.idleSeconds);
  const warningSeconds = useKioskStore((state) => state.warningSeconds);
  const [phase, setPhase] = useState<Phase>('active');
  const [remaining, setRemaining] = useState(warningSeconds);
  const dialogRef = useRef<HTMLDialogElement>(null);

  const resetSession = useResetSession();

  // Activity: any touch, key or wheel ends a warning or the loop and starts the idle clock again.
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

  // Idle clock.
  useEffect(() => {
    if (phase !== 'active') return undefined;
    const timer = setTimeout(() => {
      setRemaining(warningSeconds);
      setPhase('warning');
    }, idleSeconds * 1000);
    return () => clearTimeout(timer);
  }, [phase, idleSeconds, warningSeconds, activity]);

  // Warning: count down, then reset and attract.
  useEffect(() => {
    if (phase !== 'warning') return undefined;
    let left = warningSeconds;
    const timer = setInterval(() => {
      left -= 1;
      setRemaining(left);
      if (left > 0) return;
      clearInterval(timer);
      resetSession();
      setPhase('attract');
    }, 1000);
    return () => clearInterval(timer);
  }, [phase, warningSeconds, resetSession]);

  // Attract loop: a slow tour of the home sections and back to the hero, until touched.
  useEffect(() => {
    if (phase !== 'attract' || prefersReducedMotion()) return undefined;
    let step = 0;
    const timer = setInterval(() => {
      step = (step + 1) % (ATTRACT_TOUR.length + 1);
      const id = ATTRACT_TOUR[step - 1];
      if (id) document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else window.scrollTo({ top: 0, behavior: 'smooth' });
    }, ATTRACT_STEP_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [phase]);

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
      <dialog ref={dialogRef} className={styles.dialog} role="alertdialog" aria-labelledby="idle-title" aria-describedby="idle-body" onCancel={() => setPhase('active')}>
        <div className={styles.panel}>
          <h2 id="idle-title" className={styles.title}>
            {t('kiosk.idleTitle')}
          </h2>
          <p id="idle-body" className={styles.body}>
            {t('kiosk.idleBody', { seconds: Math.max(remaining, 0) })}
          </p>
          <button type="button" className="button button-primary" onClick={() => setPhase('active')}>
            {t('kiosk.continue')}
          </button>
        </div>
      </dialog>
      {phase === 'attract' ? (
        <p className={styles.attract} role="status">
          {t('kiosk.attract')}
        </p>
      ) : null}
    </>
  );
}
