import { PageMeta } from '@/components/ui/page-meta';
import { SelectiveHydration } from '@/components/ui/selective-hydration';
import type { AnnouncementSummary } from '@/lib/announcements/schemas';
import { AboutSection } from './about-section';
import type { TeamMember } from './api/get-team';
import type { Timeline } from './api/get-timeline';
import { ContactSection } from './contact-section';
import { EcosystemSection } from './ecosystem-section';
import { HeroSection } from './hero-section';
import { InvestorRelationsSection } from './investor-relations-section';
import { MajorEventsSection } from './major-events-section';
import { NewsSection } from './news-section';
import { TeamSection } from './team-section';

/** What the home page renders from content; `null` announcements come from the live API on screen. */
export interface HomeData {
  team: TeamMember[];
  timeline: Timeline;
  news: AnnouncementSummary[] | null;
  disclosures: AnnouncementSummary[] | null;
}

/**
 * The home page (`docs/design.md` §4.3): every section, in the order of the navigation, each
 * hydrating on its own (`SelectiveHydration`), the hero first.
 */
export function HomeScreen({ team, timeline, news, disclosures }: HomeData) {
  return (
    <>
      <PageMeta />
      <SelectiveHydration>
        <HeroSection />
      </SelectiveHydration>
      <SelectiveHydration>
        <AboutSection />
      </SelectiveHydration>
      <SelectiveHydration>
        <TeamSection members={team} />
      </SelectiveHydration>
      <SelectiveHydration>
        <EcosystemSection />
      </SelectiveHydration>
      <SelectiveHydration>
        <NewsSection items={news} />
      </SelectiveHydration>
      <SelectiveHydration>
        <MajorEventsSection timeline={timeline} />
      </SelectiveHydration>
      <SelectiveHydration>
        <InvestorRelationsSection disclosures={disclosures} />
      </SelectiveHydration>
      <SelectiveHydration>
        <ContactSection />
      </SelectiveHydration>
    </>
  );
}
