import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshStore() {
  vi.resetModules();
  return import('@/stores/theme-store');
}

describe('useThemeStore', () => {
  beforeEach(() => {
    document.body.className = '';
  });

  it('starts light when nothing is stored', async () => {
    const { useThemeStore } = await freshStore();
    expect(useThemeStore.getState().theme).toBe('light');
  });

  it('starts with the stored theme', async () => {
    window.localStorage.setItem('theme', 'dark');
    const { useThemeStore } = await freshStore();
    expect(useThemeStore.getState().theme).toBe('dark');
  });

  it('falls back to light for a bad stored value without an error', async () => {
    window.localStorage.setItem('theme', 'purple');
    const { useThemeStore, readStoredTheme } = await freshStore();
    expect(readStoredTheme()).toBe('light');
    expect(useThemeStore.getState().theme).toBe('light');
  });

  it('toggles, swaps the body class and stores the plain string', async () => {
    const { useThemeStore } = await freshStore();
    useThemeStore.getState().toggleTheme();
    expect(useThemeStore.getState().theme).toBe('dark');
    expect(document.body.classList.contains('dark-theme')).toBe(true);
    expect(document.body.classList.contains('light-theme')).toBe(false);
    expect(window.localStorage.getItem('theme')).toBe('dark');
    useThemeStore.getState().toggleTheme();
    expect(document.body.className).toBe('light-theme');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('keeps working when storage refuses writes', async () => {
    const { useThemeStore } = await freshStore();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    useThemeStore.getState().setTheme('dark');
    expect(useThemeStore.getState().theme).toBe('dark');
    expect(document.body.classList.contains('dark-theme')).toBe(true);
  });
});
