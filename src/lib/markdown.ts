/**
 * Markdown from content (announcement bodies, legal pages) to HTML: CommonMark by micromark
 * (https://github.com/micromark/micromark), with the site's output rules added as micromark HTML
 * extensions, that is compile handlers for token types (micromark readme, "Extending markup";
 * the built-in handlers are in micromark's `lib/compile.js`).
 *
 * Safety comes from micromark, not from cleaning its output: with `allowDangerousHtml: false`
 * raw HTML is parsed by CommonMark's rules but written as escaped text, every piece of text goes
 * through `encode` (`&`, `"`, `<`, `>` become character references), and a handler here only
 * writes tags it builds itself, with encoded attribute values.
 *
 * The handlers below replace micromark's for links and images as a set: micromark keeps its own
 * stack of open links and images for those token types, and one of them cannot be replaced alone.
 * Pure and synchronous, so server rendering and the browser produce the same string.
 */
import { micromark, type Options } from 'micromark';
import { normalizeIdentifier } from 'micromark-util-normalize-identifier';
import { sanitizeUri } from 'micromark-util-sanitize-uri';
import type { Locale } from '@/config/locales';
import { classifyHref } from '@/lib/links';
import { localizePath } from '@/lib/locale-path';

// micromark's types, reached through the `Options` it exports (micromark-util-types).
type HtmlExtension = NonNullable<Options['htmlExtensions']>[number];
type Handle = NonNullable<NonNullable<HtmlExtension['enter']>['link']>;
type CompileContext = ThisParameterType<Handle>;

/**
 * Schemes micromark allows in a link when `allowDangerousProtocol` is off (its `lib/compile.js`,
 * after GitHub's sanitizer). Checked before the site's own, stricter link rule, so a link needs
 * to pass both.
 */
const SAFE_LINK_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i;

/** What {@link markdownToHtml} needs to know about the page it renders for. */
export interface MarkdownHtmlOptions {
  /** The page's origin (`https://example.com`, `app://site`): links to it stay in the app. */
  origin: string;
  /**
   * Kiosk mode: a link that leaves the site is written without a new-window target, as
   * `SmartLink` does, because the kiosk offers it as a QR code on click instead.
   */
  kiosk: boolean;
  /** The catalogue's "opens in a new window" (`app.opensInNewWindow`), for screen readers. */
  newWindowNote: string;
  /** The page's locale: same-site links point at their page in it (`/zh/careers`), as `Link` does. */
  locale: Locale;
}

/** One link or image being compiled (micromark's own `Media`, less the dropped title). */
interface Media {
  image: boolean;
  /** The label's source, the reference when there is no `[ref]` part. */
  labelId?: string;
  /** The label compiled to HTML. */
  label?: string;
  /** The source of `[ref]` in `[text][ref]`. */
  referenceId?: string;
  /** The decoded destination of an inline `[text](destination)`. */
  destination?: string;
}

/**
 * The site's output rules as one micromark HTML extension; it holds the state of one document,
 * so make one per compile:
 * - a `# h1` becomes `<h2>`: the page title is the page's only h1;
 * - an image becomes its description as plain text (the site shows no images from content);
 * - a link follows the site's link rule like `SmartLink` (DESIGN.md, "Links"): same-site paths
 *   get a plain `href` (the component routes the click), other http(s) sites open in a new window
 *   with `noopener noreferrer` and a screen-reader note, `mailto:` stays as it is, and anything
 *   else, or a scheme micromark would drop, is its text without a link. Titles are dropped.
 */
