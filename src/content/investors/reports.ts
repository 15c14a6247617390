/**
 * Financial reports (`docs/design.md` §4.6): the fetcher and its schema. Always the bundled
 * `reports.json`, published with a release; an invalid entry is skipped and counted (`parseItems`).
 */
import * as z from 'zod/mini';
import { attachmentSchema, contentId, documentUrl, isoDateTime, text } from '@/lib/content/schemas';
import type { ContentSource, LocaleQuery } from '@/lib/content/source';

/** Annual and interim reports, and the ESG report published with the annual one (HKEX Listing Rules, Appendix C2). */
export const REPORT_KINDS = ['annual', 'interim', 'esg'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const reportSchema = z.object({
  id: contentId,
  kind: z.enum(REPORT_KINDS),
  title: text,
  /** The financial year covered, `YYYY`. */
  period: z.string().check(z.regex(/^\d{4}$/)),
  publishedAt: isoDateTime,
  /** The cover image: a site path or an absolute http(s) URL. */
  cover: z.optional(documentUrl),
  document: attachmentSchema,
});
export type Report = z.infer<typeof reportSchema>;

/** The reports of `locale`, newest first. */
export function getReports(source: ContentSource, { locale, signal }: LocaleQuery): Promise<Report[]> {
  return source.readList(`${locale}/reports.json`, reportSchema, 'report', signal);
}
