// @vitest-environment node
/**
 * Five years of HKEXnews against the website (scripts/hkexnews/gaps.mjs): the issuer's title
 * search replayed from tests/fixtures/hkexnews/title-search/, a stand-in website's published
 * lists, and `npm run hkexnews -- gaps` with its report in the run's summary.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findGaps, gapsReport, stockIdOf, titleSearch } from '../../../../scripts/hkexnews/gaps.mjs';
import { answerAsHkexnews } from '../../support/hkexnews-replay';
import { withLoopbackServer } from '../../support/loopback-server';
import { runNode } from '../../support/run-node';
import { useTempFolder } from '../../support/temp-folder';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const CLI = path.join(ROOT, 'scripts/hkexnews/cli.mjs');
const KB = 1024;

/** The stand-in website's published lists: the secretary complete, the results under a person's id. */
const LISTS: Record<string, unknown[]> = {
  en: [
    {
      id: '2026-12-03-change-of-company-secretary',
      title: 'Change of Company Secretary',
      publishedAt: '2026-12-03T18:05:00+08:00',
      attachments: [
        { language: 'en', sizeBytes: 215 * KB },
        { language: 'zh-Hant', sizeBytes: 215 * KB + 300 },
      ],
    },
    {
      id: '2026-03-24-annual-results-2025',
      title: 'Annual Results Announcement for the Year Ended 31 December 2025',
      publishedAt: '2026-03-24T17:00:00+08:00',
      attachments: [
        { language: 'en', sizeBytes: Math.round(1.2 * KB * KB) },
        { language: 'zh-Hant', sizeBytes: 400 * KB },
      ],
    },
    {
      id: '2023-06-15-notice-of-annual-general-meeting',
      title: 'Notice of Annual General Meeting',
      publishedAt: '2023-06-15T12:00:00+08:00',
      attachments: [{ language: 'en', sizeBytes: 98 * KB }],
    },
  ],
  'zh-TW': [
    { id: '2026-12-03-change-of-company-secretary', title: '更換公司秘書', publishedAt: '2026-12-03T18:05:00+08:00' },
    { id: '2026-03-24-annual-results-2025', title: '全年業績', publishedAt: '2026-03-24T17:00:00+08:00' },
  ],
};

/** Every title search asked for, as its query. */
const searches: URLSearchParams[] = [];
let claimedRecords: number | undefined;

const origin = withLoopbackServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://replay');
  if (url.pathname === '/search/titleSearchServlet.do') searches.push(url.searchParams);
  if (answerAsHkexnews(request, response, { claimedRecords })) return;
  const locale = /^\/site\/content\/([\w-]+)\/announcements\.json$/.exec(url.pathname)?.[1] ?? '';
  const list = LISTS[locale];
  if (!list) return void response.writeHead(404).end('not found');
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
});

const NOW = new Date('2026-12-04T20:00:00+08:00');

describe('HKEXnews’ title search', () => {
  it('finds the issuer’s id by its code, not another issuer’s that starts alike', async () => {
    expect(await stockIdOf({ source: origin(), stock: '2629', fetch })).toBe(1000091234);
    await expect(stockIdOf({ source: origin(), stock: '9999', fetch })).rejects.toThrow(
      /HKEXnews lists no stock 09999/,
    );
  });

  it('reads every filing of five years, asking for all of them when the first answer has more', async () => {
    searches.length = 0;
    claimedRecords = 2_500;
    const filings = await titleSearch({
      source: origin(),
      stock: '2629',
      stockId: 1000091234,
      from: '20211204',
      to: '20261204',
      language: 'en',
      fetch,
    });
    claimedRecords = undefined;
    expect(searches.map((query) => query.get('rowRange'))).toEqual(['2000', '2500']);
    expect(Object.fromEntries(searches[0] ?? [])).toMatchObject({
      stockId: '1000091234',
      fromDate: '20211204',
      toDate: '20261204',
      lang: 'EN',
      t1code: '-2',
      t2Gcode: '-2',
      t2code: '-2',
    });
    // The placeholder of a Chinese-only filing is left out; the joint announcement is the issuer's too.
    expect(filings.map((filing) => filing.newsId)).toEqual([
      '11990101',
      '11990103',
      '11990106',
      '11980001',
      '11970001',
    ]);
    expect(filings[1]).toMatchObject({
      title: 'JOINT ANNOUNCEMENT CONNECTED TRANSACTION & PROVISION OF BLOCKCHAIN SERVICES TO GREEN MOBILITY COMPANY',
      releasedAt: '2026-12-04T12:30:00+08:00',
      stockCodes: ['8123', '2629'],
    });
  });

  it('refuses a record of another shape, naming the address and the field', async () => {
    const answer = {
      result: JSON.stringify([{ NEWS_ID: '1', DATE_TIME: '2026-12-04 16:45' }]),
      hasNextRow: false,
      recordCnt: 1,
    };
    const reading = titleSearch({
      source: 'https://hkexnews.example',
      stock: '2629',
      stockId: 1,
      from: '20211204',
      to: '20261204',
      language: 'zh-Hant',
      fetch: () => Promise.resolve(new Response(JSON.stringify(answer))),
    });
    await expect(reading).rejects.toThrow(/titleSearchServlet\.do\?.*lang=ZH: result\.0\.TITLE /);
  });
});

