import { useTranslation } from 'react-i18next';
import { SECTION_IDS } from '@/config/paths';
import { site } from '@/config/site';
import { useLocale } from '@/lib/locale/use-locale';
import { formatMonth } from '@/lib/locale/format';
import type { Timeline as TimelineData, TimelineEntry } from '@/content/about/timeline';
import styles from './major-events-section.module.css';
import { HomeSection } from './home-section';

function Timeline({ entries, labelledBy }: { entries: readonly TimelineEntry[]; labelledBy: string }) {
  const locale = useLocale();
  return (
    <ol className={styles.timeline} aria-labelledby={labelledBy}>
      {entries.map((entry) => (
        <li key={`${entry.date}-${entry.title}`} className={styles.entry}>
          <time dateTime={entry.date} className={styles.date}>
            {formatMonth(entry.date, locale)}
          </time>
          <h4 className={styles.title}>{entry.title}</h4>
          <p className={styles.description}>{entry.description}</p>
        </li>
      ))}
    </ol>
  );
}

/** Major events: the group's strategic timeline beside the partner network's milestones. */
export function MajorEventsSection({ timeline }: { timeline: TimelineData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <HomeSection id={SECTION_IDS.events} name="events" title={t('events.title')}>
      <div className={styles.columns}>
        <div>
          <h3 id="events-group" className={styles.columnTitle}>
            {t('events.groupTimeline')}
          </h3>
          <Timeline entries={timeline.group} labelledBy="events-group" />
        </div>
        <div>
          <h3 id="events-partner" className={styles.columnTitle}>
            {t('events.partnerMilestones', { partner: site.partnerNetworkName[locale] })}
          </h3>
          <Timeline entries={timeline.partner} labelledBy="events-partner" />
        </div>
      </div>
    </HomeSection>
  );
}
