/**
 * The announcements' query keys, in one place (TanStack Query's key factory pattern,
 * https://tkdodo.eu/blog/effective-react-query-keys): every key is `contentKey`'s, so live and
 * bundled copies never overwrite each other, and each level is a prefix of the next.
 */
import type { ArchiveFilter } from './archive-filter';
import type { AnnouncementCategory } from './categories';
import type { Locale } from '@/config/locales';
import type { ContentSource } from '@/lib/content/source';
import { contentKey } from '@/lib/content/query-client';

type Source = Pick<ContentSource, 'kind'>;

export const announcementKeys = {
  /** Every archive list in `locale`, whatever the filter. */
  lists: (source: Source, locale: Locale) => contentKey(source, 'announcements', 'list', locale),
  /** The archive under `filter`. */
  list: (source: Source, locale: Locale, { category, year, q }: ArchiveFilter) =>
    [...announcementKeys.lists(source, locale), category ?? 'all', year ?? 'all', q ?? ''] as const,
  /** The newest `count` announcements, of one category or all (the home page's blocks). */
  latest: (source: Source, locale: Locale, count: number, category: AnnouncementCategory | undefined) =>
    contentKey(source, 'announcements', 'latest', locale, category ?? 'all', count),
  /** Announcement `id` with its body. */
  detail: (source: Source, locale: Locale, id: string) => contentKey(source, 'announcements', 'detail', locale, id),
};
