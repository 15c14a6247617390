import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/lib/locale/use-catalogue';
import { DocumentList } from '@/components/ui/document-list';
import { useLocale } from '@/lib/locale/use-locale';
import { siteDateTime } from '@/config/site-time';
import { formatDate } from '@/lib/locale/format';
import { GOVERNANCE_SECTIONS, type GovernanceDocument, type GovernanceSection } from '@/content/investors/governance';
import styles from './governance-documents.module.css';
import { GOVERNANCE_NS, governanceCatalogue } from './governance-catalogue';

/** Catalogue key of each governance section's heading. */
const GOVERNANCE_SECTION_TITLE_KEY = {
  board: 'governance:section.board',
  committees: 'governance:section.committees',
  shareholders: 'governance:section.shareholders',
  constitution: 'governance:section.constitution',
  communications: 'governance:section.communications',
  policies: 'governance:section.policies',
} as const satisfies Record<GovernanceSection, `governance:section.${string}`>;

/**
 * The governance documents, one section per kind in a fixed order, each document with its
 * summary, version date and PDF; a section's cards share the row, however many it has.
 */
export function GovernanceDocuments({ documents }: { documents: readonly GovernanceDocument[] }) {
  useCatalogue(governanceCatalogue);
  const { t } = useTranslation(['translation', GOVERNANCE_NS]);
  const locale = useLocale();
  return GOVERNANCE_SECTIONS.map((section) => {
    const inSection = documents.filter((document) => document.section === section);
    if (inSection.length === 0) return null;
    return (
      <section
        key={section}
        id={`governance-${section}`}
        className={styles.section}
        aria-labelledby={`governance-${section}-title`}
      >
        <h2 id={`governance-${section}-title`} className={styles.title}>
          {t(GOVERNANCE_SECTION_TITLE_KEY[section])}
        </h2>
        <ul className={styles.list}>
          {inSection.map((document) => (
            <li key={document.id} className={`card ${styles.item}`}>
              <div className={styles.body}>
                <div className={styles.text}>
                  <h3 className={styles.documentTitle}>{document.title}</h3>
                  {document.summary ? <p className={styles.summary}>{document.summary}</p> : null}
                  <p className={styles.date}>
                    <time dateTime={document.updatedAt}>
                      {t('governance:updatedOn', {
                        date: formatDate(siteDateTime(document.updatedAt, '12:00:00'), locale),
                      })}
                    </time>
                  </p>
                </div>
                <DocumentList
                  attachments={[document.document]}
                  label={`${t('announcements.attachments')}: ${document.title}`}
                  named
                />
              </div>
            </li>
          ))}
        </ul>
      </section>
    );
  });
}
