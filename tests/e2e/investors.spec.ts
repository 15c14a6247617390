/**
 * The investor centre, the financial calendar and its iCalendar files, the announcement feeds,
 * and the "three clicks" promise (`docs/design.md` §4.6): any announcement, report or governance document of
 * the last five years from the home page, walked through in each language, on a phone and on a
 * kiosk.
 */
import ICAL from 'ical.js';
import { bundled, countLayoutShifts, expect, LOCALES, open, test, text, type Locale } from './fixtures';

interface CalendarEvent {
  id: string;
  title: string;
  startsAt: string;
  endsAt?: string;
  allDay?: boolean;
  tentative?: boolean;
}

const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);
const events = (locale: Locale) => bundled(`${locale}/calendar.json`) as CalendarEvent[];
/** A fixed "now" for the calendar tests: 1 May 2027 in Hong Kong. */
const NOW = new Date('2027-05-01T00:00:00+08:00');
const endOf = (event: CalendarEvent) =>
  event.allDay
    ? Date.parse(`${event.endsAt ?? event.startsAt}T00:00:00+08:00`) + 86_400_000
    : Date.parse(event.endsAt ?? event.startsAt);
const startOf = (event: CalendarEvent) =>
  Date.parse(event.allDay ? `${event.startsAt}T00:00:00+08:00` : event.startsAt);

function parseIcs(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

test.describe('financial calendar', () => {
  test.use({ timezoneId: 'Europe/London' });

  for (const locale of LOCALES) {
    test(`in ${locale}: upcoming events soonest first, past ones latest first, each with its .ics`, async ({
      page,
    }) => {
      await page.clock.setFixedTime(NOW);
      await open(page, `${prefix(locale)}/investors/calendar`);
      await expect(page.getByRole('heading', { level: 1, name: text(locale, 'calendar.title') })).toBeVisible();
      const all = events(locale).sort((a, b) => startOf(a) - startOf(b));
      const upcoming = all.filter((event) => endOf(event) > NOW.getTime());
      const past = all.filter((event) => endOf(event) <= NOW.getTime()).reverse();
      const group = (key: string) => page.getByRole('region', { name: text(locale, key) }).getByRole('article');
      await expect(group('calendar.upcomingTitle').getByRole('heading', { level: 3 })).toHaveText(
        upcoming.map((event) => event.title),
      );
      await expect(group('calendar.pastTitle').getByRole('heading', { level: 3 })).toHaveText(
        past.map((event) => event.title),
      );

      const [next] = upcoming;
      if (!next) throw new Error('no upcoming event in the bundled calendar');
      const card = page.getByRole('article', { name: next.title });
      if (next.tentative)
        await expect(card.getByText(text(locale, 'calendar.tentative'), { exact: true })).toBeVisible();
      const add = card.getByRole('link', { name: text(locale, 'calendar.addToCalendarLabel', { title: next.title }) });
      await expect(add).toHaveAttribute('download', '');
      const href = await add.getAttribute('href');
      expect(href).toBe(`/calendar/${locale}/${next.id}.ics`);
      const file = await page.request.get(href ?? '');
      expect(file.headers()['content-type']).toContain('text/calendar');
      const [parsed] = parseIcs(await file.text());
      expect(parsed?.summary).toBe(next.title);
      // A day is a date (no zone); a moment is an instant.
      if (next.allDay) expect(parsed?.startDate.toString()).toBe(next.startsAt);
      else expect(parsed?.startDate.toJSDate().getTime()).toBe(startOf(next));

      const whole = await page.request.get(`/calendar/${locale}/financial-calendar.ics`);
      expect(parseIcs(await whole.text()).map((event) => event.uid.split('@')[0])).toEqual(
        events(locale).map((event) => event.id),
      );
    });
  }

  test('a timed event shows Hong Kong time and, for a visitor in London, London time too', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await open(page, '/investors/calendar');
    const agm = page.getByRole('article', { name: '2027 Annual General Meeting' });
    await expect(agm).toContainText('Friday, 4 June 2027, 10:30 am – 12:00 pm HKT');
    // Chromium names the zone "BST" or "GMT+1", by its ICU data.
    await expect(agm).toContainText(/Fri, 4 Jun, 3:30 am (BST|GMT\+1), your time/);
  });
});

