import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { ContentQueryProvider } from '@/components/ui/content-query-provider';
import { archiveFilterOf, matchFilterOf } from '@/content/announcements/archive-filter';
import { archiveYears, ArchiveScreen, type ArchiveData } from '@/features/announcements/archive-screen';
import { archiveQuery } from '@/content/announcements/queries';
import { requestLocale } from '@/lib/locale/locale-path';
import { loadIfBundled } from '@/app/route-content';
import { usePrefetchRoute } from '@/app/route-prefetch';

/** The screen an item of the archive opens. */
const loadAnnouncementRoute = () => import('./announcement');

/** The archive's first page under the URL's filters, and the years it offers. */
export async function loader({ request }: LoaderFunctionArgs): Promise<ArchiveData> {
  const locale = requestLocale(request);
  const filter = matchFilterOf(archiveFilterOf(new URL(request.url).searchParams));
  const firstPage = await loadIfBundled((source) => archiveQuery.firstPage(source, { locale, filter }));
  return { firstPage, years: archiveYears(new Date()) };
}

/** `/announcements`: the announcement archive, within the page's query cache. */
export function Component() {
  usePrefetchRoute(loadAnnouncementRoute);
  const data = useLoaderData<ArchiveData>();
  return (
    <ContentQueryProvider>
      <ArchiveScreen {...data} />
    </ContentQueryProvider>
  );
}
