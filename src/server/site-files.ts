/**
 * The site files made from the bundled content at build time, beside the prerendered pages:
 * per locale, the announcements' RSS feed, the financial calendar as iCalendar files (the
 * whole calendar and one file per event) and the financial highlights as CSV. Paths are
 * {@link filePaths}'.
 *
 * Run by the prerendering step (`npm run build`) and, in development, by the dev server's
 * middleware (`vite-plugins/site-files.ts`), both through the server entry's `siteFiles`.
 */
import { CATEGORY_LABEL_KEY } from '@/content/announcements/categories';
import { LOCALES, type Locale } from '@/config/locales';
import { filePaths, paths } from '@/config/paths';
import { site } from '@/config/site';
import { CALENDAR_KIND_LABEL_KEY } from '@/features/investors/calendar-labels';
import { MAX_PAGE_SIZE, readAllPages, type ContentSource } from '@/lib/content/source';
import { addCatalogue, i18n } from '@/lib/locale/i18n';
import { localizePath } from '@/lib/locale/locale-path';
import type { SiteFile } from '@/app/prerender-contract';
import { announcementFeed } from './announcement-feed';
import { calendarIcs } from './calendar-ics';
import { getAnnouncements } from '@/content/announcements/read';
import { getCalendar } from '@/content/investors/calendar';
import { getFinancialHighlights } from '@/content/investors/financial-highlights';
import { FINANCIALS_NS, financialsCatalogue } from '@/features/investors/financial-highlights/catalogue';
import { FIGURE_LABEL_KEY, unitKey } from '@/features/investors/financial-highlights/figure-format';
import { financialHighlightsCsv } from './financial-highlights-csv';

/** RSS's language codes (the RSS 2.0 specification's list, after RFC 1766). */
const RSS_LANGUAGE: Readonly<Record<Locale, string>> = { en: 'en', zh: 'zh-cn', 'zh-TW': 'zh-tw' };

const absolute = (url: string) => new URL(url, site.origin).href;

/**
 * Every generated file for every locale, from `source` (the bundled content).
 * Needs {@link i18n} initialised; loads each locale's catalogue.
 * @param generatedAt the calendars' `DTSTAMP`
 * @throws {import('@/lib/content/content-error').ContentError} when a content file cannot be read
 */
export async function siteFiles(source: ContentSource, generatedAt: Date): Promise<SiteFile[]> {
  const files: SiteFile[] = [];
  for (const locale of LOCALES) {
    await i18n.loadLanguages(locale);
    const t = i18n.getFixedT(locale);
    const group = site.groupName[locale];
    const page = (pagePath: string) => absolute(localizePath(pagePath, locale));

    const feedPath = filePaths.announcementFeed(locale);
    files.push({
      path: feedPath,
      contentType: 'application/rss+xml; charset=utf-8',
      body: announcementFeed(
        await readAllPages((page) => getAnnouncements(source, { locale, page, pageSize: MAX_PAGE_SIZE })),
        {
          title: t('feeds.title', { group }),
          description: t('feeds.description', { group, code: site.stockCode }),
          language: RSS_LANGUAGE[locale],
          archiveUrl: page(paths.announcements()),
          feedUrl: absolute(feedPath),
          itemUrl: (id) => page(paths.announcement(id)),
          absolute,
          categoryLabel: (category) => t(CATEGORY_LABEL_KEY[category]),
          copyright: t('footer.copyright', { year: generatedAt.getUTCFullYear(), group }),
        },
      ),
    });

    const events = await getCalendar(source, { locale });
    const calendarOptions = {
      name: t('calendar.fileName', { group }),
      productId: `-//${site.groupShortName.en}//Financial Calendar//${locale.toUpperCase()}`,
      uidHost: new URL(site.origin).host,
      pageUrl: page(paths.calendar()),
      kindLabel: (kind: keyof typeof CALENDAR_KIND_LABEL_KEY) => t(CALENDAR_KIND_LABEL_KEY[kind]),
      generatedAt,
    };
    const ics = (body: string, path: string): SiteFile => ({ path, contentType: 'text/calendar; charset=utf-8', body });
    files.push(ics(calendarIcs(events, calendarOptions), filePaths.calendar(locale)));
    for (const event of events)
      files.push(ics(calendarIcs([event], calendarOptions), filePaths.calendarEvent(locale, event.id)));

    addCatalogue(financialsCatalogue);
    const tf = i18n.getFixedT(locale, FINANCIALS_NS);
    files.push({
      path: filePaths.financialHighlightsCsv(locale),
      contentType: 'text/csv; charset=utf-8',
      body: financialHighlightsCsv(await getFinancialHighlights(source, { locale }), {
        year: tf('year'),
        periodEnd: tf('periodEnd'),
        figure: (figure) => tf('withUnit', { figure: tf(FIGURE_LABEL_KEY[figure]), unit: tf(unitKey(figure)) }),
        source: tf('source'),
        sourceUrl: (id) => page(paths.announcement(id)),
      }),
    });
  }
  return files;
}
