import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { AnnouncementCategory } from '@/content/announcements/categories';
import { HomeScreen, preloadHomeSections, type HomeData } from '@/features/home/home-screen';
import { GOVERNANCE_DISCLOSURE_COUNT, HOME_NEWS_COUNT } from '@/features/home/home-counts';
import { requestLocale } from '@/lib/locale/locale-path';
import { loadContent, loadIfBundled } from '@/app/route-content';

/** Loads the home page's content in the request's locale; rejects when the bundled team or timeline cannot be read. */
export async function loader({ request }: LoaderFunctionArgs): Promise<HomeData> {
  const locale = requestLocale(request);
  // The fetchers (and the schemas with them) load with the loader, not with this module: a
  // prerendered home page hydrates from its own data without downloading them (route-content.ts),
  // and loads its sections' code as they come near; a navigation here waits for all of it.
  const [{ getTeam }, { getTimeline }, { latestAnnouncementsQuery }] = await Promise.all([
    import('@/content/about/team'),
    import('@/content/about/timeline'),
    import('@/content/announcements/queries'),
    preloadHomeSections(),
  ]);
  const latest = (count: number, category?: AnnouncementCategory) =>
    loadIfBundled((source) => latestAnnouncementsQuery.read(source, { locale, count, category }));
  const [team, timeline, news, disclosures] = await Promise.all([
    loadContent(request, ['team', locale], (source) => getTeam(source, { locale })),
    loadContent(request, ['timeline', locale], (source) => getTimeline(source, { locale })),
    latest(HOME_NEWS_COUNT),
    latest(GOVERNANCE_DISCLOSURE_COUNT, 'corporate-governance'),
  ]);
  return { team, timeline, news, disclosures };
}

/** `/`: the home page. */
export function Component() {
  return <HomeScreen {...useLoaderData<HomeData>()} />;
}
