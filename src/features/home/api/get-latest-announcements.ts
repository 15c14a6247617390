/** The newest few announcements for the home page's news and governance blocks. */
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/config/locales';
import { useContentQuery } from '@/hooks/use-content-query';
import { useLocale } from '@/hooks/use-locale';
import { contentSource } from '@/lib/content';
import type { AnnouncementCategory } from '@/config/categories';
import { getAnnouncements } from '@/lib/announcement-list';
import type { AnnouncementSummary } from '@/lib/content-schemas';
import type { ContentSource, LocaleQuery } from '@/lib/content-source';
import { contentKey } from '@/lib/query-client';

/** The home feature's query keys (one factory, see the announcements feature's `announcement-keys.ts`). */
const homeKeys = {
  latestAnnouncements: (
    source: Pick<ContentSource, 'kind'>,
    locale: Locale,
    count: number,
    category: AnnouncementCategory | undefined,
  ) => contentKey(source, 'announcements', 'latest', locale, category ?? 'all', count),
};

/** The first `count` announcements (newest first), optionally of one category. */
export async function getLatestAnnouncements(
  source: ContentSource,
  { locale, count, category, signal }: LocaleQuery & { count: number; category?: AnnouncementCategory | undefined },
): Promise<AnnouncementSummary[]> {
  return (await getAnnouncements(source, { locale, page: 1, pageSize: count, category, signal })).items;
}

/** The first `count` announcements (newest first) from `source`, optionally of one category. */
function latestAnnouncementsQueryOptions(
  locale: Locale,
  count: number,
  category?: AnnouncementCategory,
  source: ContentSource = contentSource(),
) {
  return queryOptions({
    queryKey: homeKeys.latestAnnouncements(source, locale, count, category),
    queryFn: ({ signal }) => getLatestAnnouncements(source, { locale, count, category, signal }),
  });
}

export function useLatestAnnouncements(count: number, category?: AnnouncementCategory) {
  const locale = useLocale();
  return useContentQuery((source) => latestAnnouncementsQueryOptions(locale, count, category, source));
}
