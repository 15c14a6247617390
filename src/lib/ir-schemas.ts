/**
 * The investor-relations content beyond announcements, bundled per locale under
 * `public/content/<locale>/`: financial reports (`reports.json`), corporate governance
 * (`governance.json`) and the financial calendar (`calendar.json`). Validated like every other
 * content: an item that fails is skipped and counted in a debug log (`parseItems`).
 */
import * as z from 'zod/mini';
import { attachmentSchema, contentId, documentUrl, isoDateTime, text } from '@/lib/content-schemas';

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

/** A director's designation, as the Listing Rules name them (rule 3.10, 3.10A). */
export const DIRECTOR_ROLES = ['executive', 'non-executive', 'independent-non-executive'] as const;
export type DirectorRole = (typeof DIRECTOR_ROLES)[number];

/** The board committees every issuer must have (Listing Rules 3.21, 3.25, and C.3 / B.3 of the Corporate Governance Code). */
export const COMMITTEES = ['audit', 'remuneration', 'nomination'] as const;
export type Committee = (typeof COMMITTEES)[number];

const membership = z.optional(z.enum(['chair', 'member']));

export const directorSchema = z.object({
  id: contentId,
  name: text,
  role: z.enum(DIRECTOR_ROLES),
  /** The director's title as the board list states it ("Chairman and Executive Director"). */
  position: text,
  /** Committees the director sits on; absent when none. */
  committees: z.optional(z.object({ audit: membership, remuneration: membership, nomination: membership })),
});
export type Director = z.infer<typeof directorSchema>;

/** The governance page's sections, in the order they are shown. */
export const GOVERNANCE_SECTIONS = [
  'board',
  'committees',
  'shareholders',
  'constitution',
  'communications',
  'policies',
] as const;
export type GovernanceSection = (typeof GOVERNANCE_SECTIONS)[number];

export const governanceDocumentSchema = z.object({
  id: contentId,
  section: z.enum(GOVERNANCE_SECTIONS),
  title: text,
  summary: z.optional(z.string()),
  /** The date of the version published, `YYYY-MM-DD`. */
  updatedAt: z.iso.date(),
  document: attachmentSchema,
});
export type GovernanceDocument = z.infer<typeof governanceDocumentSchema>;

/** `governance.json`'s shape before its items are checked one by one. */
export const governanceFileSchema = z.object({ directors: z.array(z.unknown()), documents: z.array(z.unknown()) });

export interface Governance {
  directors: Director[];
  documents: GovernanceDocument[];
}

/** Kinds of events in the financial calendar. */
export const CALENDAR_KINDS = ['results', 'agm', 'book-closure', 'dividend', 'board-meeting'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

const calendarBase = {
  id: contentId,
  kind: z.enum(CALENDAR_KINDS),
  title: text,
  location: z.optional(z.string()),
  description: z.optional(z.string()),
  /** The date is expected, not fixed yet (a board sets it, then announces it). */
  tentative: z.optional(z.boolean()),
};

/**
 * One event: at a time (`startsAt`, optional `endsAt`, ISO 8601 with offset) or over whole days
 * (`allDay: true`, `startsAt` and `endsAt` as `YYYY-MM-DD` in Hong Kong, `endsAt` the last day,
 * inclusive, as a book closure is stated).
 */
export const calendarEventSchema = z.union([
  z.object({
    ...calendarBase,
    allDay: z.optional(z.literal(false)),
    startsAt: isoDateTime,
    endsAt: z.optional(isoDateTime),
  }),
  z.object({ ...calendarBase, allDay: z.literal(true), startsAt: z.iso.date(), endsAt: z.optional(z.iso.date()) }),
]);
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
