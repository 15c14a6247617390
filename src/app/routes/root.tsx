import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { Toast } from '@/components/ui/toast';
import { LocaleSwitcher } from '@/features/locale/locale-switcher';
import { ThemeToggle } from '@/features/theme/theme-toggle';
import { trackViewport } from '@/stores/viewport-store';
import styles from './root.module.css';

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
 * The layout every screen shares: skip link, header (with the theme and language controls),
 * the routed screen in `<main>`, footer and the toast. Scroll positions are restored on back and
 * forward, and `/#id` links scroll to their section (react-router's ScrollRestoration).
 */
export function RootLayout() {
  const { t } = useTranslation();
  useEffect(() => trackViewport(), []);
  return (
    <>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        {t('app.skipToContent')}
      </a>
      <Header
        controls={
          <>
            <LocaleSwitcher />
            <ThemeToggle />
          </>
        }
      />
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Toast />
      <ScrollRestoration />
    </>
  );
}
