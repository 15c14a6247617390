import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { BoardMatrix } from '@/features/investors/board-matrix';
import { GovernanceDocuments } from '@/features/investors/governance-documents';
import type { Governance } from '@/lib/ir-schemas';
import { requestLocale } from '@/lib/locale-path';
import { loadBundled } from '@/lib/route-content';

/** The board and governance documents in the request's locale (always bundled); rejects when they cannot be read. */
export function governanceLoader({ request }: LoaderFunctionArgs): Promise<Governance> {
  const locale = requestLocale(request);
  return loadBundled((source) => source.getGovernance({ locale }));
}

/**
 * `/investors/governance`: the board with each director's designation and committee seats, and
 * the documents an issuer listed in Hong Kong keeps on its website (terms of reference of the
 * board committees, the procedure for shareholders to propose a director, the articles of
 * association, the arrangements for corporate communications), each with its PDF.
 */
export function GovernanceRoute() {
  const { t } = useTranslation();
  const { directors, documents } = useLoaderData<Governance>();
  return (
    <section className="page container" aria-labelledby="governance-title">
      <PageMeta page={t('governance.title')} description={t('governance.subtitle')} />
      <h1 id="governance-title" className="page-title">
        {t('governance.title')}
      </h1>
      <p className="page-lead">{t('governance.subtitle')}</p>
      <BoardMatrix directors={directors} />
      <GovernanceDocuments documents={documents} />
    </section>
  );
}
