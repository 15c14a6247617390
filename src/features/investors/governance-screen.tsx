import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/lib/locale/use-catalogue';
import { staticPart } from '@/components/ui/deferred-part';
import { PageSection } from '@/components/ui/page-section';
import type { Governance } from '@/content/investors/governance';
import { BoardMatrix } from './board-matrix';
import { GovernanceDocuments } from './governance-documents';
import { GOVERNANCE_NS, governanceCatalogue } from './governance-catalogue';

/**
 * The page's two parts, text and links that nothing on the page changes: static parts, hydrated
 * only when reached (`docs/design.md` §3.3).
 */
const PART_IDS = { board: 'board', documents: 'governance-documents' } as const;
const Board = staticPart(PART_IDS.board).Component;
const Documents = staticPart(PART_IDS.documents).Component;

/**
 * The governance page (`/investors/governance`): the board with each director's designation and
 * committee seats, and the documents an issuer listed in Hong Kong keeps on its website (terms of
 * reference of the board committees, the procedure for shareholders to propose a director, the
 * articles of association, the arrangements for corporate communications), each with its PDF.
 */
export function GovernanceScreen({ directors, documents }: Governance) {
  useCatalogue(governanceCatalogue);
  const { t } = useTranslation(['translation', GOVERNANCE_NS]);
  return (
    <PageSection
      id="governance"
      title={t('governance:title')}
      lead={t('governance:subtitle')}
      description={t('governance:subtitle')}
    >
      <Board>
        <BoardMatrix id={PART_IDS.board} directors={directors} />
      </Board>
      <Documents>
        <div id={PART_IDS.documents}>
          <GovernanceDocuments documents={documents} />
        </div>
      </Documents>
    </PageSection>
  );
}
