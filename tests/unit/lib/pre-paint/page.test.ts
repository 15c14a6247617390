import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_INPUT_GLOBAL, PENDING_ATTRIBUTE } from '@/config/early-input';
import { prePaintLocale, PRELOADS_PER_TASK, STALE_CONTENT, STALE_PRERENDER } from '@/lib/pre-paint/page';
import { compileInlineScript } from '../../../../vite-plugins/inline-script';
import { PRE_PAINT_LOCALE_ENTRY, PRE_PAINT_THEME_ENTRY } from '../../../../vite-plugins/index-html';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** The exact texts index.html gets (`vite-plugins/index-html.ts`), compiled once. */
let inline: string[] = [];
beforeAll(async () => {
  const compiled = await Promise.all(
    [PRE_PAINT_LOCALE_ENTRY, PRE_PAINT_THEME_ENTRY].map((entry) => compileInlineScript({ root: ROOT, entry })),
  );
  inline = compiled.map((script) => script.code);
}, 30_000);

/**
 * Runs the inline scripts as the browser would: the locale script (as a script element naming
 * `prerenderedPath` and the page's `modules`, if given), then the theme script.
 * @returns The `replace` of the `location` the scripts see: jsdom cannot navigate.
 */
function runInline(prerenderedPath?: string, modules?: { entry: string; preload: string }) {
  const element = document.createElement('script');
  if (prerenderedPath) element.setAttribute('data-prerendered-path', prerenderedPath);
  if (modules) {
    element.setAttribute('data-entry', modules.entry);
    element.setAttribute('data-preload', modules.preload);
  }
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(element);
  const replace = vi.fn<(url: string) => void>();
  for (const script of inline) {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating the inline script is the point
    (new Function('location', script) as (location: Pick<Location, 'replace'>) => void)({ replace });
  }
  return replace;
}

function at(path: string) {
  window.history.replaceState(null, '', path);
}

