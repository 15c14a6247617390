import { useTranslation } from 'react-i18next';
import { InfiniteList } from '@/components/ui/infinite-list/infinite-list';
import { PageSection } from '@/components/ui/page-section';
import { useErrorMessage } from '@/hooks/use-error-message';
import type { Page } from '@/lib/content/schemas';
import { useCareers } from '@/content/careers/hooks';
import type { Career } from '@/content/careers/schema';
import { CareerItem } from './components/career-item';

const careerKey = (career: Career) => career.id;
const renderCareer = (career: Career) => <CareerItem career={career} />;

/**
 * The careers page (`/careers`): open positions, newest first, each opening its details; `firstPage` is the route
 * loader's.
 */
export function CareersScreen({ firstPage }: { firstPage: Page<Career> | null }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const query = useCareers(firstPage);
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
