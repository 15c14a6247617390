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
 *
 * Content is bounded before it costs more than it shows, so no input makes rendering hang or
 * overflow the stack: a body longer than `MAX_MARKDOWN_LENGTH` is refused where it is validated
 * (`src/lib/content/schemas.ts`), container markers past {@link MAX_CONTAINER_DEPTH} are dropped
 * before parsing, a paragraph with more than {@link MAX_INLINE_OPENERS} possible openers turns
 * emphasis, links and images off in the document, and nodes past {@link MAX_NODE_DEPTH} are
 * rendered as their text.
 */
import { Fragment, useMemo, type ReactNode } from 'react';
import type { Definition, Heading, List, Nodes, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { EXTERNAL_SCHEMES } from '@common/links';
import { MAX_MARKDOWN_LENGTH } from '@/lib/content/schemas';
import { SmartLink } from './smart-link';
import styles from './markdown.module.css';

/**
 * Most block containers (block quotes and list items) one line may open or continue; the markers
 * of deeper ones are dropped before parsing, so their text joins the deepest container allowed.
 * Real content nests three or four levels. The bound has to act before the parser: micromark's
 * work on a line grows with the square of the containers it is in (`- ` written 2,000 times takes
 * a second to parse on a 2-core machine, 10,000 times over a minute).
 */
export const MAX_CONTAINER_DEPTH = 16;

/**
 * Most nodes nested in the syntax tree that are rendered as elements; a deeper node is rendered
 * as its text. It leaves room for {@link MAX_CONTAINER_DEPTH} nested lists (a list and its item
 * are two nodes), their paragraph and a few levels of emphasis and links, which the container
 * bound does not reach. The renderer recurses once per level: unbounded, a list 1,000 deep
 * (2,000 nodes) overflowed the stack.
 */
export const MAX_NODE_DEPTH = 2 * MAX_CONTAINER_DEPTH + 8;

/**
 * Most characters that may open emphasis or a link or image label (`*`, `[`, and `_` but not
 * inside a word) one paragraph may hold; past it, emphasis, links and images are not parsed
 * anywhere in the document and show as the text they were written as. No paragraph of the
 * bundled content holds more than 20. micromark's work on nested emphasis and images grows faster
 * than the square of their depth (`![` written 1,400 times, then as many `](x)`, takes two
 * seconds), and each level needs an opener; under this bound a body of such paragraphs, at
 * `MAX_MARKDOWN_LENGTH`, parses in under a second.
 */
export const MAX_INLINE_OPENERS = 200;

/**
 * micromark constructs that nest phrasing content (micromark-core-commonmark: `attention` for
 * emphasis, the label starts of links and images), disabled where {@link MAX_INLINE_OPENERS} is
 * passed.
 */
const NESTING_CONSTRUCTS = ['attention', 'labelStartImage', 'labelStartLink'];

/** What a node's rendering needs to know beyond the node itself. */
interface RenderContext {
  /** The document's link reference definitions by `identifier` (already normalized by the parser). */
  definitions: ReadonlyMap<string, Definition>;
  /**
   * Whether paragraphs here stand without `<p>`: directly inside the items of a tight list
   * (CommonMark 0.31, "Lists": a tight list's paragraphs are not wrapped in `<p>` tags).
   */
  tight: boolean;
  /** How many nodes enclose this one, below the root. */
  depth: number;
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

/** Node types that are blocks of their own, set apart by a line break when rendered as text. */
const BLOCKS: ReadonlySet<Nodes['type']> = new Set([
  'paragraph',
  'heading',
  'thematicBreak',
  'blockquote',
  'list',
  'listItem',
  'code',
]);

/**
 * The text of `node` and everything below it, as the elements would show it, without them: what a
 * node past {@link MAX_NODE_DEPTH} renders as. A loop over an explicit stack, not recursion, as
 * the tree below may be as deep as the parser made it. Blocks are set apart by a line break.
 */
function plainText(node: Nodes): string {
  let text = '';
  const pending: Nodes[] = [node];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (BLOCKS.has(next.type) && text !== '' && !text.endsWith('\n')) text += '\n';
    switch (next.type) {
      case 'text':
      case 'inlineCode':
      case 'code':
      case 'html':
        text += next.value;
        break;
      case 'image':
      case 'imageReference':
        text += next.alt ?? '';
        break;
      case 'break':
        text += '\n';
        break;
      case 'definition':
        break;
      default:
        if ('children' in next) {
          // Reversed, so that the first child is taken first.
          for (let index = next.children.length - 1; index >= 0; index -= 1) {
            const child = next.children[index];
            if (child) pending.push(child);
          }
        }
    }
  }
  return text;
}

/** One mdast node as React content; see the module comment for the rules. */
function renderNode(node: RootContent, parent: RenderContext): ReactNode {
  if (parent.depth >= MAX_NODE_DEPTH && 'children' in node) return plainText(node);
  const context = { ...parent, depth: parent.depth + 1 };
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
 * one identifier wins (CommonMark 0.31, "Link reference definitions"). Walks the tree in document
 * order with an explicit stack rather than recursion, however deep the tree.
 */
function collectDefinitions(nodes: readonly RootContent[]): Map<string, Definition> {
  const found = new Map<string, Definition>();
  const pending = [...nodes].reverse();
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.type === 'definition') {
      if (!found.has(node.identifier)) found.set(node.identifier, node);
    } else if ('children' in node) {
      for (let index = node.children.length - 1; index >= 0; index -= 1) {
        const child = node.children[index];
        if (child) pending.push(child);
      }
    }
  }
  return found;
}

/** Whether `character` is a space or a tab, the white space of a line's indentation. */
function isIndent(character: string | undefined): boolean {
  return character === ' ' || character === '\t';
}

