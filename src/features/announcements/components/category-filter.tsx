import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/lib/locale/use-catalogue';
import { Link } from '@/components/ui/link';
import { archivePath, type ArchiveFilter } from '@/content/announcements/archive-filter';
import {
  ANNOUNCEMENT_CATEGORIES,
  CATEGORY_LABEL_KEY,
  type AnnouncementCategory,
} from '@/content/announcements/categories';
import styles from './category-filter.module.css';
import { ARCHIVE_NS, archiveCatalogue } from '../catalogue';

/**
 * The category filter: one link per category (and "All"), so the choice lives in the URL
 * (`?category=`, `docs/design.md` §4.5) and works with back, reload and sharing. Each link keeps the
 * archive's other filters (`filter`'s year and search).
 */
export function CategoryFilter({ filter }: { filter: ArchiveFilter }) {
  const current = filter.category;
  useCatalogue(archiveCatalogue);
  const { t } = useTranslation(['translation', ARCHIVE_NS]);
  const options: { category: AnnouncementCategory | undefined; label: string }[] = [
    { category: undefined, label: t('archive:allCategories') },
    ...ANNOUNCEMENT_CATEGORIES.map((category) => ({ category, label: t(CATEGORY_LABEL_KEY[category]) })),
  ];
  return (
    <nav className={styles.filter} aria-label={t('archive:filterLabel')}>
      <ul className={styles.list}>
        {options.map(({ category, label }) => (
          <li key={category ?? 'all'}>
            <Link
              to={archivePath({ ...filter, category })}
              className={styles.option}
              aria-current={category === current ? 'true' : undefined}
              preventScrollReset
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
