import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, i18n } from '@/lib/locale/i18n';
import { applyLocale, preferredLocale, saveLocaleChoice } from '@/lib/locale/locale-choice';

function setBrowserLanguage(language: string) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue([language]);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
}

describe('preferredLocale', () => {
  it('is the saved choice first', () => {
    window.localStorage.setItem('locale', 'zh-TW');
    setBrowserLanguage('en-US');
    expect(preferredLocale()).toBe('zh-TW');
  });

  it('is the browser language when nothing is saved', () => {
    setBrowserLanguage('zh-HK');
    expect(preferredLocale()).toBe('zh-TW');
  });

  it('falls back to en for an unsupported language and a bad saved value', () => {
    window.localStorage.setItem('locale', 'de');
    setBrowserLanguage('fr-FR');
    expect(preferredLocale()).toBe('en');
  });
});

describe('saveLocaleChoice', () => {
  it('stores the choice the next unprefixed visit starts from', () => {
    setBrowserLanguage('en-US');
    expect(saveLocaleChoice('zh')).toBe(true);
    expect(window.localStorage.getItem('locale')).toBe('zh');
    expect(preferredLocale()).toBe('zh');
  });
});

describe('applyLocale', () => {
  beforeEach(() => {
    document.documentElement.lang = '';
  });

  it('switches i18next and <html lang> once the catalogue is loaded', async () => {
    await initI18n('en');
    await i18n.loadLanguages('zh');
    applyLocale('zh');
    expect(document.documentElement.lang).toBe('zh');
    expect(i18n.t('announcements.fetchFailed', { reason: 'x' })).toBe('获取公告失败：x');
  });
});
