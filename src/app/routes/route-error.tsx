import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';
import { logger } from '@/lib/log';

/**
 * The error screen for any screen that failed to load or render, shown inside the layout so
 * navigation keeps working. Retry reloads the page, which also fetches a fresh deployment.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => logger.error('A screen failed', error), [error]);
  return (
    <section className="page container">
      <h1 className="page-title">{t('app.errorTitle')}</h1>
      <ErrorState message={t('app.errorBody')} onRetry={() => window.location.reload()} />
    </section>
  );
}
