import type { ReactNode } from 'react';
import { PageMeta } from './page-meta';

export interface PageSectionProps {
  /** Prefix of the heading's id (`reports` → `reports-title`), which names the section. */
  id: string;
  /** The screen's name: its `<h1>` and its document title. */
  title: string;
  /** The line under the title, if any. */
  lead?: string;
  /** The page's meta description; omitted gives the site's default. */
  description?: string;
  /** `false` for a screen search engines should not index (the site search: its results are other pages). */
  indexable?: boolean;
  children: ReactNode;
}

/**
 * A screen of its own: the page's head (`PageMeta`), a section landmark named by its `<h1>`, the
 * lead, then `children`.
 */
export function PageSection({ id, title, lead, description, indexable = true, children }: PageSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section className="page container" aria-labelledby={titleId}>
      <PageMeta page={title} indexable={indexable} {...(description === undefined ? {} : { description })} />
      <h1 id={titleId} className="page-title">
        {title}
      </h1>
      {lead === undefined ? null : <p className="page-lead">{lead}</p>}
      {children}
    </section>
  );
}