function siteRules({ origin, kiosk, newWindowNote, locale }: MarkdownHtmlOptions): HtmlExtension {
  const media: Media[] = [];
  // Inside an image description only text is written, as micromark does for the `alt` attribute.
  let openImages = 0;

  function markup(context: CompileContext, value: string): undefined {
    if (openImages === 0) context.tag(value);
  }

  /** Writes `label` (compiled HTML) as a link to `href` (decoded) by the site's link rule. */
  function link(context: CompileContext, href: string, label: string): undefined {
    const target =
      openImages > 0 || sanitizeUri(href, SAFE_LINK_PROTOCOL) === '' ? undefined : classifyHref(href, origin);
    if (!target || target.kind === 'blocked') {
      context.raw(label);
      return;
    }
    if (target.kind === 'internal' || target.kind === 'file') {
      const path = target.kind === 'internal' ? localizePath(target.path, locale) : target.path;
      context.tag(`<a href="${context.encode(path)}">`);
      context.raw(label);
      context.tag('</a>');
      return;
    }
    const url = context.encode(target.url);
    if (kiosk || target.scheme === 'mailto:') {
      context.tag(`<a href="${url}">`);
      context.raw(label);
      context.tag('</a>');
      return;
    }
    context.tag(`<a href="${url}" target="_blank" rel="noopener noreferrer">`);
    context.raw(label);
    context.raw(' ');
    context.tag('<span class="sr-only">');
    context.raw(context.encode(`(${newWindowNote})`));
    context.tag('</span></a>');
  }

  function exitMedia(this: CompileContext): undefined {
    const current = media.pop();
    if (!current) return;
    if (current.image) openImages -= 1;
    const label = current.label ?? '';
    if (current.image) {
      this.raw(label);
      return;
    }
    const id = normalizeIdentifier(current.referenceId ?? current.labelId ?? '');
    // micromark only makes a reference a link when its definition exists.
    const destination = current.destination ?? this.getData('definitions')[id]?.destination ?? '';
    link(this, destination, label);
  }

  return {
    enter: {
      link() {
        media.push({ image: false });
      },
      image() {
        media.push({ image: true });
        openImages += 1;
      },
      resource() {
        // Line endings inside `(destination "title")` are not output.
        this.buffer();
        const current = media.at(-1);
        if (current) current.destination = '';
      },
      emphasis() {
        markup(this, '<em>');
      },
      strong() {
        markup(this, '<strong>');
      },
      codeText() {
        // micromark writes line endings in code spans as spaces while this is set.
        this.setData('inCodeText', true);
        markup(this, '<code>');
      },
    },
    exit: {
      atxHeadingSequence(token) {
        // The closing sequence of `# a #` exits too; the opening one decides the rank.
        if (this.getData('headingRank')) return;
        const rank = Math.max(2, this.sliceSerialize(token).length);
        this.setData('headingRank', rank);
        this.lineEndingIfNeeded();
        this.tag(`<h${rank}>`);
      },
      setextHeadingLineSequence() {
        // `===` underlines an h1 and `---` an h2 (CommonMark 4.3); both are h2 here.
        this.setData('headingRank', 2);
      },
      labelText(token) {
        const current = media.at(-1);
        if (current) current.labelId = this.sliceSerialize(token);
      },
      label() {
        const label = this.resume();
        const current = media.at(-1);
        if (current) current.label = label;
      },
      referenceString(token) {
        const current = media.at(-1);
        if (current) current.referenceId = this.sliceSerialize(token);
      },
      resourceDestinationString() {
        // micromark buffered the destination decoded (escapes and character references) and unencoded.
        const destination = this.resume();
        this.setData('ignoreEncode');
        const current = media.at(-1);
        if (current) current.destination = destination;
      },
      resourceTitleString() {
        this.resume();
      },
      link: exitMedia,
      image: exitMedia,
      autolinkProtocol(token) {
        const uri = this.sliceSerialize(token);
        link(this, uri, this.encode(uri));
      },
      autolinkEmail(token) {
        const address = this.sliceSerialize(token);
        link(this, `mailto:${address}`, this.encode(address));
      },
      emphasis() {
        markup(this, '</em>');
      },
      strong() {
        markup(this, '</strong>');
      },
      codeText() {
        this.setData('inCodeText');
        markup(this, '</code>');
      },
      hardBreakEscape() {
        markup(this, '<br />');
      },
      hardBreakTrailing() {
        markup(this, '<br />');
      },
    },
  };
}

/**
 * Compiles CommonMark `markdown` to an HTML string for `dangerouslySetInnerHTML`: raw HTML in it
 * is escaped text, links follow the site's link rule (see {@link siteRules}), headings start at
 * h2 and images are their description. The same input and options give the same string on the
 * server and in the browser.
 */
export function markdownToHtml(markdown: string, options: MarkdownHtmlOptions): string {
  return micromark(markdown, {
    // micromark's defaults, stated: raw HTML is shown as text, dangerous URLs are dropped.
    allowDangerousHtml: false,
    allowDangerousProtocol: false,
    htmlExtensions: [siteRules(options)],
  });
}
