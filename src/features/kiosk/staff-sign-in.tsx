import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/lib/locale/use-catalogue';
import type { KioskBridge } from '@common/bridge';
import { EXIT_PIN_MAX_DIGITS } from '@common/kiosk-settings';
import { PinPad } from '@/components/ui/on-screen-keyboard/pin-pad';
import { useKioskStore } from '@/stores/kiosk-store';
import { useResetSession } from './reset-session';
import { STAFF_SIGNED_IN_EVENT } from './session-insights';
import type { StaffBridge, StaffScreenClose } from './staff/staff-screen';
import styles from './kiosk.module.css';
import { KIOSK_NS, kioskCatalogue } from './catalogue';

// Loaded once staff have signed in: its charts and CSV code are no visitor's download.
const StaffScreen = lazy(() => import('./staff/staff-screen').then((module) => ({ default: module.StaffScreen })));

/** How long a press in the top-left corner must last to open the staff sign-in, in milliseconds. */
const STAFF_LONG_PRESS_MS = 3000;
/** Size of the corner that takes the long press, in CSS pixels. */
const CORNER_PX = 64;

/** Ctrl+Alt+Shift+Q (Cmd on macOS): the staff chord, as the shell's `isExitChord`. */
function isExitChord(event: KeyboardEvent): boolean {
  return event.key.toLowerCase() === 'q' && (event.ctrlKey || event.metaKey) && event.altKey && event.shiftKey;
}

/** Why the last attempt failed: a wrong PIN, or the shell's lockout with its seconds left. */
type Failure = { reason: 'wrong-pin' } | { reason: 'locked'; retryAfterSeconds: number } | undefined;

/**
 * Staff sign-in, inside the kiosk shell only: the key chord or a 3 s press in the top-left
 * corner opens a PIN dialog (6 to 8 digits), with a keypad on screen (a touchscreen kiosk has no
 * keyboard; the system's is kept away with `inputmode="none"`, and a physical one still types).
 * The shell checks the PIN, counts wrong ones, and signs staff in or answers with a lockout,
 * which the dialog shows; signed in, staff get the staff screen (`./staff/staff-screen.tsx`:
 * the insights, the export, "Quit the kiosk"). The idle reset closes the dialog and forgets what
 * was typed.
 */
export function StaffSignIn({ bridge }: { bridge: StaffBridge & Pick<KioskBridge, 'unlockStaff'> }) {
  useCatalogue(kioskCatalogue);
  const { t } = useTranslation(['translation', KIOSK_NS]);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [pin, setPin] = useState('');
  const [failure, setFailure] = useState<Failure>(undefined);
  const [signedIn, setSignedIn] = useState(false);
  const resetSession = useResetSession();
  // Back to visitors: the start screen for the next one, in the kiosk's own language and theme,
  // unless the idle reset is already bringing it.
  const closeStaffScreen = useCallback(
    (reason: StaffScreenClose) => {
      setSignedIn(false);
      if (reason === 'back') resetSession('start-over');
    },
    [resetSession],
  );

  // A page that has just started shows no staff screen: whatever sign-in the shell still holds (a
  // reload after a crash) ends.
  useEffect(() => {
    void bridge.lockStaff();
  }, [bridge]);

  // A new visitor session (the idle reset): the next visitor must not find the dialog open or
  // the digits typed.
  useEffect(
    () =>
      useKioskStore.subscribe((state, previous) => {
        if (state.sessionKey === previous.sessionKey) return;
        setPin('');
        setFailure(undefined);
        dialogRef.current?.close();
      }),
    [],
  );

  // In the commit that draws the kiosk's bar, not after the paint: a hold on the corner that
  // starts as soon as the screen shows is a hold too.
  useLayoutEffect(() => {
    const open = () => {
      setPin('');
      setFailure(undefined);
      if (!dialogRef.current?.open) dialogRef.current?.showModal();
    };
    let press: ReturnType<typeof setTimeout> | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isExitChord(event)) open();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.clientX <= CORNER_PX && event.clientY <= CORNER_PX) press = setTimeout(open, STAFF_LONG_PRESS_MS);
    };
    const cancel = () => clearTimeout(press);
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pointerup', cancel);
    window.addEventListener('pointercancel', cancel);
    window.addEventListener('pointermove', cancel);
    return () => {
      cancel();
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pointerup', cancel);
      window.removeEventListener('pointercancel', cancel);
      window.removeEventListener('pointermove', cancel);
    };
  }, []);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const result = await bridge.unlockStaff(pin);
    if (result.ok) {
      setPin('');
      dialogRef.current?.close();
      // The start screen goes, so the idle reset's clock runs (with its warning) over the staff
      // screen; the session that starts is the staff's, and is dropped.
      useKioskStore.getState().enterSite();
      window.dispatchEvent(new Event(STAFF_SIGNED_IN_EVENT));
      setSignedIn(true);
      return;
    }
    setFailure(
      result.reason === 'locked'
        ? { reason: 'locked', retryAfterSeconds: result.retryAfterSeconds }
        : { reason: 'wrong-pin' },
    );
    setPin('');
  };

  return (
    <>
      {signedIn ? (
        <Suspense fallback={null}>
          <StaffScreen bridge={bridge} onClose={closeStaffScreen} />
        </Suspense>
      ) : null}
      <dialog ref={dialogRef} className={styles.dialog} aria-labelledby="staff-sign-in-title">
        <form className={styles.panel} onSubmit={(event) => void submit(event)}>
          <h2 id="staff-sign-in-title" className={styles.title}>
            {t('kiosk:staffTitle')}
          </h2>
          <label className={styles.field}>
            <span>{t('kiosk:staffPin')}</span>
            <input
              type="password"
              inputMode="none"
              autoComplete="off"
              value={pin}
              minLength={6}
              maxLength={EXIT_PIN_MAX_DIGITS}
              pattern="[0-9]{6,8}"
              required
              onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, EXIT_PIN_MAX_DIGITS))}
              aria-invalid={failure !== undefined}
              aria-describedby={failure ? 'staff-sign-in-error' : undefined}
            />
          </label>
          <PinPad
            onDigit={(digit) => setPin((current) => (current + digit).slice(0, EXIT_PIN_MAX_DIGITS))}
            onBackspace={() => setPin((current) => current.slice(0, -1))}
          />
          {failure ? (
            <p id="staff-sign-in-error" className={styles.error} role="alert">
              {failure.reason === 'locked'
                ? t('kiosk:staffLocked', { seconds: failure.retryAfterSeconds })
                : t('kiosk:staffWrong')}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="button" className="button button-secondary" onClick={() => dialogRef.current?.close()}>
              {t('kiosk:staffCancel')}
            </button>
            <button type="submit" className="button button-primary">
              {t('kiosk:staffSubmit')}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
