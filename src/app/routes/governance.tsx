import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PageSection } from '@/components/ui/page-section';
import { BoardMatrix } from '@/features/investors/board-matrix';
import { GovernanceDocuments } from '@/features/investors/governance-documents';
import { type Governance, getGovernance } from '@/features/investors/api/get-governance';
import { requestLocale } from '@/lib/locale-path';
import { loadBundled } from '@/lib/route-content';

/** The board and governance documents in the request's locale (always bundled); rejects when they cannot be read. */
export function governanceLoader({ request }: LoaderFunctionArgs): Promise<Governance> {
  const locale = requestLocale(request);
  return loadBundled((source) => getGovernance(source, { locale }));
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
    <PageSection
      id="governance"
      title={t('governance.title')}
      lead={t('governance.subtitle')}
      description={t('governance.subtitle')}
    >
      <BoardMatrix directors={directors} />
      <GovernanceDocuments documents={documents} />
    </PageSection>
  );
}
