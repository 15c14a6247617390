/**
 * The legal pages (DESIGN.md, "Legal pages"): one Markdown document per page and locale, always
 * the bundled `privacy.md` and `terms.md`.
 */
import { withSignal, type ContentSource, type LocaleQuery } from '@/lib/content-source';

/** The legal pages, each one Markdown document per locale. */
export type LegalPage = 'privacy' | 'terms';

/** The Markdown of `page` in `locale`. @throws {ContentError} as the source reports it. */
export function getLegalPage(
  source: ContentSource,
  { page, locale, signal }: LocaleQuery & { page: LegalPage },
): Promise<string> {
  return source.files.getText(`${locale}/${page}.md`, withSignal(signal));
}
