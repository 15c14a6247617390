import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { getLegalPage, type LegalPage } from '@/features/legal/api/get-legal-page';
import { LegalScreen, type LegalData } from '@/features/legal/legal-screen';
import { toContentError } from '@/lib/content-error';
import { requestLocale } from '@/lib/locale-path';
import { loadBundled } from '@/app/route-content';

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

function LegalRoute({ title }: { title: string }) {
  const data = useLoaderData<LegalData>();
  const revalidator = useRevalidator();
  return (
    <LegalScreen
      title={title}
      data={data}
      onRetry={() => void revalidator.revalidate()}
      retrying={revalidator.state === 'loading'}
    />
  );
}

/** `/privacy`. */
export function PrivacyRoute() {
  const { t } = useTranslation();
  return <LegalRoute title={t('legal.privacyTitle')} />;
}

/** `/terms`. */
export function TermsRoute() {
  const { t } = useTranslation();
  return <LegalRoute title={t('legal.termsTitle')} />;
}
