/**
 * The navigation (`docs/design.md` §4.4): Home, About Us, Claim, Team, Ecosystem, News,
 * Investor Relations, Careers, Contact Us (Language is the locale control), with the sub-items
 * Strategic Partnership, Announcement, Industry Policies, Corporate Governance and Information
 * Disclosure under the item they belong to; Investor Relations also holds the Investor Centre,
 * Financial Reports, Financial Highlights, Shareholder Information and Financial Calendar.
 */
import { paths, SECTION_IDS } from '@/config/paths';
import { archivePath } from '@/content/announcements/archive-filter';
import { site } from '@/config/site';

/** A catalogue key under `nav.`. */
type NavLabelKey =
  | 'home'
  | 'aboutUs'
  | 'claim'
  | 'team'
  | 'ecosystem'
  | 'news'
  | 'investorRelations'
  | 'careers'
  | 'contactUs'
  | 'strategicPartnership'
  | 'announcement'
  | 'industryPolicies'
  | 'corporateGovernance'
  | 'informationDisclosure'
  | 'financialReports'
  | 'financialHighlights'
  | 'shareholderInformation'
  | 'financialCalendar'
  | 'investorCentre';

export interface NavItem {
  readonly label: NavLabelKey;
  /** Same-site path (`/#team`, `/careers`) or an absolute external URL. */
  readonly href: string;
  readonly children?: readonly NavItem[];
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'home', href: paths.home() },
  {
    label: 'aboutUs',
    href: paths.section(SECTION_IDS.about),
    children: [{ label: 'strategicPartnership', href: paths.section(SECTION_IDS.strategicPartnership) }],
  },
  { label: 'claim', href: site.claimUrl },
  { label: 'team', href: paths.section(SECTION_IDS.team) },
  { label: 'ecosystem', href: paths.section(SECTION_IDS.ecosystem) },
  {
    label: 'news',
    href: paths.section(SECTION_IDS.news),
    children: [
      { label: 'announcement', href: paths.announcements() },
      { label: 'industryPolicies', href: archivePath({ category: 'industry-policy' }) },
    ],
  },
  {
    label: 'investorRelations',
    href: paths.section(SECTION_IDS.investorRelations),
    children: [
      { label: 'investorCentre', href: paths.investors() },
      { label: 'financialReports', href: paths.reports() },
      { label: 'financialHighlights', href: paths.financialHighlights() },
      { label: 'shareholderInformation', href: paths.shareholders() },
      { label: 'corporateGovernance', href: paths.governance() },
      { label: 'financialCalendar', href: paths.calendar() },
      { label: 'informationDisclosure', href: archivePath({ category: 'information-disclosure' }) },
    ],
  },
  { label: 'careers', href: paths.careers() },
  { label: 'contactUs', href: paths.section(SECTION_IDS.contact) },
];
