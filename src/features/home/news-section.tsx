import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { Picture } from '@/components/ui/picture';
import { QueryState } from '@/components/ui/query-state';
import { CATEGORY_LABEL_KEY } from '@/config/categories';
import { paths, SECTION_IDS } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/format';
import { useLatestAnnouncements } from './api/get-latest-announcements';
import styles from './news-section.module.css';

/** How many announcements the home page shows. */
export const HOME_NEWS_COUNT = 3;

/** News: the latest three announcements and a link to all of them. */
export function NewsSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useLatestAnnouncements(HOME_NEWS_COUNT);
  return (
    <section id={SECTION_IDS.news} className="section section-alt" aria-labelledby="news-title">
      <div className="container">
        <h2 id="news-title" className="section-title">
          {t('news.title')}
        </h2>
        <p className="section-lead">{t('news.lead')}</p>
        <QueryState query={query} placeholder={<div className={styles.placeholder} role="status" aria-label={t('app.loading')} />}>
          {(items) => (
            <ul className={styles.grid}>
              {items.map((item) => (
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
        </QueryState>
        <Link to={paths.announcements()} className={`text-link ${styles.all}`} data-hover-icons>
          {t('news.viewAll')}
          <Icon name="arrow-right" size={20} />
        </Link>
      </div>
    </section>
  );
}
