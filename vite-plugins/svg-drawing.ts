/**
 * Reads an SVG icon into the drawing the app draws inline (`SvgDrawing`,
 * `src/lib/assets/asset-manifest.ts`), at build time.
 *
 * The file is parsed as XML by jsdom (its `image/svg+xml` content type: a file that is not
 * well-formed throws) and kept only if every element and attribute is on the allowlist and every
 * value is plain geometry or paint: no scripts, styles, links, `url()` references or text. A file
 * that is not kept still works: the app shows it as an `<img>`, and the build says why.
 */
import { readFile } from 'node:fs/promises';
import { SVG_ATTRIBUTES, SVG_ELEMENTS, type SvgDrawing } from '../src/lib/assets/asset-manifest.ts';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
/** Attributes of the root that a drawing leaves out: the icon sets its own size. */
const ROOT_ONLY_IGNORED = new Set(['xmlns', 'width', 'height']);
/** Numbers, path commands, transforms, colour names and hex colours. */
const PLAIN_VALUE = /^[\w\s.,#%+()-]*$/;
/** A reference to another resource (`url(#gradient)`, `url(file.svg)`), which a drawing may not make. */
const REFERENCE = /url\s*\(/i;
/** More elements than any icon needs: a bound on what one file adds to every page. */
const MAX_ELEMENTS = 64;
const MAX_VALUE_LENGTH = 4_000;

/** A drawing, or the reason a file cannot be drawn inline (in English: it is for the build's log). */
export type DrawingResult = { drawing: SvgDrawing } | { problem: string };

/** Reads and checks `file` (an absolute path). Never throws for the file's content. */
export async function readDrawing(file: string): Promise<DrawingResult> {
  return parseDrawing(await readFile(file, 'utf8'));
}

/** Checks SVG markup; see the module's description for what is kept. */
export async function parseDrawing(markup: string): Promise<DrawingResult> {
  // jsdom is large; only a build that has icons to read pays for loading it.
  const { JSDOM } = await import('jsdom');
  let root: Element;
  try {
    root = new JSDOM(markup, { contentType: 'image/svg+xml' }).window.document.documentElement;
  } catch (error) {
    return {
      problem: `not well-formed XML (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
    };
  }
  let count = 0;
  const read = (element: Element, isRoot: boolean): SvgDrawing | string => {
    count += 1;
    if (count > MAX_ELEMENTS) return `more than ${String(MAX_ELEMENTS)} elements`;
    const tag = element.localName as SvgDrawing['tag'];
    if (element.namespaceURI !== SVG_NAMESPACE)
      return `<${element.tagName}> is not in the SVG namespace (${SVG_NAMESPACE})`;
    if (!SVG_ELEMENTS.includes(tag) || (tag === 'svg') !== isRoot)
      return `element <${element.tagName}> is not a shape or group`;
    const attributes: Record<string, string> = {};
    for (const attribute of element.attributes) {
      if (isRoot && ROOT_ONLY_IGNORED.has(attribute.name)) continue;
      if (!Object.hasOwn(SVG_ATTRIBUTES, attribute.name) || attribute.namespaceURI !== null)
        return `attribute ${attribute.name} on <${tag}> is not geometry or paint`;
      if (
        attribute.value.length > MAX_VALUE_LENGTH ||
        !PLAIN_VALUE.test(attribute.value) ||
        REFERENCE.test(attribute.value)
      )
        return `attribute ${attribute.name} on <${tag}> has a value that is not plain geometry or paint`;
      attributes[attribute.name] = attribute.value;
    }
    const children: SvgDrawing[] = [];
    for (const node of element.childNodes) {
      if (node.nodeType === node.COMMENT_NODE) continue;
      if (node.nodeType === node.TEXT_NODE && (node.textContent ?? '').trim() === '') continue;
      if (node.nodeType !== node.ELEMENT_NODE) return `<${tag}> holds text or other content than shapes`;
      const child = read(node as Element, false);
      if (typeof child === 'string') return child;
      children.push(child);
    }
    return { tag, attributes, children };
  };
  const drawing = read(root, true);
  return typeof drawing === 'string' ? { problem: drawing } : { drawing };
}

/** The attributes that paint a shape; every other attribute is geometry or a paint's detail. */
const PAINT_ATTRIBUTES = ['fill', 'stroke'] as const;
/**
 * A colour the icon stylesheet may carry as it is: a hex colour, a colour keyword, or an
 * `rgb()`/`hsl()` function of numbers (CSS Color 4). Nothing else reaches the stylesheet.
 */
const SAFE_COLOUR = /^(?:#[0-9a-f]{3,8}|[a-z]{3,20}|(?:rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/-]+\))$/i;

/** One shape drawn in several colours: what {@link sharedShape} finds. */
export interface SharedShape {
  /** The shape, its one colour replaced by `currentColor`, so the stylesheet chooses it. */
  drawing: SvgDrawing;
  /** Each given drawing's colour, in the order given. */
  colours: string[];
}

/** The colours `drawing` paints with (its `fill` and `stroke` values other than `none`). */
function paints(drawing: SvgDrawing, found = new Set<string>()): Set<string> {
  for (const attribute of PAINT_ATTRIBUTES) {
    const value = drawing.attributes[attribute];
    if (value !== undefined && value !== 'none') found.add(value);
  }
  for (const child of drawing.children) paints(child, found);
  return found;
}

function recolour(drawing: SvgDrawing, colour: string): SvgDrawing {
  const attributes = { ...drawing.attributes };
  for (const attribute of PAINT_ATTRIBUTES)
    if (attributes[attribute] === colour) attributes[attribute] = 'currentColor';
  return { tag: drawing.tag, attributes, children: drawing.children.map((child) => recolour(child, colour)) };
}

/**
 * Whether `drawings` (an icon's file in each theme, with and without hover) are one shape, each
 * painted in one colour of its own: then the page needs the shape once, coloured by the
 * stylesheet, instead of one copy per theme and state. `undefined` when they are not, when one
 * paints in two colours, or when a colour is not a plain CSS colour ({@link SAFE_COLOUR}).
 */
export function sharedShape(drawings: readonly SvgDrawing[]): SharedShape | undefined {
  const colours: string[] = [];
  let shape: string | undefined;
  let drawing: SvgDrawing | undefined;
  for (const each of drawings) {
    const [colour, ...others] = paints(each);
    if (colour === undefined || others.length > 0 || !SAFE_COLOUR.test(colour)) return undefined;
    const recoloured = recolour(each, colour);
    const serialised = JSON.stringify(recoloured);
    if (shape !== undefined && serialised !== shape) return undefined;
    shape = serialised;
    drawing = recoloured;
    colours.push(colour);
  }
  return drawing ? { drawing, colours } : undefined;
}
