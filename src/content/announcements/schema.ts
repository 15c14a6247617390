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
