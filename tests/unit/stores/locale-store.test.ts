import { beforeEach, describe, expect, it, vi } from 'vitest';

function setBrowserLanguage(language: string) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue([language]);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
}

async function freshStore() {
  vi.resetModules();
  return import('@/stores/locale-store');
}

describe('useLocaleStore', () => {
  beforeEach(() => {
    document.documentElement.lang = '';
  });

  it('starts from the saved locale', async () => {
    window.localStorage.setItem('locale', 'zh-TW');
    setBrowserLanguage('en-US');
    const { useLocaleStore } = await freshStore();
    expect(useLocaleStore.getState().locale).toBe('zh-TW');
  });

  it('starts from the browser language when nothing is saved', async () => {
    setBrowserLanguage('zh-HK');
    const { useLocaleStore } = await freshStore();
    expect(useLocaleStore.getState().locale).toBe('zh-TW');
  });

  it('falls back to en for an unsupported language and a bad saved value', async () => {
    window.localStorage.setItem('locale', 'de');
    setBrowserLanguage('fr-FR');
    const { useLocaleStore } = await freshStore();
    expect(useLocaleStore.getState().locale).toBe('en');
  });

  it('a change loads the catalogue, stores the choice and sets <html lang>', async () => {
    setBrowserLanguage('en-US');
    const { useLocaleStore } = await freshStore();
    const { initI18n, i18n } = await import('@/lib/i18n');
    await initI18n('en');
    await expect(useLocaleStore.getState().setLocale('zh')).resolves.toBe(true);
    expect(useLocaleStore.getState().locale).toBe('zh');
    expect(window.localStorage.getItem('locale')).toBe('zh');
    expect(document.documentElement.lang).toBe('zh');
    expect(i18n.t('announcements.fetchFailed', { reason: 'x' })).toBe('获取公告失败：x');
  });
});
