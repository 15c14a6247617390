import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss';

/**
 * A disclosure (WAI-ARIA APG, disclosure pattern): a button that shows and hides a panel, closed
 * by Escape (focus back on the button) or a touch outside `rootRef` ({@link useDismiss}).
 *
 * @returns `open`; `close` for anything inside that should close it (a link followed);
 *   `rootRef` for the element holding the button and the panel; `buttonRef` for the button;
 *   `buttonProps` to spread on the button (its ref, `aria-expanded`, `aria-controls`, the toggling
 *   click) and `panelId` for the panel's `id`.
 */
export function useDisclosure<Root extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  useDismiss(open, rootRef, close, buttonRef);
  const buttonProps = {
    ref: buttonRef,
    type: 'button',
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: toggle,
  } as const;
  return { open, close, rootRef, buttonRef, buttonProps, panelId };
}