describe('pre-paint script', () => {
  beforeEach(() => {
    document.body.className = '';
    document.head.replaceChildren();
    document.documentElement.lang = '';
    document.documentElement.style.visibility = '';
    delete document.documentElement.dataset.prerender;
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    at('/');
  });

  it('applies the light theme and en by default', () => {
    runInline();
    expect(document.body.className).toBe('light-theme');
    expect(document.documentElement.lang).toBe('en');
  });

  it('applies the stored theme before the app loads', () => {
    window.localStorage.setItem('theme', 'dark');
    runInline();
    expect(document.body.className).toBe('dark-theme');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it("points the prerendered page's SVG icons at the stored theme's folder as they are parsed", async () => {
    window.localStorage.setItem('theme', 'dark');
    document.body.replaceChildren();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    runInline();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<header><img src="/light/logo.svg" alt=""><span><img src="/light/icons/menu.svg" alt=""></span><img src="/light/home-bg.480w.abc.webp" alt=""><img src="/common/favicon.svg" alt=""></header>',
    );
    await Promise.resolve();
    expect([...document.body.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      '/dark/logo.svg',
      '/dark/icons/menu.svg',
      '/light/home-bg.480w.abc.webp',
      '/common/favicon.svg',
    ]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    document.body.insertAdjacentHTML('beforeend', '<img src="/light/icons/x.svg" alt="">');
    await Promise.resolve();
    expect(document.body.lastElementChild?.getAttribute('src')).toBe('/light/icons/x.svg');
  });

  it('leaves images alone in the theme the page was prerendered in', async () => {
    document.body.replaceChildren();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    runInline();
    document.body.insertAdjacentHTML('beforeend', '<img src="/light/logo.svg" alt="">');
    await Promise.resolve();
    expect(document.body.querySelector('img')?.getAttribute('src')).toBe('/light/logo.svg');
  });

  it('ignores a bad stored theme', () => {
    window.localStorage.setItem('theme', 'purple');
    runInline();
    expect(document.body.className).toBe('light-theme');
  });

  it('sends a visitor whose saved locale is not English to that locale’s URL, hidden meanwhile', () => {
    window.localStorage.setItem('locale', 'zh-TW');
    at('/careers?x=1#top');
    expect(prePaintLocale(null)).toBe('/zh-TW/careers?x=1#top');
    expect(document.documentElement.style.visibility).toBe('hidden');
  });

  it('detects the browser language by the same rule as the app', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
    expect(prePaintLocale(null)).toBe('/zh/');
  });

  it('keeps a prefixed URL in its own locale, whatever was saved', () => {
    window.localStorage.setItem('locale', 'en');
    at('/zh/announcements');
    expect(prePaintLocale(null)).toBeUndefined();
    expect(document.documentElement.lang).toBe('zh');
  });

  it('stays on an unprefixed URL for an English visitor', () => {
    at('/careers');
    expect(prePaintLocale(null)).toBeUndefined();
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.style.visibility).toBe('');
  });

  it('marks a prerendered page served for another path as stale', () => {
    at('/announcement/only-in-the-api');
    runInline('/');
    expect(document.documentElement.dataset.prerender).toBe(STALE_PRERENDER);
  });

  it('marks only the content of a prerendered page as stale when the URL carries a filter it was rendered without', () => {
    at('/announcements?category=industry-policy');
    runInline('/announcements');
    expect(document.documentElement.dataset.prerender).toBe(STALE_CONTENT);
  });

  it('shows a not-found page at once for any path of its locale, filters or not', () => {
    at('/zh/no/such/page?category=industry-policy');
    runInline('/zh/*');
    expect(document.documentElement.dataset.prerender).toBeUndefined();
    expect(document.documentElement.lang).toBe('zh');
  });

  it('hides a not-found page served for a path of another locale', () => {
    at('/zh-TW/no-such-page');
    runInline('/zh/*');
    expect(document.documentElement.dataset.prerender).toBe(STALE_PRERENDER);
    at('/no-such-page');
    delete document.documentElement.dataset.prerender;
    runInline('/zh/*');
    expect(document.documentElement.dataset.prerender).toBe(STALE_PRERENDER);
  });

  it('shows the English not-found page at once for an English visitor on any unprefixed path', () => {
    at('/no/such/page');
    runInline('/*');
    expect(document.documentElement.dataset.prerender).toBeUndefined();
  });

  it('hydrates over other search parameters (kiosk flags, campaign tags)', () => {
    at('/announcements?kiosk=1&utm_source=mail');
    runInline('/announcements');
    expect(document.documentElement.dataset.prerender).toBeUndefined();
  });

  it('leaves a prerendered page served for its own path alone', () => {
    at('/zh-TW/careers');
    runInline('/zh-TW/careers');
    expect(document.documentElement.dataset.prerender).toBeUndefined();
    expect(document.documentElement.lang).toBe('zh-TW');
  });

  it('is one classic script each, with nothing left to import', () => {
    expect(inline).toHaveLength(2);
    for (const script of inline) {
      expect(script).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);$/);
      expect(script).not.toMatch(/\bimport\b|\bexport\b|\brequire\(/);
    }
  });

  it('loads the visitor’s locale page in place of an unprefixed URL, hidden meanwhile', () => {
    window.localStorage.setItem('locale', 'zh');
    at('/careers?category=x#top');
    const replace = runInline('/careers', { entry: '/assets/index-1.js', preload: '' });
    expect(replace).toHaveBeenCalledWith('/zh/careers?category=x#top');
    expect(document.documentElement.style.visibility).toBe('hidden');
    expect(window[EARLY_INPUT_GLOBAL], 'nothing of this page starts').toBeUndefined();
  });

  it('sets the language of a prefixed page and stays', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-HK']);
    at('/zh-TW/careers');
    expect(runInline('/zh-TW/careers')).not.toHaveBeenCalled();
    expect(document.documentElement.lang).toBe('zh-TW');
  });

  it('holds taps on a prerendered page’s controls until the app takes them', () => {
    document.body.innerHTML = '<div id="root"><button type="button">Menu</button></div>';
    runInline('/', { entry: '/assets/index-1.js', preload: '' });
    const button = document.querySelector('button') as HTMLButtonElement;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(button).toHaveAttribute(PENDING_ATTRIBUTE);
    expect(window[EARLY_INPUT_GLOBAL]?.take()).toEqual([expect.objectContaining({ type: 'click', target: button })]);
    Reflect.deleteProperty(window, EARLY_INPUT_GLOBAL);
  });

  it('keeps the page working when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => runInline()).not.toThrow();
    expect(document.body.className).toBe('light-theme');
  });

  describe('on a prerendered page', () => {
    const modules = { entry: '/assets/index-1.js', preload: '/assets/react-2.js /assets/home-3.js' };
    let frames: FrameRequestCallback[];
    const loaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link, script')].map((element) =>
        element instanceof HTMLLinkElement
          ? `${element.rel} ${element.getAttribute('href')}`
          : `${element.type} ${element.getAttribute('src')}`,
      );

    beforeEach(() => {
      frames = [];
      vi.useFakeTimers();
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
      at('/');
      document.body.replaceChildren();
    });

    afterEach(() => {
      vi.useRealTimers();
      document.body.replaceChildren();
    });

    /** The parser has reached the page's `<main>`, below its header. */
    const parsePage = () => {
      const root = document.createElement('div');
      root.id = 'root';
      root.append(document.createElement('header'), Object.assign(document.createElement('main'), { id: 'main' }));
      document.body.append(root);
    };
    /** Runs the newest frame's callbacks, as the browser does before rendering that frame. */
    const renderFrame = () => frames.at(-1)?.(0);

    it('starts the app in a task after the first frame that renders the page’s header: the modules, then the entry', () => {
      parsePage();
      runInline('/', modules);
      expect(loaded()).toEqual([]);
      expect(frames).toHaveLength(1);
      renderFrame();
      // The frame's style, layout and paint run after its callbacks: the app starts in a task after it.
      expect(loaded()).toEqual([]);
      vi.advanceTimersByTime(0);
      expect(loaded()).toEqual([
        'modulepreload /assets/index-1.js',
        'modulepreload /assets/react-2.js',
        'modulepreload /assets/home-3.js',
        'module /assets/index-1.js',
      ]);
    });

    it('waits for a frame with the page’s header whole, not a blank or half-parsed one', () => {
      runInline('/', modules);
      renderFrame();
      vi.runAllTimers();
      expect(loaded(), 'the parser had not reached the page').toEqual([]);
      const root = Object.assign(document.createElement('div'), { id: 'root' });
      root.append(document.createElement('header'));
      document.body.append(root);
      renderFrame();
      vi.runAllTimers();
      expect(loaded(), 'the parser is still in the header').toEqual([]);
      root.append(Object.assign(document.createElement('main'), { id: 'main' }));
      renderFrame();
      vi.runAllTimers();
      expect(loaded()).toHaveLength(4);
      expect(frames, 'no frame asked for once started').toHaveLength(3);
    });

    it('fetches the modules once painted while the parser is still at work, and runs the entry once it is done', () => {
      parsePage();
      const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      runInline('/', modules);
      renderFrame();
      vi.runAllTimers();
      expect(loaded()).toEqual([
        'modulepreload /assets/index-1.js',
        'modulepreload /assets/react-2.js',
        'modulepreload /assets/home-3.js',
      ]);
      readyState.mockReturnValue('interactive');
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(loaded()).toContain('module /assets/index-1.js');
      readyState.mockRestore();
    });

    it('adds the preloads a few to a task, the entry and the framework first, so no task is long', () => {
      parsePage();
      const many = {
        entry: '/assets/index-1.js',
        preload: ['runtime', 'react', 'home', 'meta', 'content', 'en'].map((name) => `/assets/${name}.js`).join(' '),
      };
      const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      runInline('/', many);
      renderFrame();
      vi.advanceTimersByTime(0);
      expect(loaded()).toEqual([
        'modulepreload /assets/index-1.js',
        'modulepreload /assets/runtime.js',
        'modulepreload /assets/react.js',
      ]);
      expect(PRELOADS_PER_TASK).toBe(3);
      vi.advanceTimersToNextTimer();
      expect(loaded()).toHaveLength(6);
      vi.runAllTimers();
      expect(loaded()).toEqual([
        'modulepreload /assets/index-1.js',
        ...['runtime', 'react', 'home', 'meta', 'content', 'en'].map((name) => `modulepreload /assets/${name}.js`),
      ]);
      readyState.mockRestore();
    });

    it('starts a page that shows nothing before its app (stale) without waiting for a frame', () => {
      at('/announcement/only-in-the-api');
      runInline('/', modules);
      expect(frames).toHaveLength(0);
      expect(loaded()).toContain('module /assets/index-1.js');
    });

    it('starts nothing for a page without an entry (the app shell loads its own)', () => {
      runInline('/');
      frames.forEach((frame) => frame(0));
      vi.runAllTimers();
      expect(loaded()).toEqual([]);
    });
  });
});
