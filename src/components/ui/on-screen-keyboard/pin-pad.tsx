import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BACKSPACE, BACKSPACE_ICON, useKeyRows } from './key-rows';
import styles from './on-screen-keyboard.module.css';

/** The digits as a telephone keypad lays them out, backspace beside the 0. */
const PIN_ROWS = ['1 2 3', '4 5 6', '7 8 9', `${BACKSPACE} 0`] as const;

export interface PinPadProps {
  /** A digit key was tapped: `'0'` to `'9'`. */
  onDigit: (digit: string) => void;
  /** The backspace key was tapped. */
  onBackspace: () => void;
}

/**
 * A numeric keypad for a PIN field on a touchscreen with no keyboard (the kiosk's staff sign-in):
 * the on-screen keyboard's keys (simple-keyboard, {@link useKeyRows}), three to a row, each a
 * button named by its digit, in the flow of its dialog rather than docked (a modal dialog makes
 * everything outside it inert, a docked keyboard included).
 */
export function PinPad({ onDigit, onBackspace }: PinPadProps) {
  const { t } = useTranslation();
  const keysRef = useRef<HTMLDivElement>(null);
  const backspace = t('keyboard.backspace');
  useKeyRows(keysRef, {
    rows: PIN_ROWS,
    display: { [BACKSPACE]: BACKSPACE_ICON },
    names: { [BACKSPACE]: backspace },
    themes: [{ class: styles.action ?? '', buttons: BACKSPACE }],
    onKey: (key) => (key === BACKSPACE ? onBackspace() : onDigit(key)),
    rebuildKey: backspace,
  });
  return (
    // simple-keyboard keeps only the first class of the element it fills: the pad's is outside it.
    <div className={styles.pad} role="group" aria-label={t('keyboard.pinPad')}>
      <div ref={keysRef} className={styles.keys} />
    </div>
  );
}
