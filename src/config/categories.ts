/** Catalogue key of each announcement category's label (`categories.*`). */
import type { AnnouncementCategory } from '@/lib/content-schemas';

export const CATEGORY_LABEL_KEY = {
  announcement: 'categories.announcement',
  'industry-policy': 'categories.industryPolicy',
  'corporate-governance': 'categories.corporateGovernance',
  'information-disclosure': 'categories.informationDisclosure',
  'strategic-partnership': 'categories.strategicPartnership',
} as const satisfies Record<AnnouncementCategory, `categories.${string}`>;
