/**
 * The legal pages (`docs/design.md` §4.7): one Markdown document per page and locale, always
 * the bundled `privacy.md` and `terms.md`.
 */
import { markdownSchema, parseOne } from '@/lib/content/schemas';
import { withSignal, type ContentSource, type LocaleQuery } from '@/lib/content/source';

/** The legal pages, each one Markdown document per locale. */
export type LegalPage = 'privacy' | 'terms';

/**
 * The Markdown of `page` in `locale`.
 * @throws {ContentError} as the source reports it, or kind `invalid-response` for a document
 * longer than the renderer takes (`MAX_MARKDOWN_LENGTH`).
 */
export async function getLegalPage(
  source: ContentSource,
  { page, locale, signal }: LocaleQuery & { page: LegalPage },
): Promise<string> {
  const markdown = await source.files.getText(`${locale}/${page}.md`, withSignal(signal));
  return parseOne(markdownSchema, markdown, 'legal page');
}
