import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/lib/locale/use-catalogue';
import { INVESTORS_NS, investorsCatalogue } from './catalogue';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { PageSection } from '@/components/ui/page-section';
import { SmartLink } from '@/components/ui/smart-link';
import { env } from '@/config/env';
import { filePaths, paths } from '@/config/paths';
import { site } from '@/config/site';
import { useLocale } from '@/lib/locale/use-locale';
import { useNow } from '@/hooks/use-now';
import { formatFullDate } from '@/lib/locale/format';
import type { CalendarEvent } from '@/content/investors/calendar';
import type { Report } from '@/content/investors/reports';
import { splitCalendar } from './calendar';
import { StockInfo } from './stock-info';
import styles from './investor-centre.module.css';
import { GOVERNANCE_NS, governanceCatalogue } from './governance-catalogue';

interface Destination {
  id: string;
  title: string;
  body: string;
  href: string;
  extra?: string | undefined;
}

/** What the investor centre shows: the newest report, the calendar and when it was loaded (ms since the epoch). */
export interface InvestorCentreData {
  latestReport: Report | undefined;
  events: CalendarEvent[];
  loadedAt: number;
}

/**
 * The investor centre (`/investors`). Stock information, one way into each part of investor
 * relations (the announcement archive, reports, governance, the financial calendar, with the
 * newest report and the next event), the feeds and the exchange's alerts, and the IR contact.
 */
export function InvestorCentre({ latestReport, events, loadedAt }: InvestorCentreData) {
  useCatalogue(governanceCatalogue);
  const { t } = useTranslation(['translation', GOVERNANCE_NS]);
  useCatalogue(investorsCatalogue);
  const { t: ti } = useTranslation(INVESTORS_NS);
  const locale = useLocale();
  const lead = ti('subtitle', { group: site.groupName[locale] });
  const next = splitCalendar(events, useNow(loadedAt)).upcoming[0];
  const destinations: Destination[] = [
    {
      id: 'archive',
      title: ti('archiveTitle'),
      body: ti('archiveBody'),
      href: paths.announcements(),
    },
    {
      id: 'reports',
      title: t('reports.title'),
      body: ti('reportsBody'),
      href: paths.reports(),
      extra: latestReport?.title,
    },
    {
      id: 'financial-highlights',
      title: t('nav.financialHighlights'),
      body: ti('financialsBody'),
      href: paths.financialHighlights(),
    },
    {
      id: 'shareholders',
      title: t('nav.shareholderInformation'),
      body: ti('shareholdersBody'),
      href: paths.shareholders(),
    },
    { id: 'governance', title: t('governance:title'), body: ti('governanceBody'), href: paths.governance() },
    {
      id: 'calendar',
      title: t('calendar.title'),
      body: ti('calendarBody'),
      href: paths.calendar(),
      extra: next ? ti('nextEvent', { title: next.title, date: formatFullDate(next.startsAt, locale) }) : undefined,
    },
  ];
  return (
    <PageSection id="investors" title={ti('title')} lead={lead} description={lead}>
      <div className={styles.top}>
        <StockInfo quoteUrl={env.stockQuoteUrl} />
        <section className={`card ${styles.panel}`} aria-labelledby="alerts-title">
          <h2 id="alerts-title" className={styles.panelTitle}>
            {ti('alertsTitle')}
          </h2>
          <div>
            <SmartLink href={filePaths.announcementFeed(locale)} className="text-link" type="application/rss+xml">
              {t('investors.feedLink')}
            </SmartLink>
            <p className={styles.muted}>{ti('feedBody')}</p>
          </div>
          <div>
            <SmartLink href={site.newsAlertUrl} className="text-link">
              {ti('alertsLink')}
            </SmartLink>
            <p className={styles.muted}>{ti('alertsBody')}</p>
          </div>
          <div>
            <h3 className={styles.contactTitle}>{ti('contactTitle')}</h3>
            <SmartLink href={`mailto:${site.email}`} className="text-link" data-hover-icons>
              <Icon name="mail" size={20} />
              {site.email}
            </SmartLink>
          </div>
        </section>
      </div>
      <section className={styles.destinations} aria-labelledby="investor-sections">
        <h2 id="investor-sections" className={styles.sectionsTitle}>
          {ti('sectionsTitle')}
        </h2>
        <ul className={styles.grid}>
          {destinations.map((destination) => (
            <li key={destination.id}>
              <article className={`card ${styles.destination}`} aria-labelledby={`investors-${destination.id}`}>
                <h3 id={`investors-${destination.id}`} className={styles.destinationTitle}>
                  <Link to={destination.href} className={styles.destinationLink} data-hover-icons>
                    {destination.title}
                    <Icon name="arrow-right" size={20} />
                  </Link>
                </h3>
                <p className={styles.muted}>{destination.body}</p>
                {destination.extra ? <p className={styles.extra}>{destination.extra}</p> : null}
              </article>
            </li>
          ))}
        </ul>
      </section>
    </PageSection>
  );
}
