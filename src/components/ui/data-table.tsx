import type { ReactNode } from 'react';
import styles from './data-table.module.css';

export interface DataTableProps {
  /** Id of the heading that names the table's region. */
  labelledBy: string;
  /** The table's caption, for screen readers (the heading shows it to everyone). */
  caption: string;
  /** Class of the scrolling region (to hide it where a screen shows the facts another way). */
  className?: string;
  /** Class of the `<table>`, for a table's own columns. */
  tableClassName?: string;
  /** The table's `<thead>` and `<tbody>`. */
  children: ReactNode;
}

/**
 * A table of facts in the site's table style, in a region that scrolls sideways when the table is
 * wider than the screen. The region takes focus, or a keyboard could not scroll it (WCAG 2.1.1;
 * axe's scrollable-region-focusable), and is named by the heading above it.
 */
export function DataTable({ labelledBy, caption, className, tableClassName, children }: DataTableProps) {
  return (
    <div
      className={className ? `${styles.scroller} ${className}` : styles.scroller}
      role="region"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (see above)
      tabIndex={0}
    >
      <table className={tableClassName ? `${styles.table} ${tableClassName}` : styles.table}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/**
 * Classes of a {@link TableSection}'s parts. A screen's CSS module with `.section`, `.scroller`
 * and `.table` rules can be passed as it is.
 */
interface TableSectionClasses {
  /** The `<section>` (its spacing on the screen). */
  readonly section?: string;
  /** The scrolling region. */
  readonly scroller?: string;
  /** The `<table>`, for a table's own columns. */
  readonly table?: string;
}

export interface TableSectionProps {
  /** The section's `id`, where a screen needs one (a static part's, `deferred-part.tsx`). */
  id?: string;
  /** Id of the section's heading, which names the section and the table's region. */
  titleId: string;
  /** The heading shown above the table (a `.part-title` `<h2>`). */
  title: string;
  /** The table's caption, for screen readers. */
  caption: string;
  classes?: TableSectionClasses;
  /** The table's `<thead>` and `<tbody>`. */
  table: ReactNode;
  /** What follows the table in its section (a note, the same facts as cards for phones). */
  children?: ReactNode;
}

/**
 * A part of a screen that is one {@link DataTable} under its own heading: a `<section>` named by
 * the heading, which also names the table's scrolling region.
 */
export function TableSection({ id, titleId, title, caption, classes = {}, table, children }: TableSectionProps) {
  return (
    <section id={id} className={classes.section} aria-labelledby={titleId}>
      <h2 id={titleId} className="part-title">
        {title}
      </h2>
      <DataTable labelledBy={titleId} caption={caption} className={classes.scroller} tableClassName={classes.table}>
        {table}
      </DataTable>
      {children}
    </section>
  );
}
