import { useTranslation } from 'react-i18next';
import { ListingFacts } from '@/components/ui/listing-facts';
import { Link } from '@/components/ui/link';
import { Icon } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import { filePaths, paths, SECTION_IDS } from '@/config/paths';
import { archivePath } from '@/content/announcements/archive-filter';
import { site } from '@/config/site';
import { useLocale } from '@/lib/locale/use-locale';
import { formatDate } from '@/lib/locale/format';
import type { AnnouncementSummary } from '@/content/announcements/schema';
import { LatestAnnouncements } from './latest-announcements';
import styles from './investor-relations-section.module.css';
import { GOVERNANCE_DISCLOSURE_COUNT } from './home-counts';
import { HomeSection } from './home-section';

const SUMMARY_CARDS = [
  { id: 'board', title: 'ir.boardTitle', body: 'ir.boardBody' },
  { id: 'committees', title: 'ir.committeesTitle', body: 'ir.committeesBody' },
  { id: 'communication', title: 'ir.communicationTitle', body: 'ir.communicationBody' },
  { id: 'risk', title: 'ir.riskTitle', body: 'ir.riskBody' },
] as const;

/**
 * Investor relations: the listing, with the ways into the investor centre, the financial
 * calendar, the exchange's quote and the announcements feed; corporate governance (the latest public disclosures of
 * director appointments and committee changes, and four summary cards) and information disclosure.
 * `disclosures` are the loader's, or `null` when they come from the live API.
 */
export function InvestorRelationsSection({ disclosures }: { disclosures: readonly AnnouncementSummary[] | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <HomeSection
      id={SECTION_IDS.investorRelations}
      name="ir"
      title={t('ir.title')}
      lead={t('ir.lead', { group: site.groupName[locale] })}
      alt
    >
      <dl className={styles.listing}>
        <ListingFacts codeClassName={styles.code} />
      </dl>
      <div className={styles.links}>
        <Link to={paths.investors()} className="button button-primary">
          {t('nav.investorCentre')}
        </Link>
        <Link to={paths.calendar()} className="button button-secondary">
          {t('calendar.title')}
        </Link>
        <SmartLink href={site.quoteUrl[locale]} className="text-link">
          {t('investors.quoteLink')}
        </SmartLink>
        <SmartLink href={filePaths.announcementFeed(locale)} className="text-link" type="application/rss+xml">
          {t('investors.feedLink')}
        </SmartLink>
      </div>

      <div id={SECTION_IDS.governance} className={styles.block}>
        <h3 className={styles.blockTitle}>{t('ir.governanceTitle')}</h3>
        <h4 id="ir-disclosures" className={styles.subTitle}>
          {t('ir.disclosuresTitle')}
        </h4>
        <LatestAnnouncements
          items={disclosures}
          count={GOVERNANCE_DISCLOSURE_COUNT}
          category="corporate-governance"
          placeholder={<p role="status">{t('app.loading')}</p>}
        >
          {(items) =>
            items.length === 0 ? (
              <p>{t('ir.disclosuresEmpty')}</p>
            ) : (
              <ul className={styles.disclosures} aria-labelledby="ir-disclosures">
                {items.map((item) => (
                  <li key={item.id}>
                    <Link to={paths.announcement(item.id)} className={styles.disclosure} data-hover-icons>
                      <span className={styles.disclosureText}>
                        <time dateTime={item.publishedAt} className={styles.date}>
                          {formatDate(item.publishedAt, locale)}
                        </time>
                        <span>{item.title}</span>
                      </span>
                      <Icon name="arrow-right" size={20} />
                    </Link>
                  </li>
                ))}
              </ul>
            )
          }
        </LatestAnnouncements>
        <ul className={styles.cards}>
          {SUMMARY_CARDS.map((card) => (
            <li key={card.id} className={`card ${styles.card}`}>
              <h4>{t(card.title)}</h4>
              <p>{t(card.body)}</p>
            </li>
          ))}
        </ul>
        <div className={styles.links}>
          <Link to={paths.governance()} className="text-link" data-hover-icons>
            {t('ir.viewGovernanceDocuments')}
            <Icon name="arrow-right" size={20} />
          </Link>
          <Link to={archivePath({ category: 'corporate-governance' })} className="text-link" data-hover-icons>
            {t('ir.viewGovernance')}
            <Icon name="arrow-right" size={20} />
          </Link>
        </div>
      </div>

      <div id={SECTION_IDS.disclosure} className={styles.block}>
        <h3 className={styles.blockTitle}>{t('ir.disclosureTitle')}</h3>
        <p className={styles.disclosureBody}>{t('ir.disclosureBody')}</p>
        <div className={styles.links}>
          <Link to={archivePath({ category: 'information-disclosure' })} className="button button-secondary">
            {t('ir.viewDisclosures')}
          </Link>
          <Link to={paths.reports()} className="button button-secondary">
            {t('ir.viewReports')}
          </Link>
          <Link to={paths.financialHighlights()} className="button button-secondary">
            {t('ir.viewFinancials')}
          </Link>
        </div>
      </div>
    </HomeSection>
  );
}
