import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Moves focus to `<main>` after a client-side navigation to another screen, so keyboard and
 * screen-reader users start at the new content, as they would after a full page load (WCAG 2.4.3).
 * Section links (`/#id`) keep the browser's own focus handling; the first load is left alone.
 */
export function useFocusMainOnNavigation(main: RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!hash) main.current?.focus({ preventScroll: true });
  }, [pathname, hash, main]);
}
