import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { prePaintScript } from '../../../vite-plugins/index-html';

const script = prePaintScript(path.resolve(__dirname, '../../../locales'));

function run() {
  // The exact text index.html gets, run as the browser would run it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating the inline script is the point
  (new Function(script) as () => void)();
}

describe('pre-paint script', () => {
  beforeEach(() => {
    document.body.className = '';
    document.documentElement.lang = '';
    document.body.innerHTML = '<span id="boot-text">Loading…</span>';
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
  });

  it('applies the light theme and en by default', () => {
    run();
    expect(document.body.className).toBe('light-theme');
    expect(document.documentElement.lang).toBe('en');
  });

  it('applies the stored theme and locale before the app loads', () => {
    window.localStorage.setItem('theme', 'dark');
    window.localStorage.setItem('locale', 'zh-TW');
    run();
    expect(document.body.className).toBe('dark-theme');
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(document.getElementById('boot-text')?.textContent).not.toBe('Loading…');
  });

  it('ignores a bad stored theme', () => {
    window.localStorage.setItem('theme', 'purple');
    run();
    expect(document.body.className).toBe('light-theme');
  });

  it('detects the browser language by the same rule as the app', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
    run();
    expect(document.documentElement.lang).toBe('zh');
  });

  it('keeps the page working when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(run).not.toThrow();
    expect(document.body.className).toBe('light-theme');
  });
});