// Away from Hong Kong the visitor's own time comes as a second line once the app runs, into room
// kept for it from the first paint; in Hong Kong no room is kept. The page's own clock, as the
// build's: a fixed clock away from it would move events between the upcoming and past lists once
// the app starts, as it should, and that is not the shift these measure.
for (const { zone, visitorLine } of [
  { zone: 'Europe/London', visitorLine: true },
  { zone: 'Asia/Hong_Kong', visitorLine: false },
]) {
  test.describe(`financial calendar on ${zone} time`, () => {
    test.use({ timezoneId: zone });

    test(`the event's times take ${visitorLine ? 'two lines' : 'one line'}, and nothing moves as the app starts`, async ({
      page,
    }) => {
      const shifts = await countLayoutShifts(page);
      await open(page, '/investors/calendar');
      const agm = page.getByRole('article', { name: '2027 Annual General Meeting' });
      await expect(agm).toContainText('10:30 am – 12:00 pm HKT');
      if (visitorLine) await expect(agm).toContainText('your time');
      else await expect(agm).not.toContainText('your time');
      const lines = await agm
        .locator('time')
        .first()
        .locator('..')
        .evaluate((element) => [...element.children].filter((child) => child.getClientRects().length > 0).length);
      expect(lines).toBe(visitorLine ? 2 : 1);
      expect(await shifts()).toBe(0);
    });
  });
}

test.describe('financial calendar in Hong Kong', () => {
  test.use({ timezoneId: 'Asia/Hong_Kong' });

  test('a visitor in Hong Kong sees Hong Kong time only', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await open(page, '/investors/calendar');
    const agm = page.getByRole('article', { name: '2027 Annual General Meeting' });
    await expect(agm).toContainText('10:30 am – 12:00 pm HKT');
    await expect(agm).not.toContainText('your time');
  });
});

test.describe('investor centre', () => {
  test('Investor Relations in the navigation leads to it: stock code, the HKEX quote, feeds, alerts and every part of IR', async ({
    page,
  }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: text('en', 'nav.label') });
    await nav
      .getByRole('button', { name: text('en', 'nav.showSubmenu', { item: text('en', 'nav.investorRelations') }) })
      .click();
    await nav.getByRole('link', { name: text('en', 'nav.investorCentre') }).click();
    await expect(page).toHaveURL(/\/investors$/);
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'investors:title') })).toBeVisible();
    const stock = page.getByRole('region', { name: text('en', 'investors:stockTitle') });
    await expect(stock.getByText('2629', { exact: true })).toBeVisible();
    await expect(stock.getByText(text('en', 'investors:quoteNote'))).toBeVisible();
    const quote = stock.getByRole('link', { name: new RegExp(text('en', 'investors.quoteLink')) });
    await expect(quote).toHaveAttribute('href', /hkex\.com\.hk\/.*sym=2629/);
    await expect(quote).toHaveAttribute('target', '_blank');
    const alerts = page.getByRole('region', { name: text('en', 'investors:alertsTitle') });
    await expect(alerts.getByRole('link', { name: text('en', 'investors.feedLink') })).toHaveAttribute(
      'href',
      '/feeds/en/announcements.xml',
    );
    await expect(alerts.getByRole('link', { name: new RegExp(text('en', 'investors:alertsLink')) })).toHaveAttribute(
      'href',
      /^https:\/\/www\.hkex\.com\.hk\//,
    );
    for (const [name, url] of [
      [text('en', 'investors:archiveTitle'), /\/announcements$/],
      [text('en', 'reports.title'), /\/investors\/reports$/],
      [text('en', 'governance:title'), /\/investors\/governance$/],
      [text('en', 'calendar.title'), /\/investors\/calendar$/],
    ] as const) {
      await page.getByRole('article', { name }).getByRole('link').click();
      await expect(page).toHaveURL(url);
      await page.goBack();
    }
  });

  for (const locale of LOCALES) {
    test(`in ${locale}: every page names its language's announcement feed, which is RSS 2.0 with the newest announcement first`, async ({
      page,
    }) => {
      await open(page, `${prefix(locale)}/investors`);
      const feed = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
      await expect(feed).toHaveAttribute('href', `/feeds/${locale}/announcements.xml`);
      const response = await page.request.get(`/feeds/${locale}/announcements.xml`);
      expect(response.ok()).toBe(true);
      const xml = await response.text();
      const [newest] = bundled(`${locale}/announcements.json`) as { id: string; title: string }[];
      const doc = await page.evaluate((source) => {
        const parsed = new DOMParser().parseFromString(source, 'application/xml');
        const item = parsed.querySelector('channel > item');
        return {
          version: parsed.documentElement.getAttribute('version'),
          error: parsed.querySelector('parsererror')?.textContent ?? null,
          title: parsed.querySelector('channel > title')?.textContent,
          firstTitle: item?.querySelector('title')?.textContent,
          firstLink: item?.querySelector('link')?.textContent,
        };
      }, xml);
      expect(doc.error).toBeNull();
      expect(doc.version).toBe('2.0');
      expect(doc.title).toBeTruthy();
      expect(doc.firstTitle).toBe(newest?.title);
      expect(doc.firstLink).toBe(
        `https://www.lumenpacific-group.com${prefix(locale)}/announcement/${newest?.id ?? ''}`,
      );
    });
  }
});

