import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';
import Keyboard from 'simple-keyboard/build/index.modern.esm.js';

/** simple-keyboard's name of the backspace key. */
export const BACKSPACE = '{bksp}';

/** The backspace key's face (an icon; its accessible name comes from the key's `aria-label`). */
export const BACKSPACE_ICON =
  '<svg viewBox="0 0 24 24" width="1.2em" height="1.2em" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M21 5H9l-6 7 6 7h12a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1z"/><path d="m17 9-6 6m0-6 6 6"/></svg>';

export interface KeyRowsOptions {
  /** The keys, row by row, in simple-keyboard's layout format (`'1 2 3'`, `'{bksp} 0'`). */
  rows: readonly string[];
  /** What a key shows instead of its name (`{ '{bksp}': BACKSPACE_ICON }`), as HTML. */
  display?: Readonly<Record<string, string>>;
  /** Accessible names of keys whose face is not their name (an icon, a word for an action). */
  names?: Readonly<Record<string, string>>;
  /** Extra classes, each for the keys listed in `buttons` (space separated). */
  themes?: readonly { class: string; buttons: string }[];
  /** A key was tapped (or activated with Enter): its name, e.g. `d`, `7` or `{bksp}`. */
  onKey: (key: string) => void;
  /** Changes when the keys must be built again (their faces or names changed), e.g. the locale's labels. */
  rebuildKey: string;
}

/**
 * Renders simple-keyboard's keys into `container` as `<button type="button">` elements (the
 * library's `useButtonTag`), so each key is a button a screen reader names by its character, or
 * by `names` for the others. Keys act on `click`, never on press (so a key that closes its panel
 * cannot let the rest of the tap land on the page beneath), and a press does not take the focus
 * from the field being typed into. The library's own stylesheet is not used: the caller styles
 * `.hg-row` and `.hg-button` (`data-skbtn` is the key's name).
 */
export function useKeyRows(
  container: RefObject<HTMLElement | null>,
  { rows, display = {}, names = {}, themes = [], onKey, rebuildKey }: KeyRowsOptions,
): void {
  const press = useEffectEvent(onKey);
  // A layout effect: a caller's own layout effects may measure the keys.
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const allKeys = rows.join(' ');
    const keyboard = new Keyboard(element, {
      layout: { default: [...rows] },
      layoutName: 'default',
      display,
      buttonAttributes: [
        { attribute: 'type', value: 'button', buttons: allKeys },
        ...Object.entries(names).map(([key, name]) => ({ attribute: 'aria-label', value: name, buttons: key })),
      ],
      buttonTheme: [...themes],
      // The container's own class (simple-keyboard names its instance after the first one) styles it.
      theme: '',
      useButtonTag: true,
      disableButtonHold: true,
      // Keeps the caret in the field: a key press must not take the focus.
      preventMouseDownDefault: true,
      disableCaretPositioning: true,
    });
    const onClick = (event: MouseEvent) => {
      const key =
        event.target instanceof Element ? event.target.closest<HTMLElement>('[data-skbtn]')?.dataset.skbtn : undefined;
      if (key) press(key);
    };
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('click', onClick);
      keyboard.destroy();
    };
    // `rebuildKey` stands for the rows, faces, names and themes: the caller's objects are new on
    // every render, and rebuilding the keys on each would lose a key press in progress.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container, rebuildKey]);
}
