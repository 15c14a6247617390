import { describe, expect, it } from 'vitest';
import { localeOfPath, localizePath, requestLocale, splitLocalePath } from '@/lib/locale/locale-path';

describe('splitLocalePath', () => {
  it('splits a locale prefix from the path inside the site', () => {
    expect(splitLocalePath('/zh-TW/careers')).toEqual({ locale: 'zh-TW', path: '/careers' });
    expect(splitLocalePath('/zh/announcement/a-1')).toEqual({ locale: 'zh', path: '/announcement/a-1' });
  });

  it('gives the home page for a bare prefix, with or without its slash', () => {
    expect(splitLocalePath('/zh')).toEqual({ locale: 'zh', path: '/' });
    expect(splitLocalePath('/zh-TW/')).toEqual({ locale: 'zh-TW', path: '/' });
  });

  it('leaves unprefixed paths and look-alikes alone', () => {
    expect(splitLocalePath('/careers')).toEqual({ locale: undefined, path: '/careers' });
    expect(splitLocalePath('/zhx/careers')).toEqual({ locale: undefined, path: '/zhx/careers' });
    expect(splitLocalePath('/ZH/careers')).toEqual({ locale: undefined, path: '/ZH/careers' });
  });
});

describe('localizePath', () => {
  it('puts a path under a locale prefix, keeping search and hash', () => {
    expect(localizePath('/careers', 'zh')).toBe('/zh/careers');
    expect(localizePath('/announcements?category=industry-policy', 'zh-TW')).toBe(
      '/zh-TW/announcements?category=industry-policy',
    );
    expect(localizePath('/#news', 'zh')).toBe('/zh/#news');
  });

  it('gives a locale home its trailing slash', () => {
    expect(localizePath('/', 'zh-TW')).toBe('/zh-TW/');
    expect(localizePath('/', 'en')).toBe('/');
  });

  it('replaces a prefix already there', () => {
    expect(localizePath('/zh-TW/careers', 'en')).toBe('/careers');
    expect(localizePath('/zh/#about', 'zh-TW')).toBe('/zh-TW/#about');
  });
});

describe('localizePath on a path that names another host', () => {
  it('keeps one leading slash, so the result stays on the site in every locale', () => {
    const cases = [
      '/zh//evil.example',
      '/zh/\\evil.example',
      '//evil.example',
      '/zh-TW///evil.example',
      '/\\evil.example',
    ];
    for (const href of cases) {
      for (const locale of ['en', 'zh', 'zh-TW'] as const) {
        const localized = localizePath(href, locale);
        expect(localized, `${href} in ${locale}`).not.toMatch(/^[/\\]{2}|^\/(zh|zh-TW)[/\\]{2}/);
        expect(new URL(localized, 'https://www.example.com').host, `${href} in ${locale}`).toBe('www.example.com');
      }
    }
    expect(localizePath('/zh//evil.example?x=1#y', 'en')).toBe('/evil.example?x=1#y');
    expect(localizePath('/zh/\\evil.example', 'zh-TW')).toBe('/zh-TW/evil.example');
  });
});

describe('localeOfPath and requestLocale', () => {
  it('read the prefix, English when there is none', () => {
    expect(localeOfPath('/zh-TW/terms')).toBe('zh-TW');
    expect(localeOfPath('/terms')).toBe('en');
    expect(requestLocale(new Request('https://example.com/zh/careers?x=1'))).toBe('zh');
  });
});
