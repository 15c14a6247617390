/**
 * The announcements as an RSS 2.0 feed (https://www.rssboard.org/rss-specification), made with
 * the `feed` library at build time, one per locale.
 *
 * The content schemas refuse text a feed cannot carry (`src/lib/content/characters.ts`); the feed
 * still makes every text safe itself ({@link feedText}), so that text which reached it unchecked
 * can neither break the XML nor add items.
 */
import { Feed } from 'feed';
import type { AnnouncementSummary } from '@/content/announcements/schema';
import { CDATA_END, outputText } from '@/lib/content/characters';

/** How many of the newest announcements a feed carries (readers poll; the archive has the rest). */
export const FEED_ITEMS = 50;

/**
 * `value` as the feed may carry it: line ends made line feeds and the characters XML 1.0 forbids
 * or discourages (§2.2, `Char`) dropped ({@link outputText}), and every `]]>` broken by a space.
 * The library writes titles and summaries as CDATA sections, which `]]>` ends (XML 1.0 §2.7), and
 * splits only the first one it finds; the rest would close the section and let the text go on as
 * markup (a `<item>` of its own).
 */
function feedText(value: string): string {
  return outputText(value).replaceAll(CDATA_END, ']] >');
}

/** What {@link announcementFeed} needs besides the announcements. */
export interface AnnouncementFeedOptions {
  /** Channel `<title>`. */
  title: string;
  /** Channel `<description>`. */
  description: string;
  /** Channel `<language>`, an RSS language code (`en`, `zh-cn`, `zh-tw`). */
  language: string;
  /** Channel `<link>`: the archive page, absolute. */
  archiveUrl: string;
  /** The feed's own address, absolute (`<atom:link rel="self">`, which feed validators ask for). */
  feedUrl: string;
  /** An announcement's page, absolute. */
  itemUrl: (id: string) => string;
  /** An absolute URL for a document's site path or URL. */
  absolute: (url: string) => string;
  /** A category's name in the feed's language. */
  categoryLabel: (category: AnnouncementSummary['category']) => string;
  /** Channel `<copyright>`. */
  copyright: string;
}

/**
 * An RSS 2.0 document with the {@link FEED_ITEMS} newest of `announcements` (newest first): each
 * item with its title, link, permalink `guid`, `pubDate`, summary, category and, when it has
 * one, its first document as the `enclosure`. `lastBuildDate` is the newest item's date, so the
 * same content always gives the same file.
 */
export function announcementFeed(
  announcements: readonly AnnouncementSummary[],
  options: AnnouncementFeedOptions,
): string {
  const newest = [...announcements]
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
    .slice(0, FEED_ITEMS);
  const feed = new Feed({
    title: feedText(options.title),
    description: feedText(options.description),
    id: options.archiveUrl,
    link: options.archiveUrl,
    language: options.language,
    copyright: feedText(options.copyright),
    feedLinks: { rss: options.feedUrl },
    ...(newest[0] ? { updated: new Date(newest[0].publishedAt) } : {}),
    generator: false,
  });
  for (const item of newest) {
    const document = item.attachments?.[0];
    const link = options.itemUrl(item.id);
    feed.addItem({
      title: feedText(item.title),
      // Without an `id`, the library writes the link as the guid with isPermaLink="true".
      link,
      date: new Date(item.publishedAt),
      ...(item.summary ? { description: feedText(item.summary) } : {}),
      category: [{ name: feedText(options.categoryLabel(item.category)) }],
      // RSS 2.0 requires an enclosure's length and type: a document without both is not one.
      ...(document?.sizeBytes === undefined || !/\.pdf(?:[?#]|$)/i.test(document.url)
        ? {}
        : { enclosure: { url: options.absolute(document.url), length: document.sizeBytes, type: 'application/pdf' } }),
    });
  }
  return feed.rss2();
}
