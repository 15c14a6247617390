/**
 * Run-time schemas for content (`docs/design.md` §6.3, `docs/content-api.md` §4), with zod/mini. Unknown fields
 * are stripped; an item that fails is skipped and counted; an envelope that fails is a bad
 * response ({@link parsePage}).
 */
import * as z from 'zod/mini';
import { site } from '@/config/site';
import { characterProblems, type LineEnds } from '@/lib/content/characters';
import { ContentError } from '@/lib/content/content-error';
import { logger } from '@/lib/log';

/**
 * A check that a string holds only characters every output (page, RSS feed, iCalendar file) can
 * carry, and no `]]>`: one issue per problem, in the words of {@link characterProblems}.
 * @param lineEnds `'any'` for Markdown, where a carriage return is a line end; `'lf'` elsewhere
 */
export function contentCharacters(lineEnds: LineEnds = 'lf') {
  return z.superRefine<string>((value, context) => {
    for (const message of characterProblems(value, lineEnds))
      context.addIssue({ code: 'custom', message, input: value });
  });
}

/** Text an editor writes, possibly empty, of the characters {@link contentCharacters} allows. */
export const plainText = z.string().check(contentCharacters());
/** {@link plainText} that is not empty once trimmed (and is trimmed). */
export const text = plainText.check(z.trim(), z.minLength(1));
/** A stable id, the same in every locale: 1–128 characters from `A–Z a–z 0–9 . _ -`. */
export const contentId = z.string().check(z.regex(/^[A-Za-z0-9._-]{1,128}$/));
/** ISO 8601 date-time with an offset, e.g. `2026-11-12T18:45:00+08:00`. */
export const isoDateTime = z.iso.datetime({ offset: true });
/**
 * A path to one of the site's own documents: `/documents/`, then `/`-separated segments of
 * `A–Z a–z 0–9 . _ -`, none of them `.` or `..` (no empty segment, no backslash, no
 * percent-encoding, so no way out of the folder however a server decodes it).
 */
const DOCUMENT_PATH = /^\/documents(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9._-]+)+$/;

/**
 * Whether `value` is an `https:` URL on a host of `site.documentHosts`, written as the URL
 * standard writes it (so no backslash, white space, `..` or `%2e` segment, user name or password
 * can make a reader see another address than the check did).
 */
function isAllowedDocumentAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.href === value &&
    url.username === '' &&
    url.password === '' &&
    site.documentHosts.includes(url.host)
  );
}

/**
 * A document (or a cover image) the site links to: a path under `/documents/` on this site
 * ({@link DOCUMENT_PATH}), e.g. `/documents/reports/annual-report-2025-en.pdf`, or an `https:`
 * URL on a host of `site.documentHosts`, e.g. a filing on HKEXnews.
 */
export const documentUrl = z
  .string()
  .check(
    z.refine(
      (value) => DOCUMENT_PATH.test(value) || isAllowedDocumentAddress(value),
      `must be a path under /documents/ (letters, digits, . _ - and /) or an https:// address on ${site.documentHosts.join(' or ')}`,
    ),
  );

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
 * An announcement's document as the site lists it: an {@link attachmentSchema} whose `url` may also
 * be any `https:` or `http:` address or site path. The build accepts only the announcement's own
 * PDFs (`/documents/announcements/…`, `vite-plugins/content/generate.ts`); a content API may serve
 * its documents from a host of its own (docs/content-api.md), and an announcement is never dropped
 * for that.
 */
export const announcementAttachmentSchema = z.extend(attachmentSchema, {
  url: z
    .string()
    .check(z.refine((value) => /^(https?:\/\/|\/(?!\/))/i.test(value), 'must be an http(s) URL or a site path')),
});

/**
 * Longest Markdown document accepted, in UTF-16 code units (`string.length`): ten times the
 * longest bundled announcement (`content/announcements/en/`, 2,492) and five times the
 * longest legal page (`content/legal/en/privacy.md`, 4,976), so no real body comes near it. The
 * bound is the parser's time: micromark needs quadratic time for some documents, such as many
 * list items that hold lists (25,000 characters of `- item` / `  - sub` take about a second on a
 * 2-core machine, 60,000 five seconds), and 5 MB of ordinary Markdown takes 13 seconds.
 */
export const MAX_MARKDOWN_LENGTH = 25_000;

/**
 * A CommonMark document no longer than {@link MAX_MARKDOWN_LENGTH}, of the characters
 * {@link contentCharacters} allows, with any line ends (CRLF from a Windows editor included).
 */
export const markdownSchema = z.string().check(z.maxLength(MAX_MARKDOWN_LENGTH), contentCharacters('any'));

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
