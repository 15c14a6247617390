import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { ContentQueryProvider } from '@/components/ui/content-query-provider';
import { announcementQuery } from '@/content/announcements/queries';
import { AnnouncementScreen, preloadAnnouncementBody } from '@/features/announcements/announcement-screen';
import type { Announcement } from '@/content/announcements/schema';
import { requestLocale } from '@/lib/locale/locale-path';
import { loadIfBundled } from '@/app/route-content';

/** The announcement from the bundled content, or `null` (unknown id, or see `loadIfBundled`). */
export async function loader({ request, params }: LoaderFunctionArgs): Promise<Announcement | null> {
  const locale = requestLocale(request);
  const id = params.id ?? '';
  const [announcement] = await Promise.all([
    loadIfBundled((source) => announcementQuery.read(source, { locale, id })),
    preloadAnnouncementBody(),
  ]);
  return announcement;
}

/** `/announcement/:id`, within the page's query cache. */
export function Component() {
  const { id = '' } = useParams();
  const initial = useLoaderData<Announcement | null>();
  return (
    <ContentQueryProvider>
      <AnnouncementScreen id={id} initial={initial} />
    </ContentQueryProvider>
  );
}
