import { useTranslation } from 'react-i18next';
import { InfiniteList } from '@/components/ui/infinite-list';
import { useCareers } from '@/features/careers/api/get-careers';
import { CareerItem } from '@/features/careers/components/career-item';
import { useErrorMessage } from '@/hooks/use-error-message';
import { PageMeta } from '@/components/ui/page-meta';

/** `/careers`: open positions, newest first, each opening its details. */
export function CareersRoute() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const query = useCareers();
  return (
    <section className="page container" aria-labelledby="careers-title">
      <PageMeta page={t('careers.title')} />
      <h1 id="careers-title" className="page-title">
        {t('careers.title')}
      </h1>
      <p className="page-lead">{t('careers.subtitle')}</p>
      <InfiniteList
        query={query}
        getKey={(item) => item.id}
        renderItem={(item) => <CareerItem career={item} />}
        label={t('careers.title')}
        loadingMoreText={t('careers.loadingMore')}
        allLoadedText={t('careers.allLoaded')}
        emptyText={t('careers.empty')}
        errorText={(error) => t('errors.listFailed', { reason: errorMessage(error) })}
      />
    </section>
  );
}
