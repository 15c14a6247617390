import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';
import { Markdown } from '@/components/ui/markdown';
import { PageMeta } from '@/components/ui/page-meta';
import { CONTENT_ERROR_MESSAGE_KEY, toContentError, type ContentErrorKind } from '@/lib/content-error';
import { type LegalPage, getLegalPage } from '@/features/legal/api/get-legal-page';
import { requestLocale } from '@/lib/locale-path';
import { loadBundled } from '@/lib/route-content';

/** A legal page's Markdown, or why it could not be read. */
export type LegalData = { markdown: string; failure?: undefined } | { markdown?: undefined; failure: ContentErrorKind };

function legalLoader(page: LegalPage) {
  return async ({ request }: LoaderFunctionArgs): Promise<LegalData> => {
    const locale = requestLocale(request);
    try {
      return { markdown: await loadBundled((source) => getLegalPage(source, { page, locale })) };
    } catch (error) {
      return { failure: toContentError(error).kind };
    }
  };
}

/** Loads the privacy policy (bundled, in the request's locale). */
export const privacyLoader = legalLoader('privacy');
/** Loads the terms of service (bundled, in the request's locale). */
export const termsLoader = legalLoader('terms');

function LegalScreen({ title }: { title: string }) {
  const { t } = useTranslation();
  const data = useLoaderData<LegalData>();
  const revalidator = useRevalidator();
  return (
    <article className="page container" aria-labelledby="legal-title">
      <PageMeta page={title} />
      <h1 id="legal-title" className="page-title">
        {title}
      </h1>
      {data.failure ? (
        <ErrorState
          message={t('legal.loadFailed', { reason: t(CONTENT_ERROR_MESSAGE_KEY[data.failure]) })}
          onRetry={() => void revalidator.revalidate()}
          retrying={revalidator.state === 'loading'}
        />
      ) : (
        <div style={{ maxWidth: 820 }}>
          <Markdown>{data.markdown}</Markdown>
        </div>
      )}
    </article>
  );
}

/** The privacy policy. */
export function PrivacyRoute() {
  const { t } = useTranslation();
  return <LegalScreen title={t('legal.privacyTitle')} />;
}

/** The terms of service. */
export function TermsRoute() {
  const { t } = useTranslation();
  return <LegalScreen title={t('legal.termsTitle')} />;
}
