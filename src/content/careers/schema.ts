/**
 * One open position as the content carries it (`docs/content-api.md` §3, `GET /careers`),
 * apart from the fetcher so that publishing (`src/content/registry.ts`) checks the same schema
 * without loading the app.
 */
import * as z from 'zod/mini';
import { contentCharacters, contentId, isoDateTime, text } from '@/lib/content/schemas';

/** The kinds of employment an opening offers, in the order the CMS lists them. */
const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const careerSchema = z.object({
  id: contentId,
  title: text,
  department: text,
  location: text,
  employmentType: z.enum(EMPLOYMENT_TYPES),
  postedAt: isoDateTime,
  summary: text,
  // Characters first: `z.url` drops tabs and line ends from its output without a word.
  applyUrl: z.optional(z.pipe(z.string().check(contentCharacters()), z.url({ protocol: /^https?$/ }))),
  applyEmail: z.optional(z.email()),
});
export type Career = z.infer<typeof careerSchema>;
