/** The announcement categories (`docs/content-api.md` §3), and their labels' catalogue keys. */

/** The five announcement categories, in the order the filter shows them. */
export const ANNOUNCEMENT_CATEGORIES = [
  'announcement',
  'industry-policy',
  'corporate-governance',
  'information-disclosure',
  'strategic-partnership',
] as const;
export type AnnouncementCategory = (typeof ANNOUNCEMENT_CATEGORIES)[number];

/** Narrows a URL or stored value to an {@link AnnouncementCategory}. */
export function isAnnouncementCategory(value: unknown): value is AnnouncementCategory {
  return typeof value === 'string' && (ANNOUNCEMENT_CATEGORIES as readonly string[]).includes(value);
}

/** Catalogue key of each announcement category's label (`categories.*`). */
export const CATEGORY_LABEL_KEY = {
  announcement: 'categories.announcement',
  'industry-policy': 'categories.industryPolicy',
  'corporate-governance': 'categories.corporateGovernance',
  'information-disclosure': 'categories.informationDisclosure',
  'strategic-partnership': 'categories.strategicPartnership',
} as const satisfies Record<AnnouncementCategory, `categories.${string}`>;
