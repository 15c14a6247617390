import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { ContentQueryProvider } from '@/components/ui/content-query-provider';
import { InfiniteList } from '@/components/ui/infinite-list';
import { CAREERS_PAGE_SIZE, useCareers, getCareers } from '@/features/careers/api/get-careers';
import { CareerItem } from '@/features/careers/components/career-item';
import { useErrorMessage } from '@/hooks/use-error-message';
import { PageSection } from '@/components/ui/page-section';
import type { Page } from '@/lib/content-schemas';
import type { Career } from '@/features/careers/api/get-careers';
import { requestLocale } from '@/lib/locale-path';
import { loadIfBundled } from '@/lib/route-content';

/** The list's first page from the bundled content, or `null` (see `loadIfBundled`). */
export function careersLoader({ request }: LoaderFunctionArgs): Promise<Page<Career> | null> {
  const locale = requestLocale(request);
  return loadIfBundled((source) => getCareers(source, { locale, page: 1, pageSize: CAREERS_PAGE_SIZE }));
}

const careerKey = (career: Career) => career.id;
const renderCareer = (career: Career) => <CareerItem career={career} />;

/** `/careers`: open positions, newest first, each opening its details. */
export function CareersRoute() {
  return (
    <ContentQueryProvider>
      <CareersScreen />
    </ContentQueryProvider>
  );
}

function CareersScreen() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const query = useCareers(useLoaderData<Page<Career> | null>());
  return (
    <PageSection id="careers" title={t('careers.title')} lead={t('careers.subtitle')}>
      <InfiniteList
        query={query}
        getKey={careerKey}
        renderItem={renderCareer}
        label={t('careers.title')}
        loadingMoreText={t('careers.loadingMore')}
        allLoadedText={t('careers.allLoaded')}
        emptyText={t('careers.empty')}
        errorText={(error) => t('errors.listFailed', { reason: errorMessage(error) })}
      />
    </PageSection>
  );
}
