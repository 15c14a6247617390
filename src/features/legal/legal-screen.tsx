import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { PageMeta } from '@/components/ui/page-meta';
import { staticMarkdown } from '@/components/ui/static-markdown';
import { CONTENT_ERROR_MESSAGE_KEY, type ContentErrorKind } from '@/lib/content/content-error';
import styles from './legal-screen.module.css';

/** The page's text: painted text and links, whose code loads only when reached or changed (`staticMarkdown`). */
const Body = staticMarkdown('legal-body');

/**
 * Loads the code of a legal page's text, so a navigation to one commits whole: the route's loader
 * awaits it. Rejects as a failed dynamic import does.
 */
export function preloadLegalBody(): Promise<void> {
  return Body.preload();
}

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
          <Body.Component>{data.markdown}</Body.Component>
        </div>
      )}
    </article>
  );
}
