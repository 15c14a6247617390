import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a section link's target is held in place while the screen fills in, in ms. */
const HASH_SETTLE_MS = 3_000;
/** Input that means the visitor scrolls by themselves: the target is let go at once. */
const OWN_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Keeps the target of a section link (`/#id`) at the top while the screen fills in. The router's
 * ScrollRestoration scrolls to it once, as soon as it exists; sections above it then grow as
 * their content arrives, and the browser's scroll anchoring does not always hold the target (a
 * CI run landed past it). So every size change of `<main>` scrolls to it again, until the
 * visitor scrolls by themselves or {@link HASH_SETTLE_MS} passes.
 */
export function useHoldHashTarget(main: RefObject<HTMLElement | null>) {
  const { hash, key } = useLocation();
  useEffect(() => {
    const element = main.current;
    if (!hash || !element) return;
    const id = decodeURIComponent(hash.slice(1));
    const observer = new ResizeObserver(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
    const release = () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const type of OWN_SCROLL_EVENTS) window.removeEventListener(type, release);
    };
    const timer = setTimeout(release, HASH_SETTLE_MS);
    for (const type of OWN_SCROLL_EVENTS) window.addEventListener(type, release, { passive: true });
    observer.observe(element);
    return release;
  }, [hash, key, main]);
}
