/**
 * Run-time schemas for content (`docs/design.md` §6.3, `docs/content-api.md` §4), with zod/mini. Unknown fields
 * are stripped; an item that fails is skipped and counted; an envelope that fails is a bad
 * response ({@link parsePage}).
 */
import * as z from 'zod/mini';
import { ContentError } from '@/lib/content/content-error';
import { logger } from '@/lib/log';

/** Text that is not empty once trimmed. */
export const text = z.string().check(z.trim(), z.minLength(1));
/** A stable id, the same in every locale: 1–128 characters from `A–Z a–z 0–9 . _ -`. */
export const contentId = z.string().check(z.regex(/^[A-Za-z0-9._-]{1,128}$/));
/** ISO 8601 date-time with an offset, e.g. `2026-11-12T18:45:00+08:00`. */
export const isoDateTime = z.iso.datetime({ offset: true });
/** A link the site may render: absolute http(s), or a root-relative path on this site. */
export const documentUrl = z
  .string()
  .check(z.refine((value) => /^(https?:\/\/|\/(?!\/))/i.test(value), 'must be an http(s) URL or a site path'));

/**
 * The languages a document is published in, as BCP 47 tags (RFC 5646): a Hong Kong issuer files in
 * English and Traditional Chinese (HKEX Listing Rules, rule 2.07C), some also in Simplified Chinese.
 */
const DOCUMENT_LANGUAGES = ['en', 'zh-Hant', 'zh-Hans'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

export const attachmentSchema = z.object({
  title: text,
  url: documentUrl,
  sizeBytes: z.optional(z.int().check(z.nonnegative())),
  /** The document's own language, which may differ from the page's (an English filing on a Chinese page). */
  language: z.optional(z.enum(DOCUMENT_LANGUAGES)),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/**
 * Longest Markdown document accepted, in UTF-16 code units (`string.length`): ten times the
 * longest bundled announcement (`content/announcements/en/`, 2,492) and five times the
 * longest legal page (`content/legal/en/privacy.md`, 4,976), so no real body comes near it. The
 * bound is the parser's time: micromark needs quadratic time for some documents, such as many
 * list items that hold lists (25,000 characters of `- item` / `  - sub` take about a second on a
 * 2-core machine, 60,000 five seconds), and 5 MB of ordinary Markdown takes 13 seconds.
 */
export const MAX_MARKDOWN_LENGTH = 25_000;

/** A CommonMark document no longer than {@link MAX_MARKDOWN_LENGTH}. */
export const markdownSchema = z.string().check(z.maxLength(MAX_MARKDOWN_LENGTH));

/** One page of a list, as the API returns it. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

const envelopeSchema = z.object({
  items: z.array(z.unknown()),
  page: z.int().check(z.positive()),
  pageSize: z.int().check(z.positive()),
  total: z.int().check(z.nonnegative()),
});

/**
 * Keeps the items of `raw` that pass `schema`; logs (debug) how many were skipped and why.
 * Never throws.
 */
export function parseItems<T>(schema: z.ZodMiniType<T>, raw: readonly unknown[], what: string): T[] {
  const items: T[] = [];
  let skipped = 0;
  for (const candidate of raw) {
    const result = schema.safeParse(candidate);
    if (result.success) items.push(result.data);
    else {
      skipped += 1;
      logger.debug(`Skipped an invalid ${what}`, z.prettifyError(result.error));
    }
  }
  if (skipped > 0) logger.debug(`Skipped ${skipped} of ${raw.length} ${what} item(s)`);
  return items;
}

/**
 * Validates a list envelope and its items.
 * @throws {ContentError} kind `invalid-response` when the envelope itself is malformed.
 */
export function parsePage<T>(schema: z.ZodMiniType<T>, raw: unknown, what: string): Page<T> {
  const envelope = envelopeSchema.safeParse(raw);
  if (!envelope.success) {
    throw new ContentError('invalid-response', `Malformed ${what} page: ${z.prettifyError(envelope.error)}`);
  }
  const { items, page, pageSize, total } = envelope.data;
  return { items: parseItems(schema, items, what), page, pageSize, total };
}

/**
 * Validates one object.
 * @throws {ContentError} kind `invalid-response` when it fails.
 */
export function parseOne<T>(schema: z.ZodMiniType<T>, raw: unknown, what: string): T {
  const result = schema.safeParse(raw);
  if (!result.success) {
    throw new ContentError('invalid-response', `Malformed ${what}: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}

/**
 * Whether a list with this last page has more to load (`docs/content-api.md` §3: `page × pageSize ≥ total` or an empty page ends
 * it).
 */
export function hasNextPage(last: Pick<Page<unknown>, 'items' | 'page' | 'pageSize' | 'total'>): boolean {
  return last.items.length > 0 && last.page * last.pageSize < last.total;
}
