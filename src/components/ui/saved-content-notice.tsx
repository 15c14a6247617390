import { useTranslation } from 'react-i18next';
import { ContentQueryProvider } from '@/components/ui/content-query-provider';
import { useLocale } from '@/lib/locale/use-locale';
import { useSavedContentStatus } from '@/hooks/use-saved-content-status';
import { CONTENT_ERROR_MESSAGE_KEY } from '@/lib/content/content-error';
import { formatDateTime } from '@/lib/locale/format';
import { RetryButton } from './retry-button';
import styles from './saved-content-notice.module.css';

/**
 * The small "Showing saved content" notice: shown while any announcement or career on screen is
 * a saved copy or the bundled content because the content API could not be reached. It says
 * why, and offers a retry; it disappears by itself once the API answers again. A polite live
 * region, so screen readers hear it without losing their place.
 */
export function SavedContentNotice() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { status, retry, retrying } = useSavedContentStatus();
  return (
    <div role="status" className={styles.region}>
      {status ? (
        <div className="container">
          <div className={styles.notice}>
            <p className={styles.text}>
              <strong className={styles.lead}>
                {status.origin === 'saved' && status.savedAt !== undefined
                  ? t('savedContent.savedFrom', { time: formatDateTime(status.savedAt, locale) })
                  : t('savedContent.bundled')}
              </strong>{' '}
              {t(CONTENT_ERROR_MESSAGE_KEY[status.reason])}
            </p>
            <RetryButton onRetry={retry} retrying={retrying} />
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** {@link SavedContentNotice} over the page's query cache, as the layout shows it. */
export function SavedContentNoticeRegion() {
  return (
    <ContentQueryProvider>
      <SavedContentNotice />
    </ContentQueryProvider>
  );
}
