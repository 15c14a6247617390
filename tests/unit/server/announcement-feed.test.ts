// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { AnnouncementSummary } from '@/content/announcements/schema';
import { announcementFeed, FEED_ITEMS, type AnnouncementFeedOptions } from '@/server/announcement-feed';

const ORIGIN = 'https://www.example.com';
const OPTIONS: AnnouncementFeedOptions = {
  title: 'Lumen Pacific: announcements',
  description: 'Announcements and disclosures, newest first.',
  language: 'zh-tw',
  archiveUrl: `${ORIGIN}/zh-TW/announcements`,
  feedUrl: `${ORIGIN}/feeds/zh-TW/announcements.xml`,
  itemUrl: (id) => `${ORIGIN}/zh-TW/announcement/${id}`,
  absolute: (url) => new URL(url, ORIGIN).href,
  categoryLabel: (category) => `label:${category}`,
  copyright: '© 2026 Lumen Pacific',
};

const announcement = (n: number, extra: Partial<AnnouncementSummary> = {}): AnnouncementSummary => ({
  id: `a-${n}`,
  title: `Announcement ${n} <&>`,
  category: 'information-disclosure',
  publishedAt: new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString(),
  ...extra,
});

const RSS_NS = 'http://www.w3.org/2005/Atom';

/** The feed parsed as XML; a parser error fails the test with its message. */
function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.querySelector('parsererror');
  if (error) throw new Error(`Not well-formed XML: ${error.textContent}`);
  return doc;
}
const child = (parent: Element, name: string) => [...parent.children].find((element) => element.tagName === name);
const textOf = (parent: Element, name: string) => child(parent, name)?.textContent ?? null;

describe('announcementFeed', () => {
  const items = [
    announcement(1, {
      summary: 'First.',
      attachments: [{ title: 'PDF', url: '/documents/a-1.pdf', sizeBytes: 12_345 }],
    }),
    announcement(3),
    announcement(2, { attachments: [{ title: 'No size', url: '/documents/a-2.pdf' }] }),
  ];
  const doc = parse(announcementFeed(items, OPTIONS));
  const channel = doc.documentElement.querySelector(':scope > channel');

  it('is an RSS 2.0 document whose channel has the required title, link and description', () => {
    expect(doc.documentElement.tagName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    if (!channel) throw new Error('no channel');
    expect(textOf(channel, 'title')).toBe(OPTIONS.title);
    expect(textOf(channel, 'link')).toBe(OPTIONS.archiveUrl);
    expect(textOf(channel, 'description')).toBe(OPTIONS.description);
    expect(textOf(channel, 'language')).toBe('zh-tw');
    expect(textOf(channel, 'copyright')).toBe(OPTIONS.copyright);
  });

  it('names its own address (atom:link rel="self") and dates itself by its newest item', () => {
    if (!channel) throw new Error('no channel');
    const self = [...channel.getElementsByTagNameNS(RSS_NS, 'link')].find(
      (link) => link.getAttribute('rel') === 'self',
    );
    expect(self?.getAttribute('href')).toBe(OPTIONS.feedUrl);
    expect(new Date(textOf(channel, 'lastBuildDate') ?? '').toISOString()).toBe(items[1]?.publishedAt);
  });

  it('lists items newest first, each with a title, link, permalink guid, RFC 822 date and category', () => {
    const entries = [...doc.querySelectorAll('channel > item')];
    expect(entries.map((item) => textOf(item, 'title'))).toEqual([
      'Announcement 3 <&>',
      'Announcement 2 <&>',
      'Announcement 1 <&>',
    ]);
    for (const [index, id] of ['a-3', 'a-2', 'a-1'].entries()) {
      const item = entries[index];
      if (!item) throw new Error('missing item');
      expect(textOf(item, 'link')).toBe(OPTIONS.itemUrl(id));
      expect(textOf(item, 'guid')).toBe(OPTIONS.itemUrl(id));
      expect(child(item, 'guid')?.getAttribute('isPermaLink')).not.toBe('false');
      expect(textOf(item, 'pubDate')).toMatch(
        /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/,
      );
      expect(textOf(item, 'category')).toBe('label:information-disclosure');
    }
    expect(textOf(entries[2] as Element, 'description')).toBe('First.');
  });

  it('encloses a PDF with a known size (url, length and type, as RSS 2.0 requires), and no other', () => {
    const enclosures = [...doc.querySelectorAll('channel > item > enclosure')];
    expect(enclosures).toHaveLength(1);
    expect(enclosures[0]?.getAttribute('url')).toBe(`${ORIGIN}/documents/a-1.pdf`);
    expect(enclosures[0]?.getAttribute('length')).toBe('12345');
    expect(enclosures[0]?.getAttribute('type')).toBe('application/pdf');
  });

  it(`carries the ${FEED_ITEMS} newest announcements at most`, () => {
    const many = Array.from({ length: FEED_ITEMS + 7 }, (_, n) => announcement(n));
    const entries = [...parse(announcementFeed(many, OPTIONS)).querySelectorAll('channel > item')];
    expect(entries).toHaveLength(FEED_ITEMS);
    expect(textOf(entries[0] as Element, 'title')).toBe(`Announcement ${FEED_ITEMS + 6} <&>`);
  });
});

describe('announcementFeed with text the schemas would refuse', () => {
  const hostile = [
    announcement(1, {
      title: 'Results]]>one]]>two',
      summary: ']]><item><title>injected</title></item>',
    }),
    announcement(2, {
      title: 'Bell\u0007 and vertical\u000B tab',
      summary: 'Line one\rLine two\r\nLine three\u0000',
    }),
    announcement(3, { title: 'Broken \uD800 and \uFFFE gone', summary: '年度業績\t公佈' }),
  ];
  const xml = announcementFeed(hostile, OPTIONS);
  const doc = parse(xml);

  it('stays well-formed XML with exactly the items given, none added by a title or a summary', () => {
    expect(doc.querySelectorAll('item')).toHaveLength(hostile.length);
    expect(doc.querySelectorAll('channel > item')).toHaveLength(hostile.length);
    expect([...doc.querySelectorAll('title')].map((title) => title.textContent)).not.toContain('injected');
  });

  it('keeps the text, with each `]]>` broken by a space and the forbidden characters dropped', () => {
    const entries = [...doc.querySelectorAll('channel > item')].reverse();
    expect(entries.map((item) => textOf(item, 'title'))).toEqual([
      'Results]] >one]] >two',
      'Bell and vertical tab',
      'Broken  and  gone',
    ]);
    expect(entries.map((item) => textOf(item, 'description'))).toEqual([
      ']] ><item><title>injected</title></item>',
      'Line one\nLine two\nLine three',
      '年度業績\t公佈',
    ]);
  });

  it('writes no carriage return and no character XML 1.0 forbids (§2.2, Char)', () => {
    expect(xml).not.toMatch(/\r|[^\t\n\x20-\uD7FF\uE000-\uFFFD]/u);
  });
});