/** Whether `character` ends a line (`undefined`: the source's end). */
function isLineEnd(character: string | undefined): boolean {
  return character === undefined || character === '\n' || character === '\r';
}

/**
 * Where the block quote or list marker at `index` ends (CommonMark 0.31, "Block quotes", "List
 * items": `>`; or `-`, `+`, `*`, or one to nine digits and `.` or `)`, before white space or the
 * line's end), or -1 where none starts.
 */
function markerEnd(source: string, index: number): number {
  const character = source[index];
  if (character === '>') return index + 1;
  let end = index;
  if (character === '-' || character === '+' || character === '*') end += 1;
  else {
    while (end - index < 9 && /^[0-9]$/.test(source[end] ?? '')) end += 1;
    if (end === index || (source[end] !== '.' && source[end] !== ')')) return -1;
    end += 1;
  }
  return isIndent(source[end]) || isLineEnd(source[end]) ? end : -1;
}

/**
 * `source` with every line's container markers past {@link MAX_CONTAINER_DEPTH} dropped (with the
 * white space among them), so its text joins the deepest container allowed. A line can only be
 * in as many containers as its prefix pays for: a block quote takes a `>`, a list item opening on
 * the line its marker, and one continuing at least two columns of indentation (CommonMark 0.31,
 * "Container blocks"). Counting so over-estimates, never under-estimates, so content within the
 * bound is left exactly as written; only a line that reads as more markers than the bound changes,
 * even in code. Indentation alone opens nothing, so a line is only cut at a marker. Linear in the
 * length of `source`.
 */
function boundContainers(source: string): string {
  const kept: string[] = [];
  let copied = 0;
  let index = 0;
  while (index < source.length) {
    let column = 0;
    let indent = 0;
    let markers = 0;
    // White space a marker owns: a `>` one column of it, a list marker all of it.
    let owned: 'none' | 'one' | 'all' = 'none';
    let cut = -1;
    for (;;) {
      const character = source[index];
      if (isIndent(character)) {
        const width = character === '\t' ? 4 - (column % 4) : 1;
        column += width;
        if (owned === 'none') indent += width;
        else if (owned === 'one') {
          indent += width - 1;
          owned = 'none';
        }
        index += 1;
        continue;
      }
      const end = markerEnd(source, index);
      if (end === -1) break;
      markers += 1;
      if (cut === -1 && markers + Math.floor(indent / 2) > MAX_CONTAINER_DEPTH) cut = index;
      owned = character === '>' ? 'one' : 'all';
      column += end - index;
      index = end;
    }
    if (cut !== -1) {
      kept.push(source.slice(copied, cut));
      copied = index;
    }
    while (!isLineEnd(source[index])) index += 1;
    index += source.startsWith('\r\n', index) ? 2 : 1;
  }
  if (kept.length === 0) return source;
  kept.push(source.slice(copied));
  return kept.join('');
}

/** Unicode white space, punctuation or symbols: what is not part of a word. */
const NOT_WORD = /[\s\p{P}\p{S}]/u;

/**
 * Whether no run of lines without a blank one, the most a paragraph can span, holds more than
 * {@link MAX_INLINE_OPENERS} characters that may open emphasis or a label. Counted generously:
 * inside code too, and every `_` but those of a run with a word on both sides, which can neither
 * open nor close (CommonMark 0.31, "Emphasis and strong emphasis", rules 2, 4, 6 and 8). Linear in the
 * length of `source`.
 */
function inlineNestingBounded(source: string): boolean {
  let openers = 0;
  let blank = true;
  for (let index = 0; index < source.length; index += 1) {
    const character = source[index];
    if (isLineEnd(character)) {
      if (blank) openers = 0;
      blank = true;
      continue;
    }
    if (!isIndent(character)) blank = false;
    if (character === '\\') {
      // An escaped character is text (CommonMark 0.31, "Backslash escapes").
      if (!isLineEnd(source[index + 1])) index += 1;
    } else if (character === '*' || character === '[') {
      openers += 1;
    } else if (character === '_') {
      let end = index;
      while (source[end] === '_') end += 1;
      const before = source[index - 1];
      const after = source[end];
      const inWord = before !== undefined && after !== undefined && !NOT_WORD.test(before) && !NOT_WORD.test(after);
      if (!inWord) openers += end - index;
      index = end - 1;
    }
    if (openers > MAX_INLINE_OPENERS) return false;
  }
  return true;
}

/**
 * Renders `children`, CommonMark source (an announcement's body, a legal page), as elements in a
 * `div`: headings start at h2, images are their description, raw HTML is text, and links are
 * `SmartLink`s, which follow the site's link rule (`docs/design.md` §5.5). A link destination that
 * names a scheme the site does not hand on, or is empty, is its text. No GFM: tables,
 * strikethrough, task lists and bare URLs stay the text they were written as. Nesting is bounded
 * (see the module comment); a source longer than `MAX_MARKDOWN_LENGTH`, which validation refuses
 * before it gets here, is shown as its text, unparsed. `id` goes on the `div`.
 */
export function Markdown({ children, id }: { children: string; id?: string }) {
  const content = useMemo(() => {
    if (children.length > MAX_MARKDOWN_LENGTH) return <p>{children}</p>;
    const source = boundContainers(children);
    const tree = inlineNestingBounded(source)
      ? fromMarkdown(source)
      : fromMarkdown(source, { extensions: [{ disable: { null: NESTING_CONSTRUCTS } }] });
    return renderBlocks(tree.children, { definitions: collectDefinitions(tree.children), tight: false, depth: 0 });
  }, [children]);
  return (
    <div id={id} className={styles.markdown}>
      {content}
    </div>
  );
}
