import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { PageSection } from '@/components/ui/page-section';
import { SmartLink } from '@/components/ui/smart-link';
import { env } from '@/config/env';
import { filePaths, paths } from '@/config/paths';
import { site } from '@/config/site';
import { splitCalendar } from '@/features/investors/calendar';
import { StockInfo } from '@/features/investors/stock-info';
import { useLocale } from '@/hooks/use-locale';
import { useNow } from '@/hooks/use-now';
import { formatFullDate } from '@/lib/format';
import { type CalendarEvent, getCalendar } from '@/features/investors/api/get-calendar';
import { type Report, getReports } from '@/features/investors/api/get-reports';
import { requestLocale } from '@/lib/locale-path';
import { loadBundled } from '@/lib/route-content';
import styles from './investors.module.css';

/** The investor centre's data: the newest report, the calendar and when it was loaded (ms since the epoch). */
export interface InvestorsData {
  latestReport: Report | undefined;
  events: CalendarEvent[];
  loadedAt: number;
}

/** The investor centre's content in the request's locale (always bundled); rejects when it cannot be read. */
export async function investorsLoader({ request }: LoaderFunctionArgs): Promise<InvestorsData> {
  const locale = requestLocale(request);
  const [reports, events] = await loadBundled((source) =>
    Promise.all([getReports(source, { locale }), getCalendar(source, { locale })]),
  );
  // The reports come newest first (`ContentSource.getReports`).
  return { latestReport: reports[0], events, loadedAt: Date.now() };
}

interface Destination {
  id: string;
  title: string;
  body: string;
  href: string;
  extra?: string | undefined;
}

/**
 * `/investors`: the investor centre. Stock information, one way into each part of investor
 * relations (the announcement archive, reports, governance, the financial calendar, with the
 * newest report and the next event), the feeds and the exchange's alerts, and the IR contact.
 */
export function InvestorsRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { latestReport, events, loadedAt } = useLoaderData<InvestorsData>();
  const lead = t('investors.subtitle', { group: site.groupName[locale] });
  const next = splitCalendar(events, useNow(loadedAt)).upcoming[0];
  const destinations: Destination[] = [
    {
      id: 'archive',
      title: t('investors.archiveTitle'),
      body: t('investors.archiveBody'),
      href: paths.announcements(),
    },
    {
      id: 'reports',
      title: t('reports.title'),
      body: t('investors.reportsBody'),
      href: paths.reports(),
      extra: latestReport?.title,
    },
    { id: 'governance', title: t('governance.title'), body: t('investors.governanceBody'), href: paths.governance() },
    {
      id: 'calendar',
      title: t('calendar.title'),
      body: t('investors.calendarBody'),
      href: paths.calendar(),
      extra: next
        ? t('investors.nextEvent', { title: next.title, date: formatFullDate(next.startsAt, locale) })
        : undefined,
    },
  ];
  return (
    <PageSection id="investors" title={t('investors.title')} lead={lead} description={lead}>
      <div className={styles.top}>
        <StockInfo quoteUrl={env.stockQuoteUrl} />
        <section className={`card ${styles.panel}`} aria-labelledby="alerts-title">
          <h2 id="alerts-title" className={styles.panelTitle}>
            {t('investors.alertsTitle')}
          </h2>
          <div>
            <SmartLink href={filePaths.announcementFeed(locale)} className="text-link" type="application/rss+xml">
              {t('investors.feedLink')}
            </SmartLink>
            <p className={styles.muted}>{t('investors.feedBody')}</p>
          </div>
          <div>
            <SmartLink href={site.newsAlertUrl} className="text-link">
              {t('investors.alertsLink')}
            </SmartLink>
            <p className={styles.muted}>{t('investors.alertsBody')}</p>
          </div>
          <div>
            <h3 className={styles.contactTitle}>{t('investors.contactTitle')}</h3>
            <SmartLink href={`mailto:${site.email}`} className="text-link" data-hover-icons>
              <Icon name="mail" size={20} />
              {site.email}
            </SmartLink>
          </div>
        </section>
      </div>
      <section className={styles.destinations} aria-labelledby="investor-sections">
        <h2 id="investor-sections" className={styles.sectionsTitle}>
          {t('investors.sectionsTitle')}
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
