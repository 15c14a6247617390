// @vitest-environment node
/**
 * HKEXnews' latest-filings feeds read from a local server replaying the answers in
 * tests/fixtures/hkexnews/ (scripts/hkexnews/latest.mjs): every page, checked, and an answer of
 * another shape refused with its URL and field.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HkexnewsAnswerError,
  latestPageUrl,
  marketOf,
  readLatestFilings,
} from '../../../../scripts/hkexnews/latest.mjs';

const FIXTURES = path.resolve(import.meta.dirname, '../../../fixtures/hkexnews');

/** Answers `/ncms/json/eds/<name>` with the fixture of that name, `/broken/…` with the malformed one. */
function replayServer(): Promise<{ server: Server; origin: string; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    requests.push(url);
    const name = url.startsWith('/broken/') ? 'malformed-relsde_1.json' : path.posix.basename(url);
    readFile(path.join(FIXTURES, name)).then(
      (body) => response.writeHead(200, { 'content-type': 'application/json' }).end(body),
      () => response.writeHead(404).end('not found'),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests }),
    ),
  );
}

let replay: Awaited<ReturnType<typeof replayServer>>;
beforeAll(async () => {
  replay = await replayServer();
});
afterAll(() => new Promise<void>((resolve) => replay.server.close(() => resolve())));

describe('the latest-filings feeds', () => {
  it('are addressed by market, days, language and page', () => {
    expect(latestPageUrl('https://www1.hkexnews.hk/', { market: 'sehk', days: 7, language: 'en', page: 2 })).toBe(
      'https://www1.hkexnews.hk/ncms/json/eds/lcisehk7relsde_2.json',
    );
    expect(latestPageUrl('https://www1.hkexnews.hk', { market: 'gem', days: 1, language: 'zh-Hant', page: 1 })).toBe(
      'https://www1.hkexnews.hk/ncms/json/eds/lcigem1relsdc_1.json',
    );
  });

  it('put a GEM stock code on GEM and any other on the Main Board', () => {
    expect(marketOf('08123')).toBe('gem');
    expect(marketOf('2629')).toBe('sehk');
    expect(marketOf('00005')).toBe('sehk');
  });

  it('are read page by page up to maxNumOfFile, in both languages', async () => {
    replay.requests.length = 0;
    const english = await readLatestFilings({ source: replay.origin, market: 'sehk', language: 'en' });
    const chinese = await readLatestFilings({ source: replay.origin, market: 'sehk', language: 'zh-Hant' });
    expect(replay.requests).toEqual([
      '/ncms/json/eds/lcisehk7relsde_1.json',
      '/ncms/json/eds/lcisehk7relsde_2.json',
      '/ncms/json/eds/lcisehk7relsdc_1.json',
      '/ncms/json/eds/lcisehk7relsdc_2.json',
    ]);
    expect(english.map((filing) => filing.newsId)).toEqual([
      '11990101',
      '11990102',
      '11990103',
      '11990104',
      '11990105',
      '11990106',
      '11990107',
    ]);
    expect(chinese).toHaveLength(7);
  });

  it('refuse an answer of another shape, naming its URL and the field', async () => {
    const reading = readLatestFilings({ source: `${replay.origin}/broken`, market: 'sehk', language: 'en' });
    await expect(reading).rejects.toBeInstanceOf(HkexnewsAnswerError);
    await expect(reading).rejects.toThrow(
      `${replay.origin}/broken/ncms/json/eds/lcisehk7relsde_1.json: newsInfoLst.0.relTime is not dd/mm/yyyy HH:MM`,
    );
  });

  it('refuse a page that is not there', async () => {
    await expect(
      readLatestFilings({ source: `${replay.origin}/nowhere`, market: 'gem', language: 'en' }),
    ).rejects.toThrow(/lcigem7relsde_1\.json: \(answer\) answered 404$/);
  });
});