interface Report {
  title: string;
  document: { title: string; url: string };
}
interface GovernanceDocument {
  title: string;
  document: { title: string; url: string };
}
interface Announcement {
  id: string;
  title: string;
  publishedAt: string;
  attachments?: { title: string; url: string }[];
}

const PHONE = { name: 'phone', viewport: { width: 375, height: 812 }, query: '' } as const;
const KIOSK = { name: 'kiosk', viewport: { width: 1920, height: 1080 }, query: '?kiosk=1' } as const;

/**
 * Each locale once, on a phone or a kiosk: the journeys are the same in every locale (the same
 * routes and links, the locale's words and content), so each device runs them in some locale and
 * each locale's content is walked through once.
 */
const RUNS = [
  { device: PHONE, locale: 'en' },
  { device: PHONE, locale: 'zh' },
  { device: KIOSK, locale: 'zh-TW' },
] as const;

for (const { device, locale } of RUNS) {
  test.describe(`three clicks on a ${device.name}`, () => {
    test.use({ viewport: device.viewport });

    test(`in ${locale}: a five-year-old announcement, a report and a governance document, each in three clicks from home`, async ({
      page,
    }) => {
      const home = `${prefix(locale) || ''}/${device.query}`;
      const fileReached = async (url: string) => {
        if (device.name === 'kiosk') {
          // A kiosk offers the file as a QR code of its public address instead of leaving the app.
          const panel = page.getByRole('dialog', { name: text(locale, 'kiosk:qrTitleDocument') });
          await expect(panel.getByText(`https://www.lumenpacific-group.com${url}`, { exact: true })).toBeVisible();
          await panel.getByRole('button', { name: text(locale, 'kiosk:close') }).click();
        } else {
          await expect(page).toHaveURL(new RegExp(`${escape(url)}$`));
        }
      };
      await page.route('**/documents/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><link rel="icon" href="data:,"><title>PDF</title><p>The file</p>',
        }),
      );

      // An announcement published five years ago, with its filing: archive, year, PDF.
      const fiveYearsAgo = (bundled(`${locale}/announcements.json`) as Announcement[]).find(
        (item) => item.publishedAt.startsWith('2022-03') && item.attachments?.length,
      );
      const filing = fiveYearsAgo?.attachments?.[0];
      if (!fiveYearsAgo || !filing) throw new Error('no filed announcement of March 2022');
      // A kiosk opens at home on its start screen, whose tiles lead to the journeys.
      const kiosk = device.name === 'kiosk';
      const tile = (name: string) =>
        page
          .getByRole('navigation', { name: text(locale, 'kiosk:journeys') })
          .getByRole('link', { name: new RegExp(escape(name)) });
      /**
       * From home to an investor page: in a kiosk through the start screen's tile and the
       * Investor Centre's link named `centreLink`, on the web through the home page's `homeLink`.
       */
      const openInvestorPage = async (centreLink: string, homeLink: string) => {
        await open(page, home);
        if (!kiosk) {
          await page.getByRole('link', { name: text(locale, homeLink) }).click();
          return;
        }
        await tile(text(locale, 'nav.investorRelations')).click();
        // The Investor Centre, not the start page beneath the start screen (whose links share names).
        await expect(page.getByRole('heading', { level: 1, name: text(locale, 'investors:title') })).toBeVisible();
        await page
          .getByRole('main')
          .getByRole('link', { name: text(locale, centreLink), exact: true })
          .click();
      };
      await open(page, home);
      if (kiosk) await tile(text(locale, 'kiosk:tileNews')).click();
      else await page.getByRole('link', { name: text(locale, 'news.viewAll') }).click();
      await page.getByRole('combobox', { name: text(locale, 'archive:yearLabel') }).selectOption('2022');
      await page
        .getByRole('link', { name: new RegExp(escape(filing.title)) })
        .first()
        .click();
      await fileReached(filing.url);

      // The latest annual report: reports, PDF.
      const [report] = bundled(`${locale}/reports.json`) as Report[];
      if (!report) throw new Error('no report');
      await openInvestorPage('reports.title', 'ir.viewReports');
      await page.getByRole('article', { name: report.title }).getByRole('link').click();
      await fileReached(report.document.url);

      // The articles of association: governance, PDF.
      const articles = (
        bundled(`${locale}/governance.json`) as { documents: (GovernanceDocument & { section: string })[] }
      ).documents.find((document) => document.section === 'constitution');
      if (!articles) throw new Error('no constitutional document');
      await openInvestorPage('governance:title', 'ir.viewGovernanceDocuments');
      await page.getByRole('link', { name: new RegExp(escape(articles.document.title)) }).click();
      await fileReached(articles.document.url);
    });
  });
}

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
