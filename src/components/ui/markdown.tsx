/**
 * Markdown from content (announcement bodies, legal pages) rendered as React elements: CommonMark
 * is parsed to an mdast syntax tree by mdast-util-from-markdown
 * (https://github.com/syntax-tree/mdast-util-from-markdown, no extensions: no GFM tables, task
 * lists or strikethrough), and each node of the tree (mdast spec:
 * https://github.com/syntax-tree/mdast) becomes an element here.
 *
 * Nothing here is ever read as HTML: raw HTML in the Markdown (`html` nodes) becomes text, which
 * React escapes like any other. Links are `SmartLink`s, so the site's link rule lives in that
 * component only. Rendering is pure, so the server's markup and the browser's first render agree;
 * what only the browser knows (its origin, kiosk mode) is `SmartLink`'s to reconcile after
 * hydration.
 */
import { Fragment, useMemo, type ReactNode } from 'react';
import type { Definition, Heading, List, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { EXTERNAL_SCHEMES } from '@shared/links';
import { SmartLink } from './smart-link';
import styles from './markdown.module.css';

/** What a node's rendering needs to know beyond the node itself. */
interface RenderContext {
  /** The document's link reference definitions by `identifier` (already normalized by the parser). */
  definitions: ReadonlyMap<string, Definition>;
  /**
   * Whether paragraphs here stand without `<p>`: directly inside the items of a tight list
   * (CommonMark 0.31, "Lists": a tight list's paragraphs are not wrapped in `<p>` tags).
   */
  tight: boolean;
}

/**
 * The element for each heading rank (mdast `depth`, 1 to 6): a `# h1` is an h2, because the
 * page's title is its only h1. Headings get no ids: no content links to one.
 */
const HEADING_TAGS = { 1: 'h2', 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const satisfies Record<
  Heading['depth'],
  string
>;

/**
 * Whether a link destination, read as it is written, may become a link: not empty, and with no
 * scheme or one the site hands on (`EXTERNAL_SCHEMES`). A scheme is what comes before a colon
 * that precedes any `/`, `?` or `#`, as micromark-util-sanitize-uri reads it; the Markdown
 * renderer has checked destinations that way, before the site's link rule, since it used
 * micromark. The URL parser behind the link rule forgives more, which content should not rely
 * on: it reads `ht<tab>tps:` as `https:`, and an empty destination as the home page.
 */
function isWrittenSafe(url: string): boolean {
  if (url === '') return false;
  const colon = url.indexOf(':');
  const end = url.search(/[/?#]/);
  if (colon === -1 || (end !== -1 && end < colon)) return true;
  const scheme = `${url.slice(0, colon).toLowerCase()}:`;
  return EXTERNAL_SCHEMES.some((allowed) => allowed === scheme);
}

/**
 * Whether `list` is loose, so its items' paragraphs keep their `<p>`: mdast marks a blank line
 * between items on the list and one inside an item on that item (mdast spec, `spread`); either
 * makes the list loose (CommonMark 0.31, "Lists").
 */
function isLoose(list: List): boolean {
  return list.spread === true || list.children.some((item) => item.spread === true);
}

/** `children` rendered one after the other, each under its own key. */
function renderAll(children: readonly RootContent[], context: RenderContext): ReactNode[] {
  return children.map((child, index) => <Fragment key={index}>{renderNode(child, context)}</Fragment>);
}

/**
 * Block `children` with a line break between two of them, as HTML compilers write it: invisible
 * between block elements, but it keeps a space between two blocks that render as bare text (raw
 * HTML, the paragraphs of a tight list item). Definitions are not shown.
 */
function renderBlocks(children: readonly RootContent[], context: RenderContext): ReactNode[] {
  const shown = children.filter((child) => child.type !== 'definition');
  return shown.flatMap((child, index) => {
    const rendered = <Fragment key={index}>{renderNode(child, context)}</Fragment>;
    return index === 0 ? [rendered] : ['\n', rendered];
  });
}

/** A link's `children` to `url` by the site's link rule (`SmartLink`); a refused one is its text. */
function renderLink(url: string, children: ReactNode): ReactNode {
  // Titles are not shown: a tooltip is out of reach on touch screens and for many other visitors.
  return isWrittenSafe(url) ? <SmartLink href={url}>{children}</SmartLink> : children;
}

/** One mdast node as React content; see the module comment for the rules. */
function renderNode(node: RootContent, context: RenderContext): ReactNode {
  switch (node.type) {
    case 'paragraph': {
      const content = renderAll(node.children, context);
      return context.tight ? content : <p>{content}</p>;
    }
    case 'heading': {
      const Tag = HEADING_TAGS[node.depth];
      return <Tag>{renderAll(node.children, context)}</Tag>;
    }
    case 'thematicBreak':
      return <hr />;
    case 'blockquote':
      return <blockquote>{renderBlocks(node.children, { ...context, tight: false })}</blockquote>;
    case 'list': {
      const items = renderBlocks(node.children, { ...context, tight: !isLoose(node) });
      if (!node.ordered) return <ul>{items}</ul>;
      // HTML numbers an `ol` from 1 without `start`; the first item's number may say otherwise.
      const start = node.start ?? 1;
      return <ol start={start === 1 ? undefined : start}>{items}</ol>;
    }
    case 'listItem':
      return <li>{renderBlocks(node.children, context)}</li>;
    case 'code':
      // The info string's first word names the language (CommonMark 0.31, "Fenced code blocks").
      return (
        <pre>
          <code className={node.lang ? `language-${node.lang}` : undefined}>
            {node.value === '' ? '' : `${node.value}\n`}
          </code>
        </pre>
      );
    case 'html':
      // Raw HTML is never markup here: it is shown as the text it was written as.
      return node.value;
    case 'text':
      return node.value;
    case 'emphasis':
      return <em>{renderAll(node.children, context)}</em>;
    case 'strong':
      return <strong>{renderAll(node.children, context)}</strong>;
    case 'inlineCode':
      // Line endings inside a code span are spaces (CommonMark 0.31, "Code spans").
      return <code>{node.value.replace(/\r\n|\r|\n/g, ' ')}</code>;
    case 'break':
      // The line ending after the break, as HTML compilers keep it.
      return (
        <>
          <br />
          {'\n'}
        </>
      );
    case 'link':
      return renderLink(node.url, renderAll(node.children, context));
    case 'linkReference': {
      // The parser only makes a reference of a label whose definition exists.
      const definition = context.definitions.get(node.identifier);
      const children = renderAll(node.children, context);
      return definition ? renderLink(definition.url, children) : children;
    }
    case 'image':
    case 'imageReference':
      // The site shows no images from content: an image is its description, as plain text.
      return node.alt ?? '';
    case 'definition':
      return null;
    // GFM and frontmatter nodes: the parser runs without those extensions, so none occurs.
    case 'delete':
    case 'footnoteDefinition':
    case 'footnoteReference':
    case 'table':
    case 'tableRow':
    case 'tableCell':
    case 'yaml':
      return null;
  }
}

/**
 * The link reference definitions in `nodes` and below, by identifier; the first of several with
 * one identifier wins (CommonMark 0.31, "Link reference definitions").
 */
function collectDefinitions(
  nodes: readonly RootContent[],
  found = new Map<string, Definition>(),
): Map<string, Definition> {
  for (const node of nodes) {
    if (node.type === 'definition') {
      if (!found.has(node.identifier)) found.set(node.identifier, node);
    } else if ('children' in node) {
      collectDefinitions(node.children, found);
    }
  }
  return found;
}

/**
 * Renders `children`, CommonMark source (an announcement's body, a legal page), as elements in a
 * `div`: headings start at h2, images are their description, raw HTML is text, and links are
 * `SmartLink`s, which follow the site's link rule (DESIGN.md, "Links"). A link destination that
 * names a scheme the site does not hand on, or is empty, is its text. No GFM: tables,
 * strikethrough, task lists and bare URLs stay the text they were written as.
 */
export function Markdown({ children }: { children: string }) {
  const content = useMemo(() => {
    const tree = fromMarkdown(children);
    return renderBlocks(tree.children, { definitions: collectDefinitions(tree.children), tight: false });
  }, [children]);
  return <div className={styles.markdown}>{content}</div>;
}
