import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './kiosk.module.css';

/** How long a press in the top-left corner must last to open the staff exit, in milliseconds. */
export const EXIT_LONG_PRESS_MS = 3000;
/** Size of the corner that takes the long press, in CSS pixels. */
const CORNER_PX = 64;

/** Ctrl+Alt+Shift+Q (Cmd on macOS): the staff exit chord, as the shell's `isExitChord`. */
function isExitChord(event: KeyboardEvent): boolean {
  return event.key.toLowerCase() === 'q' && (event.ctrlKey || event.metaKey) && event.altKey && event.shiftKey;
}

/**
 * Staff-only exit, inside the kiosk shell only: the key chord or a 3 s press in the top-left
 * corner opens a PIN dialog; the shell checks the PIN and quits.
 */
export function StaffExit({ exit }: { exit: (pin: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [pin, setPin] = useState('');
  const [wrong, setWrong] = useState(false);

  useEffect(() => {
    const open = () => {
      setPin('');
      setWrong(false);
      if (!dialogRef.current?.open) dialogRef.current?.showModal();
    };
    let press: ReturnType<typeof setTimeout> | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isExitChord(event)) open();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.clientX <= CORNER_PX && event.clientY <= CORNER_PX) press = setTimeout(open, EXIT_LONG_PRESS_MS);
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
    const ok = await exit(pin);
    if (!ok) {
      setWrong(true);
      setPin('');
    }
  };

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby="exit-title">
      <form className={styles.panel} onSubmit={(event) => void submit(event)}>
        <h2 id="exit-title" className={styles.title}>
          {t('kiosk.exitTitle')}
        </h2>
        <label className={styles.field}>
          <span>{t('kiosk.exitPin')}</span>
          <input
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={pin}
            onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 8))}
            aria-invalid={wrong}
            aria-describedby={wrong ? 'exit-error' : undefined}
          />
        </label>
        {wrong ? (
          <p id="exit-error" className={styles.error} role="alert">
            {t('kiosk.exitWrong')}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="button" className="button button-secondary" onClick={() => dialogRef.current?.close()}>
            {t('kiosk.exitCancel')}
          </button>
          <button type="submit" className="button button-primary">
            {t('kiosk.exitSubmit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
