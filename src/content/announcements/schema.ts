/**
 * The announcements' run-time schemas (`docs/content-api.md` §3–4): a list entry and one
 * announcement with its body, built from the shared content schemas (`src/lib/content/schemas.ts`).
 */
import * as z from 'zod/mini';
import {
  announcementAttachmentSchema,
  contentId,
  isoDateTime,
  markdownSchema,
  plainText,
  text,
} from '@/lib/content/schemas';
import { ANNOUNCEMENT_CATEGORIES } from './categories';

export const announcementSummarySchema = z.object({
  id: contentId,
  title: text,
  category: z.enum(ANNOUNCEMENT_CATEGORIES),
  publishedAt: isoDateTime,
  summary: z.optional(plainText),
  attachments: z.optional(z.array(announcementAttachmentSchema)),
});
export type AnnouncementSummary = z.infer<typeof announcementSummarySchema>;

export const announcementSchema = z.extend(announcementSummarySchema, { body: markdownSchema });
/** One announcement with its CommonMark body. */
export type Announcement = z.infer<typeof announcementSchema>;

/** A filing's PDF as the CMS uploads it: the build also checks it is in the filings' folder. */
const filingPdf = z.optional(z.string().check(z.regex(/\.pdf$/)));

/**
 * An announcement in one locale as the CMS writes it (`content/announcements/<locale>/<id>.md`:
 * front matter, then `body`), which the build makes the site's summary and page of
 * (`announcementSummary` in `src/lib/content/entry-files.ts`): its filings come from the two PDF
 * fields, named by `filingTitle`. The CMS's fields are made from it (`src/content/cms/collections.ts`).
 */
export const announcementEntrySchema = z.extend(
  z.pick(announcementSummarySchema, { id: true, title: true, category: true, publishedAt: true, summary: true }),
  { filingTitle: z.optional(plainText), filingEnglish: filingPdf, filingChinese: filingPdf, body: markdownSchema },
);
