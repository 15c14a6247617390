import type { ReactNode } from 'react';
import { ContentQueryProvider } from '@/components/ui/content-query-provider';
import { QueryState } from '@/components/ui/query-state';
import type { AnnouncementSummary } from '@/content/announcements/schema';
import type { AnnouncementCategory } from '@/content/announcements/categories';
import { useLatestAnnouncements } from '@/content/announcements/hooks';

interface LiveLatestAnnouncementsProps {
  count: number;
  category: AnnouncementCategory | undefined;
  children: (items: readonly AnnouncementSummary[]) => ReactNode;
  placeholder: ReactNode;
}

function LiveList({ count, category, children, placeholder }: LiveLatestAnnouncementsProps) {
  const query = useLatestAnnouncements(count, category);
  return (
    <QueryState query={query} placeholder={placeholder}>
      {children}
    </QueryState>
  );
}

/** The newest `count` announcements from the live content API (see `LatestAnnouncements`). */
export function LiveLatestAnnouncements(props: LiveLatestAnnouncementsProps) {
  return (
    <ContentQueryProvider>
      <LiveList {...props} />
    </ContentQueryProvider>
  );
}
