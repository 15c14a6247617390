import { useTranslation } from 'react-i18next';
import { PageSection } from '@/components/ui/page-section';
import type { Governance } from '@/lib/investors/governance';
import { BoardMatrix } from './board-matrix';
import { GovernanceDocuments } from './governance-documents';
import { GOVERNANCE_NS } from './governance-catalogue';

/**
 * The governance page (`/investors/governance`): the board with each director's designation and
 * committee seats, and the documents an issuer listed in Hong Kong keeps on its website (terms of
 * reference of the board committees, the procedure for shareholders to propose a director, the
 * articles of association, the arrangements for corporate communications), each with its PDF.
 */
export function GovernanceScreen({ directors, documents }: Governance) {
  const { t } = useTranslation(['translation', GOVERNANCE_NS]);
  return (
    <PageSection
      id="governance"
      title={t('governance:title')}
      lead={t('governance:subtitle')}
      description={t('governance:subtitle')}
    >
      <BoardMatrix directors={directors} />
      <GovernanceDocuments documents={documents} />
    </PageSection>
  );
}
