import type { ReactNode } from 'react';

export interface HomeSectionProps {
  /** The section's anchor id (`SECTION_IDS` in `src/config/paths.ts`), the target of `/#id` links. */
  id: string;
  /** Prefix of the heading's id (`team` → `team-title`), which names the section. */
  name: string;
  title: string;
  /** The line under the title, if any. */
  lead?: string;
  /** The tinted background, which alternates down the page (`docs/design.md` §4.3). */
  alt?: boolean;
  children: ReactNode;
}

/**
 * One section of the home page: a landmark named by its `<h2>`, the lead, then `children`, in
 * the page column. The home page's counterpart of `PageSection`, which frames a screen of its own.
 */
export function HomeSection({ id, name, title, lead, alt = false, children }: HomeSectionProps) {
  const titleId = `${name}-title`;
  return (
    <section id={id} className={alt ? 'section section-alt' : 'section'} aria-labelledby={titleId}>
      <div className="container">
        <h2 id={titleId} className="section-title">
          {title}
        </h2>
        {lead === undefined ? null : <p className="section-lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
