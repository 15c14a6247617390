import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { Markdown } from '@/components/ui/markdown';
import { PageMeta } from '@/components/ui/page-meta';
import { CONTENT_ERROR_MESSAGE_KEY, type ContentErrorKind } from '@/lib/content/content-error';
import styles from './legal-screen.module.css';

/** A legal page's Markdown, or why it could not be read. */
export type LegalData = { markdown: string; failure?: undefined } | { markdown?: undefined; failure: ContentErrorKind };

/**
 * A legal page (`/privacy`, `/terms`): its Markdown, or why it could not be read with a retry
 * (`onRetry`, `retrying`: the route loader's revalidation).
 */
export function LegalScreen({
  title,
  data,
  onRetry,
  retrying,
}: {
  title: string;
  data: LegalData;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <article className="page container" aria-labelledby="legal-title">
      <PageMeta page={title} />
      <h1 id="legal-title" className="page-title">
        {title}
      </h1>
      {data.failure ? (
        <ErrorState
          message={t('legal.loadFailed', { reason: t(CONTENT_ERROR_MESSAGE_KEY[data.failure]) })}
          onRetry={onRetry}
          retrying={retrying}
        />
      ) : (
        <div className={styles.body}>
          <Markdown>{data.markdown}</Markdown>
        </div>
      )}
    </article>
  );
}
