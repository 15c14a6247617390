import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { Toast } from '@/components/ui/toast';
import { KioskLayer } from '@/features/kiosk/kiosk-layer';
import { LocaleSwitcher } from '@/features/locale/locale-switcher';
import { ThemeToggle } from '@/features/theme/theme-toggle';
import { contentSettings } from '@/lib/content-settings';
import { useKioskStore } from '@/stores/kiosk-store';
import { trackViewport } from '@/stores/viewport-store';
import styles from './root.module.css';

// Only with a content API (nothing else can be saved content), and with it the query library.
const SavedContentNotice = lazy(() =>
  import('@/components/ui/saved-content-notice').then((module) => ({ default: module.SavedContentNoticeRegion })),
);

/** The loading step, as `index.html` draws it, for while the first screen's chunk loads. */
export function BootFallback() {
  const { t } = useTranslation();
  return (
    <div className="boot" role="status">
      <span className="boot-spinner" aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}

/** Id of `<main>`, the skip link's target. */
export const MAIN_ID = 'main';

/**
 * Moves focus to `<main>` after a client-side navigation to another screen, so keyboard and
 * screen-reader users start at the new content, as they would after a full page load (WCAG 2.4.3).
 * Section links (`/#id`) keep the browser's own focus handling; the first load is left alone.
 */
function useFocusMainOnNavigation(main: RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!hash) main.current?.focus({ preventScroll: true });
  }, [pathname, hash, main]);
}

/** How long a section link's target is held in place while the screen fills in, in ms. */
export const HASH_SETTLE_MS = 3_000;
/** Input that means the visitor scrolls by themselves: the target is let go at once. */
const OWN_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Keeps the target of a section link (`/#id`) at the top while the screen fills in. The router's
 * ScrollRestoration scrolls to it once, as soon as it exists; sections above it then grow as
 * their content arrives, and the browser's scroll anchoring does not always hold the target (a
 * CI run landed past it). So every size change of `<main>` scrolls to it again, until the
 * visitor scrolls by themselves or {@link HASH_SETTLE_MS} passes.
 */
function useHoldHashTarget(main: RefObject<HTMLElement | null>) {
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

/**
 * The layout every screen shares: skip link, header (with the theme and language controls),
 * the routed screen in `<main>` under the saved-content notice, footer and the toast. Scroll positions are restored on back and
 * forward, and `/#id` links scroll to their section (react-router's ScrollRestoration).
 */
export function RootLayout() {
  const { t } = useTranslation();
  const mainRef = useRef<HTMLElement>(null);
  // A new kiosk session remounts the header, so its menus start closed.
  const sessionKey = useKioskStore((state) => state.sessionKey);
  useEffect(() => trackViewport(), []);
  useFocusMainOnNavigation(mainRef);
  useHoldHashTarget(mainRef);
  return (
    <>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        {t('app.skipToContent')}
      </a>
      <Header
        key={sessionKey}
        controls={
          <>
            <LocaleSwitcher />
            <ThemeToggle />
          </>
        }
      />
      <main ref={mainRef} id={MAIN_ID} className={styles.main} tabIndex={-1}>
        {/* Shown only while a prerendered page waits for this URL's content (global.css). */}
        <div className="screen-pending" role="status">
          <span className="boot-spinner" aria-hidden="true" />
          <span>{t('app.loading')}</span>
        </div>
        {contentSettings().apiBaseUrl ? (
          <Suspense fallback={null}>
            <SavedContentNotice />
          </Suspense>
        ) : null}
        <Outlet />
      </main>
      <Footer />
      <Toast />
      <KioskLayer />
      <ScrollRestoration />
    </>
  );
}
