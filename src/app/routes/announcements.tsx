import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { InfiniteList } from '@/components/ui/infinite-list';
import { CATEGORY_PARAM } from '@/config/paths';
import { useAnnouncements } from '@/features/announcements/api/get-announcements';
import { AnnouncementCard } from '@/features/announcements/components/announcement-card';
import { CategoryFilter } from '@/features/announcements/components/category-filter';
import { PageMeta } from '@/components/ui/page-meta';
import { useErrorMessage } from '@/hooks/use-error-message';
import { isAnnouncementCategory } from '@/lib/content-schemas';

/** `/announcements`: every announcement, newest first, filtered by `?category=` (an unknown value shows all). */
export function AnnouncementsRoute() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [params] = useSearchParams();
  const raw = params.get(CATEGORY_PARAM);
  const category = isAnnouncementCategory(raw) ? raw : undefined;
  const query = useAnnouncements(category);
  return (
    <section className="page container" aria-labelledby="announcements-title">
      <PageMeta page={t('announcements.title')} />
      <h1 id="announcements-title" className="page-title">
        {t('announcements.title')}
      </h1>
      <p className="page-lead">{t('announcements.subtitle')}</p>
      <CategoryFilter current={category} />
      <InfiniteList
        query={query}
        getKey={(item) => item.id}
        renderItem={(item) => <AnnouncementCard announcement={item} />}
        label={t('announcements.title')}
        loadingMoreText={t('announcements.loadingMore')}
        allLoadedText={t('announcements.allLoaded')}
        emptyText={t('announcements.empty')}
        errorText={(error) => t('errors.listFailed', { reason: errorMessage(error) })}
      />
    </section>
  );
}
