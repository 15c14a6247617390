import { lazy, Suspense, type ReactNode } from 'react';
import type { AnnouncementSummary } from '@/content/announcements/schema';
import type { AnnouncementCategory } from '@/content/announcements/categories';

// Only with a content API: the query library and the live client load with it, never on a bundled site.
const LiveLatestAnnouncements = lazy(() =>
  import('./live-latest-announcements').then((module) => ({ default: module.LiveLatestAnnouncements })),
);

export interface LatestAnnouncementsProps {
  /** The announcements from the route's loader, or `null` when they come from the live API. */
  items: readonly AnnouncementSummary[] | null;
  /** How many the live query asks for. */
  count: number;
  category?: AnnouncementCategory | undefined;
  children: (items: readonly AnnouncementSummary[]) => ReactNode;
  /** Shown while live announcements load; keep its height close to the content's. */
  placeholder: ReactNode;
}

/**
 * The newest announcements for a home block: the loader's (bundled, prerendered) when it has
 * them, else the live API's through a lazily loaded query (with its saved content, bundled
 * stand-in and failure states).
 */
export function LatestAnnouncements({ items, count, category, children, placeholder }: LatestAnnouncementsProps) {
  if (items) return <>{children(items)}</>;
  return (
    <Suspense fallback={placeholder}>
      <LiveLatestAnnouncements count={count} category={category} placeholder={placeholder}>
        {children}
      </LiveLatestAnnouncements>
    </Suspense>
  );
}
