import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';
import { KioskLayer } from '@/features/kiosk/kiosk-layer';
import { logger } from '@/lib/log';
import { useKioskStore } from '@/stores/kiosk-store';
import { MAIN_ID } from '@/config/paths';

/**
 * The error screen for a failure of the layout itself (the header, the footer, the kiosk's
 * panels), which no screen's error element catches: without it react-router's default error
 * page replaces the whole app. It keeps the kiosk layer, so a kiosk's idle reset still runs and
 * takes the next visitor back to the start screen (react-router clears a render error on the
 * next navigation).
 */
export function RootError() {
  const { t } = useTranslation();
  const error = useRouteError();
  // The kiosk layer below starts with its panels closed, so a panel that failed is not drawn again.
  useState(() => useKioskStore.getState().closeLink());
  useEffect(() => logger.error('The page failed', error), [error]);
  return (
    <>
      <main id={MAIN_ID} className="page container" tabIndex={-1}>
        <h1 className="page-title">{t('app.errorTitle')}</h1>
        <ErrorState message={t('app.errorBody')} onRetry={() => window.location.reload()} />
      </main>
      <KioskLayer />
    </>
  );
}
