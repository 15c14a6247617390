import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/lib/locale/use-catalogue';
import { TableSection } from '@/components/ui/data-table';
import { COMMITTEES, type Committee, type Director, type DirectorRole } from '@/content/investors/governance';
import styles from './board-matrix.module.css';
import { GOVERNANCE_NS, governanceCatalogue } from './governance-catalogue';

/** Catalogue keys of the designations and committees, as the Listing Rules name them. */
const DIRECTOR_ROLE_LABEL_KEY = {
  executive: 'governance:role.executive',
  'non-executive': 'governance:role.nonExecutive',
  'independent-non-executive': 'governance:role.independent',
} as const satisfies Record<DirectorRole, `governance:role.${string}`>;

const COMMITTEE_LABEL_KEY = {
  audit: 'governance:committee.audit',
  remuneration: 'governance:committee.remuneration',
  nomination: 'governance:committee.nomination',
} as const satisfies Record<Committee, `governance:committee.${string}`>;

/**
 * The board as a matrix: one row per director (name, position, designation), one column per
 * board committee, each cell the director's seat ("Chair", "Member" or none). A real table with
 * row and column headers, so a screen reader names both for every cell. On a phone the same
 * facts are one card per director instead (the table is hidden there, so each reader meets
 * one of the two); between the two, the table scrolls sideways in a focusable region.
 * @param props.id - the section's `id` (the screen makes the board a static part).
 */
export function BoardMatrix({ id, directors }: { id?: string; directors: readonly Director[] }) {
  useCatalogue(governanceCatalogue);
  const { t } = useTranslation(['translation', GOVERNANCE_NS]);
  return (
    <TableSection
      id={id}
      titleId="board-title"
      title={t('governance:boardTitle')}
      caption={t('governance:boardCaption')}
      classes={styles}
      table={
        <>
          <thead>
            <tr>
              <th scope="col">{t('governance:director')}</th>
              <th scope="col">{t('governance:designation')}</th>
              {COMMITTEES.map((committee) => (
                <th key={committee} scope="col">
                  {t(COMMITTEE_LABEL_KEY[committee])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {directors.map((director) => (
              <tr key={director.id}>
                <th scope="row">
                  <span className={styles.name}>{director.name}</span>
                  <span className={styles.position}>{director.position}</span>
                </th>
                <td>{t(DIRECTOR_ROLE_LABEL_KEY[director.role])}</td>
                {COMMITTEES.map((committee) => {
                  const seat = director.committees?.[committee];
                  return (
                    <td key={committee} className={seat === 'chair' ? styles.chair : undefined}>
                      {seat ? (
                        t(`governance:seat.${seat}`)
                      ) : (
                        // The dash is for the eye; a screen reader reads the words (a label on a
                        // plain span is not announced: W3C ARIA in HTML allows none there).
                        <>
                          <span aria-hidden="true">–</span>
                          <span className="sr-only">{t('governance:seat.none')}</span>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </>
      }
    >
      <ul className={styles.cards}>
        {directors.map((director) => (
          <li key={director.id} className={`card ${styles.director}`}>
            <h3 className={styles.name}>{director.name}</h3>
            <p className={styles.position}>{director.position}</p>
            <dl className={styles.seats}>
              <div>
                <dt>{t('governance:designation')}</dt>
                <dd>{t(DIRECTOR_ROLE_LABEL_KEY[director.role])}</dd>
              </div>
              {COMMITTEES.map((committee) => {
                const seat = director.committees?.[committee];
                return (
                  <div key={committee}>
                    <dt>{t(COMMITTEE_LABEL_KEY[committee])}</dt>
                    <dd className={seat === 'chair' ? styles.chair : seat ? undefined : styles.none}>
                      {t(`governance:seat.${seat ?? 'none'}`)}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </li>
        ))}
      </ul>
    </TableSection>
  );
}
