/**
 * Route paths, home-section anchors and the href builders every link uses. The paths come from
 * the route table (`./routes.ts`), so a path is spelled once (`docs/design.md` §4.1).
 */
import type { Locale } from './locales';
import { fillRoutePath, ROUTE_TABLE, type RouteName } from './routes';

/** Anchor ids of the home page's sections and blocks, reached by `/#id` links. */
/** Id of `<main>`, the skip link's target. */
export const MAIN_ID = 'main';

/** The site footer's `id`: where its painted markup is found before its code loads (`src/components/layout/site-footer.ts`). */
export const FOOTER_ID = 'site-footer';

export const SECTION_IDS = {
  about: 'about',
  group: 'about-group',
  partner: 'about-partner',
  strategicPartnership: 'strategic-partnership',
  team: 'team',
  ecosystem: 'ecosystem',
  lpt: 'lpt',
  apq: 'apq',
  news: 'news',
  events: 'major-events',
  investorRelations: 'investor-relations',
  governance: 'corporate-governance',
  disclosure: 'information-disclosure',
  contact: 'contact',
} as const;
export type SectionId = (typeof SECTION_IDS)[keyof typeof SECTION_IDS];

/** Each route's pattern (`/announcement/:id`) by its name, from the route table (`./routes.ts`). */
export const ROUTES = Object.fromEntries(Object.entries(ROUTE_TABLE).map(([name, route]) => [name, route.path])) as {
  readonly [Name in RouteName]: (typeof ROUTE_TABLE)[Name]['path'];
};

/** Href builders. */
export const paths = {
  home: () => ROUTES.home,
  section: (id: SectionId) => `/#${id}`,
  careers: () => ROUTES.careers,
  /**
   * The announcement archive, with `search` as its query string when it has any parameter;
   * `archivePath` (`src/content/announcements/archive-filter.ts`) writes a filter's.
   */
  announcements: (search?: URLSearchParams) => {
    const query = search?.toString();
    return query ? `${ROUTES.announcements}?${query}` : ROUTES.announcements;
  },
  announcement: (id: string) => fillRoutePath(ROUTES.announcement, id),
  privacy: () => ROUTES.privacy,
  terms: () => ROUTES.terms,
  reports: () => ROUTES.reports,
  governance: () => ROUTES.governance,
  calendar: () => ROUTES.calendar,
  financialHighlights: () => ROUTES.financialHighlights,
  shareholders: () => ROUTES.shareholders,
  investors: () => ROUTES.investors,
  search: () => ROUTES.search,
} as const;

/**
 * Files made from the bundled content at build time (`src/server/site-files.ts`), one set per
 * locale. They are site files, not screens: no locale prefix, and links to them are plain
 * (`classifyHref` kind `file`).
 */
export const filePaths = {
  /** RSS 2.0 feed of the announcements. */
  announcementFeed: (locale: Locale) => `/feeds/${locale}/announcements.xml`,
  /** The whole financial calendar, as one iCalendar file to import or subscribe to. */
  calendar: (locale: Locale) => `/calendar/${locale}/financial-calendar.ics`,
  /** One calendar event, as an iCalendar file ("add to calendar"). */
  calendarEvent: (locale: Locale, id: string) => `/calendar/${locale}/${encodeURIComponent(id)}.ics`,
  financialHighlightsCsv: (locale: Locale) => `/downloads/${locale}/financial-highlights.csv`,
} as const;
