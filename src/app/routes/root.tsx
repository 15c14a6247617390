import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Header } from '@/components/layout/header';
import { SiteFooter } from '@/components/layout/site-footer';
import { SelectiveHydration } from '@/components/ui/selective-hydration';
import { Toast } from '@/components/ui/toast';
import { MAIN_ID } from '@/config/paths';
import { KioskLayer } from '@/features/kiosk/kiosk-layer';
import { LocaleSwitcher } from '@/features/locale/locale-switcher';
import { SearchLink } from '@/features/search/search-link';
import { ThemeToggle } from '@/features/theme/theme-toggle';
import { useFocusMainOnNavigation } from '@/hooks/use-focus-main-on-navigation';
import { useHoldHashTarget } from '@/hooks/use-hold-hash-target';
import { contentSettings, liveContentAddress } from '@/lib/content/settings';
import { useKioskStore } from '@/stores/kiosk-store';
import styles from './root.module.css';

// Only with live content (nothing else can be saved content), and with it the query library.
const LiveContent = lazy(() => import('@/app/live-content').then((module) => ({ default: module.LiveContent })));

/**
 * The layout every screen shares: skip link, header (with the theme and language controls), the routed screen in
 * `<main>` under the saved-content notice, footer and the toast. Scroll positions are restored on back and forward, and
 * `/#id` links scroll to their section (react-router's ScrollRestoration).
 */
export function RootLayout() {
  const { t } = useTranslation();
  const mainRef = useRef<HTMLElement>(null);
  // A new kiosk session remounts the header, so its menus start closed.
  const sessionKey = useKioskStore((state) => state.sessionKey);
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
            <SearchLink />
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
        {liveContentAddress(contentSettings()) ? (
          <Suspense fallback={null}>
            <LiveContent />
          </Suspense>
        ) : null}
        {/* The screen hydrates after the header, on its own; the footer when the visitor nears it. */}
        <SelectiveHydration>
          <Outlet />
        </SelectiveHydration>
      </main>
      <SiteFooter.Component />
      <Toast />
      <KioskLayer />
      <ScrollRestoration />
    </>
  );
}
