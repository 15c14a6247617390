import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initTheme, readStoredTheme, selectTheme, useThemeStore } from '@/stores/theme-store';

describe('useThemeStore', () => {
  beforeEach(() => {
    document.body.className = '';
  });

  it('starts light, and importing it reads nothing and changes nothing', () => {
    expect(useThemeStore.getState().theme).toBe('light');
    expect(document.body.className).toBe('');
  });

  it('toggles, swaps the body class and stores the plain string', () => {
    useThemeStore.getState().toggleTheme();
    expect(useThemeStore.getState().theme).toBe('dark');
    expect(document.body.classList.contains('dark-theme')).toBe(true);
    expect(document.body.classList.contains('light-theme')).toBe(false);
    expect(window.localStorage.getItem('theme')).toBe('dark');
    useThemeStore.getState().toggleTheme();
    expect(document.body.className).toBe('light-theme');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('keeps working when storage refuses writes', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    useThemeStore.getState().setTheme('dark');
    expect(useThemeStore.getState().theme).toBe('dark');
    expect(document.body.classList.contains('dark-theme')).toBe(true);
  });

  it('is back at the default in the next case', () => {
    expect(useThemeStore.getState().theme).toBe('light');
  });
});

describe('initTheme', () => {
  beforeEach(() => {
    document.body.className = '';
  });

  it('takes light, on the body too, when nothing is stored', () => {
    initTheme();
    expect(useThemeStore.getState().theme).toBe('light');
    expect(document.body.className).toBe('light-theme');
  });

  it('takes the stored theme', () => {
    window.localStorage.setItem('theme', 'dark');
    initTheme();
    expect(useThemeStore.getState().theme).toBe('dark');
    expect(document.body.className).toBe('dark-theme');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('falls back to light for a bad stored value without an error, and leaves the value stored', () => {
    window.localStorage.setItem('theme', 'purple');
    expect(readStoredTheme()).toBe('light');
    initTheme();
    expect(useThemeStore.getState().theme).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('purple');
  });

  it('falls back to light when storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    initTheme();
    expect(useThemeStore.getState().theme).toBe('light');
  });
});

describe('selectTheme', () => {
  it('reads the theme from a plain state', () => {
    expect(selectTheme({ theme: 'dark' })).toBe('dark');
  });
});
