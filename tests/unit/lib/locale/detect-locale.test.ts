import { describe, expect, it } from 'vitest';
import { detectLocale } from '@/lib/locale/detect-locale';

describe('detectLocale', () => {
  it('uses a saved locale before the browser language', () => {
    expect(detectLocale('zh', 'en-US')).toBe('zh');
    expect(detectLocale('zh-TW', 'fr')).toBe('zh-TW');
    expect(detectLocale('en', 'zh-CN')).toBe('en');
  });

  it('ignores an invalid saved value and falls back to the browser language', () => {
    expect(detectLocale('klingon', 'zh-CN')).toBe('zh');
    expect(detectLocale('', 'zh-HK')).toBe('zh-TW');
  });

  it.each([
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['zh-hk', 'zh-TW'],
    ['zh-CN', 'zh'],
    ['zh', 'zh'],
    ['zh-Hans', 'zh'],
    ['zh-SG', 'zh'],
    ['fr', 'en'],
    ['en-GB', 'en'],
    ['ja-JP', 'en'],
  ])('maps browser language %s to %s', (language, expected) => {
    expect(detectLocale(null, language)).toBe(expected);
  });

  it('gives en when the browser names no language', () => {
    expect(detectLocale(null, undefined)).toBe('en');
    expect(detectLocale(undefined, '')).toBe('en');
  });
});
