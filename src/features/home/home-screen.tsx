import { PageMeta } from '@/components/ui/page-meta';
import { deferredPart } from '@/components/ui/deferred-part';
import { SelectiveHydration } from '@/components/ui/selective-hydration';
import { SECTION_IDS } from '@/config/paths';
import type { AnnouncementSummary } from '@/content/announcements/schema';
import type { TeamMember } from '@/content/about/team';
import type { Timeline } from '@/content/about/timeline';
import { HeroSection } from './hero-section';

/** What the home page renders from content; `null` announcements come from the live API on screen. */
export interface HomeData {
  team: TeamMember[];
  timeline: Timeline;
  news: AnnouncementSummary[] | null;
  disclosures: AnnouncementSummary[] | null;
}

// The sections below the hero load, and hydrate, as the visitor comes near them.
const About = deferredPart(SECTION_IDS.about, () => import('./about-section').then((module) => module.AboutSection));
const Team = deferredPart(SECTION_IDS.team, () => import('./team-section').then((module) => module.TeamSection));
const Ecosystem = deferredPart(SECTION_IDS.ecosystem, () =>
  import('./ecosystem-section').then((module) => module.EcosystemSection),
);
const News = deferredPart(SECTION_IDS.news, () => import('./news-section').then((module) => module.NewsSection));
const MajorEvents = deferredPart(SECTION_IDS.events, () =>
  import('./major-events-section').then((module) => module.MajorEventsSection),
);
const InvestorRelations = deferredPart(SECTION_IDS.investorRelations, () =>
  import('./investor-relations-section').then((module) => module.InvestorRelationsSection),
);
const Contact = deferredPart(SECTION_IDS.contact, () =>
  import('./contact-section').then((module) => module.ContactSection),
);

/**
 * Loads the code of every home section, so the home page renders whole: the route's loader awaits
 * it before a navigation to the page commits (and before the prerender renders it).
 * @returns resolves once all have loaded; rejects as a failed dynamic import does.
 */
export async function preloadHomeSections(): Promise<void> {
  await Promise.all(
    [About, Team, Ecosystem, News, MajorEvents, InvestorRelations, Contact].map((part) => part.preload()),
  );
}

/**
 * The home page (`docs/design.md` §4.3): every section, in the order of the navigation, each
 * hydrating on its own, the hero first (`SelectiveHydration`); on a prerendered page the sections
 * below the hero load and hydrate only as the visitor comes near them (`deferredPart`).
 */
export function HomeScreen({ team, timeline, news, disclosures }: HomeData) {
  return (
    <>
      <PageMeta />
      <SelectiveHydration>
        <HeroSection />
      </SelectiveHydration>
      <About.Component />
      <Team.Component members={team} />
      <Ecosystem.Component />
      <News.Component items={news} />
      <MajorEvents.Component timeline={timeline} />
      <InvestorRelations.Component disclosures={disclosures} />
      <Contact.Component />
    </>
  );
}
