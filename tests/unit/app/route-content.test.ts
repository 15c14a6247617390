import { render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const SITE = 'https://www.example.com';

/** Team files by address: the bundled one beside the page, and the website's. */
const FILES: Record<string, unknown> = {
  '/content/en/team.json': [{ name: 'Built-in team' }],
  [`${SITE}/content/en/team.json`]: [{ name: 'Website team' }],
};

/** How the fake network answers the website: with its files, with a network failure, or never. */
let website: 'up' | 'down' | 'silent' = 'up';

function answer(url: string, init?: RequestInit): Promise<Response> {
  if (url.startsWith(SITE) && website !== 'up') {
    if (website === 'down') return Promise.reject(new TypeError('Failed to fetch'));
    return new Promise((_, reject) =>
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );
  }
  const path = url.startsWith(SITE) ? url : new URL(url).pathname;
  if (!(path in FILES)) return Promise.resolve(new Response('', { status: 404 }));
  return Promise.resolve(Response.json(FILES[path]));
}

/**
 * `loadContent` of a fresh page load (every module new, so the content settings and sources are
 * this test's), after `settings` were applied; reads the team with the real fetchers' path.
 */
async function freshLoader(settings: { siteUrl?: string }) {
  vi.resetModules();
  const { setContentSettings } = await import('@/lib/content/settings');
  setContentSettings({ apiBaseUrl: undefined, apiTimeoutMs: undefined, ...settings });
  const { loadContent } = await import('@/app/route-content');
  // What it imports on demand, loaded now, so that a test on fake time does not wait on the loader.
  await Promise.all([
    import('@/lib/content/active-source'),
    import('@/app/website-content'),
    import('@/components/ui/content-query-provider'),
    import('@/lib/content/query-client'),
  ]);
  return (screen = '/') =>
    loadContent(new Request(`https://kiosk.example${screen}`), ['team', 'en'], (source) =>
      source.readList('en/team.json', { safeParse } as never, 'team'),
    );
}

/**
 * The layout's "Showing saved content" notice over this page load's query cache, on the screen at
 * `path`, as the layout tells the website content which screen is shown (`src/app/routes/root.tsx`).
 */
async function renderNotice(path = '/') {
  const [{ SavedContentNotice }, { ContentQueryProvider }, { showScreen }] = await Promise.all([
    import('@/components/ui/saved-content-notice'),
    import('@/components/ui/content-query-provider'),
    import('@/app/website-content'),
  ]);
  showScreen(path);
  render(
    createElement(
      MemoryRouter,
      { initialEntries: [path] },
      createElement(ContentQueryProvider, null, createElement(SavedContentNotice)),
    ),
  );
  return { showScreen };
}

/** A schema stand-in that takes any object: the fetchers' own schemas are tested with them. */
function safeParse(value: unknown) {
  return { success: true, data: value };
}

describe('loadContent', () => {
  beforeEach(() => {
    website = 'up';
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        answer(
          input instanceof Request ? input.url : String(input),
          input instanceof Request ? { signal: input.signal } : init,
        ),
      ),
    );
    // Each page load has a logger of its own (the modules are new); all of them write to the console.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reads the bundled files when the kiosk names no website', async () => {
    const load = await freshLoader({});
    await expect(load()).resolves.toEqual([{ name: 'Built-in team' }]);
  });

  it('reads the website’s published files when the kiosk names one', async () => {
    const load = await freshLoader({ siteUrl: SITE });
    await expect(load()).resolves.toEqual([{ name: 'Website team' }]);
  });

  it('shows the built-in copy on a first start without the website', async () => {
    website = 'down';
    const load = await freshLoader({ siteUrl: SITE });
    await expect(load()).resolves.toEqual([{ name: 'Built-in team' }]);
  });

  it('keeps what it read from the website once the website goes away', async () => {
    const load = await freshLoader({ siteUrl: SITE });
    await load();
    website = 'down';
    await expect(load()).resolves.toEqual([{ name: 'Website team' }]);
  });

  it('waits at most four seconds for a website that does not answer, then shows the built-in copy', async () => {
    website = 'silent';
    const load = await freshLoader({ siteUrl: SITE });
    vi.useFakeTimers();
    let result: unknown;
    const loading = load().then((value) => (result = value));
    await vi.advanceTimersByTimeAsync(3_900);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    await loading;
    expect(result).toEqual([{ name: 'Built-in team' }]);
  });

  it('says so on the screen that shows the built-in copy, and only there', async () => {
    website = 'down';
    const load = await freshLoader({ siteUrl: SITE });
    await load('/about');
    const { showScreen } = await renderNotice('/about');
    expect(await screen.findByText('Showing saved content that came with the site.')).toBeVisible();
    // Another screen, whose loaders read nothing from the website: no notice for this one's copy.
    showScreen('/announcements');
    await waitFor(() => expect(screen.queryByText(/Showing saved content/)).toBeNull());
  });

  it('says from when the copy on screen is once the website stops answering', async () => {
    const load = await freshLoader({ siteUrl: SITE });
    await load('/about');
    await renderNotice('/about');
    expect(screen.queryByText(/Showing saved content/)).toBeNull();
    website = 'down';
    // The refresh that content on screen gets (every 15 minutes, or the notice's retry).
    const { appQueryClient } = await import('@/components/ui/content-query-provider');
    // A minute on: past the 30 s for which one download of a list answers every read.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    await appQueryClient().refetchQueries({ type: 'active' });
    expect(await screen.findByText(/^Showing saved content from /)).toBeVisible();
  });
});