describe('the gaps', () => {
  it('lists each filing missing from the website, each missing language and each PDF of another size', async () => {
    const result = await findGaps({ source: origin(), stock: '2629', site: `${origin()}/site`, now: NOW });
    expect(result.from).toBe('20211203');
    expect(result.filings).toBe(6);
    expect(result.gaps).toEqual([
      {
        kind: 'missing',
        id: '2022-01-02-hkexnews-11960001',
        releasedAt: '2022-01-02T09:00:00+08:00',
        detail: 'HKEXnews 11960001 is not on the website',
      },
      {
        kind: 'missing language',
        id: '2023-06-15-notice-of-annual-general-meeting',
        releasedAt: '2023-06-15T12:00:00+08:00',
        detail: 'no Traditional Chinese (zh-TW) version',
      },
      {
        kind: 'missing language',
        id: '2023-06-15-notice-of-annual-general-meeting',
        releasedAt: '2023-06-15T12:00:00+08:00',
        detail: 'no Chinese PDF (HKEXnews 11970002, 102KB)',
      },
      {
        kind: 'size differs',
        id: '2026-03-24-annual-results-2025',
        releasedAt: '2026-03-24T17:00:00+08:00',
        detail: `the Chinese PDF is ${400 * KB} bytes; HKEXnews 11980002 is 1.3MB`,
      },
      {
        kind: 'missing',
        id: '2026-12-04-joint-announcement-connected-transaction-provision-of-blockchain-services-to-green',
        releasedAt: '2026-12-04T12:30:00+08:00',
        detail: 'HKEXnews 11990103, 11990203 is not on the website',
      },
      {
        kind: 'missing',
        id: '2026-12-04-announcement-of-interim-results-for-the-six-months-ended-30-september-2026',
        releasedAt: '2026-12-04T16:45:00+08:00',
        detail: 'HKEXnews 11990101, 11990201 is not on the website',
      },
    ]);
    const report = gapsReport(result, '2629');
    expect(report).toContain('## HKEXnews against the website: 2629, since 2021-12-03');
    expect(report).toContain('6 gap(s) in 6 filings:');
    expect(report).toContain(
      '| 2026-03-24 17:00 | 2026-03-24-annual-results-2025 | size differs: the Chinese PDF is 409600 bytes; HKEXnews 11980002 is 1.3MB |',
    );
  });
});

describe('npm run hkexnews -- gaps', { timeout: 60_000 }, () => {
  const folder = useTempFolder('hkexnews-gaps-');

  it('prints the report, writes it to the run’s summary and exits 1 when there is a gap', async () => {
    const summary = path.join(folder(), 'summary.md');
    const run = await runNode(CLI, ['gaps', '--source', origin(), '--stock', '2629', '--site', `${origin()}/site`], {
      cwd: ROOT,
      env: { ...process.env, GITHUB_STEP_SUMMARY: summary },
    });
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toContain('6 gap(s) in 6 filings:');
    expect(await readFile(summary, 'utf8')).toBe(`${run.stdout.trim()}\n`);
  });

  it('fails with an annotation naming the list when the website cannot be read', async () => {
    const run = await runNode(CLI, ['gaps', '--source', origin(), '--stock', '2629', '--site', `${origin()}/nowhere`], {
      cwd: ROOT,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `::error title=HKEXnews gaps failed::The website's list ${origin()}/nowhere/content/en/announcements.json cannot be read: it answered 404`,
    );
  });
});
