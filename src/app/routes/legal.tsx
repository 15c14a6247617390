import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { Markdown } from '@/components/ui/markdown';
import { useLegalPage } from '@/features/legal/api/get-legal-page';
import { PageMeta } from '@/components/ui/page-meta';
import { useErrorMessage } from '@/hooks/use-error-message';
import type { LegalPage } from '@/lib/content-source';

function LegalScreen({ page, title }: { page: LegalPage; title: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const query = useLegalPage(page);
  return (
    <article className="page container" aria-labelledby="legal-title">
      <PageMeta page={title} />
      <h1 id="legal-title" className="page-title">
        {title}
      </h1>
      {query.isPending ? <p role="status">{t('app.loading')}</p> : null}
      {query.isError ? (
        <ErrorState
          message={t('legal.loadFailed', { reason: errorMessage(query.error) })}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      {query.data ? (
        <div style={{ maxWidth: 820 }}>
          <Markdown>{query.data}</Markdown>
        </div>
      ) : null}
    </article>
  );
}

/** The privacy policy. */
export function PrivacyRoute() {
  const { t } = useTranslation();
  return <LegalScreen page="privacy" title={t('legal.privacyTitle')} />;
}

/** The terms of service. */
export function TermsRoute() {
  const { t } = useTranslation();
  return <LegalScreen page="terms" title={t('legal.termsTitle')} />;
}
