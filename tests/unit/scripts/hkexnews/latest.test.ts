// @vitest-environment node
/**
 * HKEXnews' latest-filings feeds read from a local server replaying the answers in
 * tests/fixtures/hkexnews/ (scripts/hkexnews/latest.mjs): every page, checked, and an answer of
 * another shape refused with its URL and field.
 */
import { describe, expect, it } from 'vitest';
import {
  HkexnewsAnswerError,
  latestPageUrl,
  marketOf,
  readLatestFilings,
} from '../../../../scripts/hkexnews/latest.mjs';
import { answerAsHkexnews } from '../../support/hkexnews-replay';
import { withLoopbackServer } from '../../support/loopback-server';

/** Every path HKEXnews was asked for, in order. */
const requests: string[] = [];
const origin = withLoopbackServer((request, response) => {
  requests.push(request.url ?? '/');
  if (!answerAsHkexnews(request, response)) response.writeHead(404).end('not found');
});

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
    requests.length = 0;
    const english = await readLatestFilings({ source: origin(), market: 'sehk', language: 'en' });
    const chinese = await readLatestFilings({ source: origin(), market: 'sehk', language: 'zh-Hant' });
    expect(requests).toEqual([
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
    const reading = readLatestFilings({ source: `${origin()}/broken`, market: 'sehk', language: 'en' });
    await expect(reading).rejects.toBeInstanceOf(HkexnewsAnswerError);
    await expect(reading).rejects.toThrow(
      `${origin()}/broken/ncms/json/eds/lcisehk7relsde_1.json: newsInfoLst.0.relTime is not dd/mm/yyyy HH:MM`,
    );
  });

  it('refuse a page that is not there', async () => {
    await expect(readLatestFilings({ source: `${origin()}/nowhere`, market: 'gem', language: 'en' })).rejects.toThrow(
      /lcigem7relsde_1\.json: \(answer\) answered 404$/,
    );
  });
});
