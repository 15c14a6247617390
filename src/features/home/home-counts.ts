/**
 * How many announcements the home page's sections list: the route's loader asks the content for
 * this many, and the sections render them (`docs/design.md` §4.3).
 */

/** The news section's latest announcements. */
export const HOME_NEWS_COUNT = 3;

/** The investor-relations section's corporate-governance disclosures. */
export const GOVERNANCE_DISCLOSURE_COUNT = 3;
