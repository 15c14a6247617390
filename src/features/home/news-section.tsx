import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { Icon } from '@/components/ui/icon';
import { Picture } from '@/components/ui/picture';
import { CATEGORY_LABEL_KEY } from '@/content/announcements/categories';
import { paths, SECTION_IDS } from '@/config/paths';
import { useLocale } from '@/lib/locale/use-locale';
import { formatDate } from '@/lib/locale/format';
import type { AnnouncementSummary } from '@/content/announcements/schema';
import { LatestAnnouncements } from './latest-announcements';
import styles from './news-section.module.css';
import { HOME_NEWS_COUNT } from './home-counts';
import { HomeSection } from './home-section';

/**
 * News: the latest three announcements and a link to all of them.
 * @param items - The loader's announcements, or `null` when they come from the live API.
 */
export function NewsSection({ items }: { items: readonly AnnouncementSummary[] | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <HomeSection id={SECTION_IDS.news} name="news" title={t('news.title')} lead={t('news.lead')} alt>
      <LatestAnnouncements
        items={items}
        count={HOME_NEWS_COUNT}
        placeholder={<div className={styles.placeholder} role="status" aria-label={t('app.loading')} />}
      >
        {(latest) => (
          <ul className={styles.grid}>
            {latest.map((item) => (
              <li key={item.id} className={`card ${styles.card}`}>
                <Picture name="default-info" alt="" width={640} height={360} className={styles.image} />
                <div className={styles.body}>
                  <p className={styles.meta}>
                    <time dateTime={item.publishedAt}>{formatDate(item.publishedAt, locale)}</time>
                    <span>{t(CATEGORY_LABEL_KEY[item.category])}</span>
                  </p>
                  <h3 className={styles.title}>
                    <Link to={paths.announcement(item.id)} className={styles.link}>
                      {item.title}
                    </Link>
                  </h3>
                </div>
              </li>
            ))}
          </ul>
        )}
      </LatestAnnouncements>
      <Link to={paths.announcements()} className={`text-link ${styles.all}`} data-hover-icons>
        {t('news.viewAll')}
        <Icon name="arrow-right" size={20} />
      </Link>
    </HomeSection>
  );
}
