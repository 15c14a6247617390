// @vitest-environment node
/**
 * The issuer's filings out of HKEXnews' feeds (scripts/hkexnews/filings.mjs): plain titles, Hong
 * Kong times, the issuer's own among other issuers', and each English filing paired with its
 * Chinese one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  hongKongDateTime,
  issuerFilings,
  pairFilings,
  plainText,
  toFiling,
  type Filing,
} from '../../../../scripts/hkexnews/filings.mjs';
import { latestPageSchema } from '../../../../scripts/hkexnews/latest.mjs';

const FIXTURES = path.resolve(import.meta.dirname, '../../../fixtures/hkexnews');

/** Both pages of a language's feed, as filings. */
function feed(language: 'en' | 'zh-Hant'): Filing[] {
  const letter = language === 'en' ? 'e' : 'c';
  return [1, 2].flatMap((page) =>
    latestPageSchema
      .parse(JSON.parse(readFileSync(path.join(FIXTURES, `lcisehk7relsd${letter}_${page}.json`), 'utf8')))
      .newsInfoLst.map((item) => toFiling(item, language)),
  );
}

describe('a filing', () => {
  it('has its title as plain text: line breaks as spaces, entities decoded', () => {
    expect(plainText('JOINT ANNOUNCEMENT<br/>CONNECTED TRANSACTION &amp; GREEN&#8209;MOBILITY')).toBe(
      'JOINT ANNOUNCEMENT CONNECTED TRANSACTION & GREEN\u2011MOBILITY',
    );
    expect(plainText('聯合公告<br/>關連交易 &amp; 服務')).toBe('聯合公告 關連交易 & 服務');
  });

  it('has its release time in Hong Kong time, to the minute', () => {
    expect(hongKongDateTime('04/12/2026 16:45')).toBe('2026-12-04T16:45:00+08:00');
    expect(() => hongKongDateTime('31/02/2026 10:00')).toThrow('is not a real date and time');
    expect(() => hongKongDateTime('2026-12-04 16:45')).toThrow('is not dd/mm/yyyy HH:MM');
  });

  it('keeps no headline code where HKEXnews writes NaN', () => {
    const disclosure = feed('en').find((filing) => filing.newsId === '11990104');
    expect(disclosure?.headline).toEqual({
      tierOne: undefined,
      tierTwo: undefined,
      name: 'Next Day Disclosure Returns - [Others]',
    });
  });
});

describe('the issuer’s filings', () => {
  it('are those listing its stock code, a joint announcement’s second code included', () => {
    const ids = issuerFilings(feed('en'), '2629').map((filing) => filing.newsId);
    expect(ids).toEqual(['11990101', '11990103', '11990104', '11990105', '11990106']);
    expect(issuerFilings(feed('en'), '02629')).toHaveLength(5);
  });

  it('pair by the Chinese document’s name, else by minute and headline category', () => {
    const pairs = pairFilings(issuerFilings(feed('en'), '2629'), issuerFilings(feed('zh-Hant'), '2629'));
    expect(pairs.map((pair) => [pair.english?.newsId, pair.chinese?.newsId, pair.unpaired])).toEqual([
      ['11990101', '11990201', undefined],
      ['11990103', '11990203', undefined],
      ['11990104', '11990204', undefined],
      // Its Chinese document is not named after it: the only one of its minute and category.
      ['11990105', '11990205', undefined],
      ['11990106', '11990206', undefined],
    ]);
  });

  it('leave a filing without its other language unpaired, saying why', () => {
    const english = issuerFilings(feed('en'), '2629');
    const chinese = issuerFilings(feed('zh-Hant'), '2629').filter((filing) => filing.newsId !== '11990205');
    const lonely = pairFilings(english, chinese).find((pair) => pair.english?.newsId === '11990105');
    expect([lonely?.english?.newsId, lonely?.chinese, lonely?.unpaired]).toEqual([
      '11990105',
      undefined,
      'no Chinese filing was released with it',
    ]);
  });

  it('leave two filings of one minute and category unpaired when their names do not tell', () => {
    const [english] = issuerFilings(feed('en'), '2629').filter((filing) => filing.newsId === '11990105');
    const [chinese] = issuerFilings(feed('zh-Hant'), '2629').filter((filing) => filing.newsId === '11990205');
    if (!english || !chinese) throw new Error('fixtures changed');
    const twin = {
      ...chinese,
      newsId: '11990299',
      documentPath: '/listedco/listconews/sehk/2026/1204/2026120400312.pdf',
    };
    const pairs = pairFilings([english], [chinese, twin]);
    expect(pairs.map((pair) => pair.unpaired)).toEqual([
      '2 Chinese filings were released in the same minute under the same headline category',
      '1 English filing was released in the same minute under the same headline category',
      '1 English filing was released in the same minute under the same headline category',
    ]);
  });
});
