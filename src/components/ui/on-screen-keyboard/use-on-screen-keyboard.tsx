import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useKioskStore } from '@/stores/kiosk-store';

// Loaded only in kiosk mode (the keyboard, simple-keyboard and, for Chinese, the dictionaries),
// so web visitors never download it.
const loadKeyboard = () => import('./on-screen-keyboard');
const OnScreenKeyboard = lazy(() => loadKeyboard().then((module) => ({ default: module.OnScreenKeyboard })));

export interface OnScreenKeyboardOptions {
  /** Preset searches offered as chips above the keys; a tap fills the field. */
  suggestions?: readonly string[];
}

export interface OnScreenKeyboardBinding {
  /** A callback ref for the field. */
  attach: (input: HTMLInputElement | null) => void;
  /** Props for the field: in kiosk mode, no system keyboard and a tap opens ours; none on the web. */
  inputProps: { inputMode?: 'none'; onFocus?: () => void; onClick?: () => void };
  /** The keyboard while it is open (rendered into `document.body`), else `null`. */
  keyboard: ReactNode;
}

/**
 * An on-screen keyboard for one text field in kiosk mode (a touchscreen has no keyboard): a tap on
 * the field opens it, docked at the bottom of the screen. It closes with its Close key, on Search
 * (which submits the field's form, as Enter would), on a tap elsewhere, and at the kiosk's idle
 * reset (a new `sessionKey`). On the web it does nothing and loads nothing.
 */
export function useOnScreenKeyboard({ suggestions = [] }: OnScreenKeyboardOptions = {}): OnScreenKeyboardBinding {
  const enabled = useKioskStore((state) => state.enabled);
  const sessionKey = useKioskStore((state) => state.sessionKey);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  // The session the keyboard was opened in: a reset starts a new session, which closes it.
  const [openIn, setOpenIn] = useState<number | undefined>(undefined);
  const open = enabled && openIn === sessionKey;

  // Fetch the keyboard's code while the visitor looks at the page, so the first tap shows it at once.
  useEffect(() => {
    if (enabled) void loadKeyboard();
  }, [enabled]);

  const show = useCallback(() => setOpenIn(useKioskStore.getState().sessionKey), []);
  const close = useCallback(() => setOpenIn(undefined), []);

  return {
    attach: setInput,
    inputProps: enabled ? { inputMode: 'none', onFocus: show, onClick: show } : {},
    keyboard:
      open && input ? (
        <Suspense fallback={null}>
          <OnScreenKeyboard input={input} suggestions={suggestions} onClose={close} />
        </Suspense>
      ) : null,
  };
}
