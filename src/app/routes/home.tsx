import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { AboutSection } from '@/features/home/about-section';
import { ContactSection } from '@/features/home/contact-section';
import { EcosystemSection } from '@/features/home/ecosystem-section';
import { HeroSection } from '@/features/home/hero-section';
import { GOVERNANCE_DISCLOSURE_COUNT, InvestorRelationsSection } from '@/features/home/investor-relations-section';
import { MajorEventsSection } from '@/features/home/major-events-section';
import { HOME_NEWS_COUNT, NewsSection } from '@/features/home/news-section';
import { TeamSection } from '@/features/home/team-section';
import type { AnnouncementCategory } from '@/config/categories';
import type { TeamMember } from '@/features/home/api/get-team';
import type { Timeline } from '@/features/home/api/get-timeline';
import type { AnnouncementSummary } from '@/lib/content-schemas';
import { requestLocale } from '@/lib/locale-path';
import { loadBundled, loadIfBundled } from '@/app/route-content';

/** What the home page renders from content; `null` announcements come from the live API on screen. */
export interface HomeData {
  team: TeamMember[];
  timeline: Timeline;
  news: AnnouncementSummary[] | null;
  disclosures: AnnouncementSummary[] | null;
}

/** Loads the home page's content in the request's locale; rejects when the bundled team or timeline cannot be read. */
export async function homeLoader({ request }: LoaderFunctionArgs): Promise<HomeData> {
  const locale = requestLocale(request);
  // The fetchers (and the schemas with them) load with the loader, not with this module: a
  // prerendered home page hydrates from its own data without downloading them (route-content.ts).
  const [{ getTeam }, { getTimeline }, { getLatestAnnouncements }] = await Promise.all([
    import('@/features/home/api/get-team'),
    import('@/features/home/api/get-timeline'),
    import('@/features/home/api/get-latest-announcements'),
  ]);
  const latest = (count: number, category?: AnnouncementCategory) =>
    loadIfBundled((source) => getLatestAnnouncements(source, { locale, count, category }));
  const [team, timeline, news, disclosures] = await Promise.all([
    loadBundled((source) => getTeam(source, { locale })),
    loadBundled((source) => getTimeline(source, { locale })),
    latest(HOME_NEWS_COUNT),
    latest(GOVERNANCE_DISCLOSURE_COUNT, 'corporate-governance'),
  ]);
  return { team, timeline, news, disclosures };
}

/** `/`: every home section, in the order of the navigation. */
export function HomeRoute() {
  const { team, timeline, news, disclosures } = useLoaderData<HomeData>();
  return (
    <>
      <PageMeta />
      <HeroSection />
      <AboutSection />
      <TeamSection members={team} />
      <EcosystemSection />
      <NewsSection items={news} />
      <MajorEventsSection timeline={timeline} />
      <InvestorRelationsSection disclosures={disclosures} />
      <ContactSection />
    </>
  );
}
