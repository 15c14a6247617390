/**
 * Corporate governance (`docs/design.md` §4.6): the board and the governance documents,
 * the fetcher and its schemas. Always the bundled `governance.json`; an invalid director or
 * document is skipped and counted (`parseItems`).
 */
import * as z from 'zod/mini';
import { attachmentSchema, contentId, parseItems, parseOne, plainText, text } from '@/lib/content/schemas';
import { withSignal, type ContentSource, type LocaleQuery } from '@/lib/content/source';

/** A director's designation, as the Listing Rules name them (rule 3.10, 3.10A). */
const DIRECTOR_ROLES = ['executive', 'non-executive', 'independent-non-executive'] as const;
export type DirectorRole = (typeof DIRECTOR_ROLES)[number];

/**
 * The board committees every issuer must have (Listing Rules 3.21, 3.25, and C.3 / B.3 of the Corporate Governance
 * Code).
 */
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
  summary: z.optional(plainText),
  /** The date of the version published, `YYYY-MM-DD`. */
  updatedAt: z.iso.date(),
  document: attachmentSchema,
});
export type GovernanceDocument = z.infer<typeof governanceDocumentSchema>;

/** `governance.json`'s shape before its items are checked one by one. */
const governanceFileSchema = z.object({ directors: z.array(z.unknown()), documents: z.array(z.unknown()) });

export interface Governance {
  directors: Director[];
  documents: GovernanceDocument[];
}

/**
 * The board and the documents of `locale`.
 * @throws {ContentError} kind `invalid-response` when the file is not the two lists.
 */
export async function getGovernance(source: ContentSource, { locale, signal }: LocaleQuery): Promise<Governance> {
  const raw = parseOne(
    governanceFileSchema,
    await source.files.getJson(`${locale}/governance.json`, withSignal(signal)),
    'governance',
  );
  return {
    directors: parseItems(directorSchema, raw.directors, 'director'),
    documents: parseItems(governanceDocumentSchema, raw.documents, 'governance document'),
  };
}
