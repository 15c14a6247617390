import { AboutSection } from '@/features/home/about-section';
import { ContactSection } from '@/features/home/contact-section';
import { EcosystemSection } from '@/features/home/ecosystem-section';
import { HeroSection } from '@/features/home/hero-section';
import { InvestorRelationsSection } from '@/features/home/investor-relations-section';
import { MajorEventsSection } from '@/features/home/major-events-section';
import { NewsSection } from '@/features/home/news-section';
import { TeamSection } from '@/features/home/team-section';
import { PageMeta } from '@/components/ui/page-meta';

/** `/`: every home section, in the order of the navigation. */
export function HomeRoute() {
  return (
    <>
      <PageMeta />
      <HeroSection />
      <AboutSection />
      <TeamSection />
      <EcosystemSection />
      <NewsSection />
      <MajorEventsSection />
      <InvestorRelationsSection />
      <ContactSection />
    </>
  );
}
