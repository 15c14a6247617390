/**
 * Shareholder information (`docs/design.md` §4.6): the dividend history, the share registrar and the shareholder
 * documents (general meeting circulars, notices and proxy forms; results presentations), the
 * fetcher and its schema. Always the bundled `shareholder-information.json`; a dividend or document
 * that fails its schema is skipped and counted (`parseItems`), the registrar is required.
 */
import * as z from 'zod/mini';
import {
  attachmentSchema,
  contentCharacters,
  contentId,
  isoDateTime,
  parseItems,
  parseOne,
  text,
} from '@/lib/content/schemas';
import { withSignal, type ContentSource, type LocaleQuery } from '@/lib/content/source';

/** The kinds of dividend a Hong Kong issuer declares. */
const DIVIDEND_KINDS = ['interim', 'final', 'special'] as const;

export const dividendSchema = z.object({
  id: contentId,
  /** The financial year the dividend is for. */
  financialYear: z.number().check(z.int(), z.gte(1990), z.lte(2100)),
  kind: z.enum(DIVIDEND_KINDS),
  /** HK cents per share. */
  amountCents: z.number().check(z.gt(0)),
  /** The announcement that declared or recommended it. */
  announcementId: contentId,
  /** The first day the shares trade without it, `YYYY-MM-DD`. */
  exDate: z.iso.date(),
  /** The record date, `YYYY-MM-DD`. */
  recordDate: z.iso.date(),
  /** The closure of the register of members for it, both days inclusive, when there is one. */
  bookClosure: z.optional(z.object({ from: z.iso.date(), to: z.iso.date() })),
  paymentDate: z.iso.date(),
  /** `proposed` until shareholders approve a final dividend, `paid` once paid. */
  status: z.enum(['proposed', 'paid']),
});
export type Dividend = z.infer<typeof dividendSchema>;

export const registrarSchema = z.object({
  name: text,
  address: text,
  /** E.164-style, `+852 2598 3100`. */
  phone: z.string().check(z.regex(/^\+[0-9 ]{7,20}$/)),
  email: z.email(),
  // Characters first: `z.url` drops tabs and line ends from its output without a word.
  website: z.pipe(z.string().check(contentCharacters()), z.url({ protocol: /^https$/ })),
  hours: text,
});
export type Registrar = z.infer<typeof registrarSchema>;

/** The documents a shareholder is sent or may want, by the name Hong Kong practice gives them. */
const SHAREHOLDER_DOCUMENT_KINDS = ['agm-circular', 'notice-of-agm', 'proxy-form', 'results-presentation'] as const;

export const shareholderDocumentSchema = z.object({
  id: contentId,
  kind: z.enum(SHAREHOLDER_DOCUMENT_KINDS),
  title: text,
  publishedAt: isoDateTime,
  /** The general meeting it is for, as the financial calendar names it (`2026-agm`). */
  meetingId: z.optional(z.string().check(z.regex(/^\d{4}-agm$/))),
  /** The announcement it goes with (a results presentation's results announcement). */
  announcementId: z.optional(contentId),
  /** The file in each language it is published in, each saying its `language`. */
  attachments: z.array(attachmentSchema).check(z.minLength(1)),
});
export type ShareholderDocument = z.infer<typeof shareholderDocumentSchema>;

const fileSchema = z.object({
  registrar: registrarSchema,
  dividendNote: text,
  dividends: z.array(z.unknown()),
  documents: z.optional(z.array(z.unknown())),
});

export interface ShareholderInformation {
  registrar: Registrar;
  /** What the dividend table's amounts and dates are, in the file's language. */
  dividendNote: string;
  /** Newest first (by payment date). */
  dividends: Dividend[];
  /** Newest first (by publication). */
  documents: ShareholderDocument[];
}

/**
 * The shareholder information of `locale`.
 * @throws {ContentError} kind `invalid-response` when the file or its registrar is malformed.
 */
export async function getShareholderInformation(
  source: ContentSource,
  { locale, signal }: LocaleQuery,
): Promise<ShareholderInformation> {
  const raw = parseOne(
    fileSchema,
    await source.files.getJson(`${locale}/shareholder-information.json`, withSignal(signal)),
    'shareholder information',
  );
  const dividends = parseItems(dividendSchema, raw.dividends, 'dividend').sort((a, b) =>
    b.paymentDate.localeCompare(a.paymentDate),
  );
  const documents = parseItems(shareholderDocumentSchema, raw.documents ?? [], 'shareholder document').sort(
    (a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt),
  );
  return { registrar: raw.registrar, dividendNote: raw.dividendNote, dividends, documents };
}
