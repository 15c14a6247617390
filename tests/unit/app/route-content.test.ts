import { act, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLoaderData } from 'react-router-dom';
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
  return (request = new Request('https://kiosk.example/')) =>
    loadContent(request, ['team', 'en'], (source) => source.readList('en/team.json', { safeParse } as never, 'team'));
}

/**
 * A kiosk page of this page load, as the root layout makes one (`src/app/routes/root.tsx`): the
 * "Showing saved content" notice and `WebsiteScreen` over the screens, `/about` showing the team
 * its loader reads with `load`, and `/announcements`, whose loader reads nothing.
 */
async function renderKiosk(load: (request: Request) => Promise<unknown>, path: string) {
  const [{ SavedContentNotice }, { ContentQueryProvider }, { WebsiteScreen }] = await Promise.all([
    import('@/components/ui/saved-content-notice'),
    import('@/components/ui/content-query-provider'),
    import('@/app/website-screen'),
  ]);
  function Team() {
    const team = useLoaderData<{ name: string }[]>();
    return createElement(
      'ul',
      { 'aria-label': 'Team' },
      ...team.map(({ name }) => createElement('li', { key: name }, name)),
    );
  }
  const router = createMemoryRouter(
    [
      {
        element: createElement(
          ContentQueryProvider,
          null,
          createElement(SavedContentNotice),
          createElement(WebsiteScreen),
          createElement(Outlet),
        ),
        children: [
          { path: '/about', loader: ({ request }) => load(request), Component: Team },
          { path: '/announcements', element: createElement('h1', null, 'Announcements') },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(createElement(RouterProvider, { router }));
  return router;
}

const NOTICE = /Showing saved content/;

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
    const router = await renderKiosk(await freshLoader({ siteUrl: SITE }), '/about');
    expect(await screen.findByText('Built-in team')).toBeVisible();
    expect(await screen.findByText('Showing saved content that came with the site.')).toBeVisible();
    // A screen whose loader reads nothing from the website: no notice for the other's copy.
    await act(() => router.navigate('/announcements'));
    expect(await screen.findByRole('heading', { name: 'Announcements' })).toBeVisible();
    await waitFor(() => expect(screen.queryByText(NOTICE)).toBeNull());
    await act(() => router.navigate('/about'));
    expect(await screen.findByText('Showing saved content that came with the site.')).toBeVisible();
  });

  it('says from when the copy on screen is once the website stops answering', async () => {
    const router = await renderKiosk(await freshLoader({ siteUrl: SITE }), '/about');
    expect(await screen.findByText('Website team')).toBeVisible();
    expect(screen.queryByText(NOTICE)).toBeNull();
    website = 'down';
    // A minute on (past the 30 s for which one download of a list answers every read), the
    // refresh content on screen gets: every 15 minutes, or the notice's retry.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    await act(() => router.navigate('/about'));
    const { appQueryClient } = await import('@/components/ui/content-query-provider');
    await act(() => appQueryClient().refetchQueries({ type: 'active' }));
    expect(await screen.findByText(/^Showing saved content from /)).toBeVisible();
    expect(screen.getByText('Website team')).toBeVisible();
  });

  it('shows the website’s content on a screen left open once the website answers', async () => {
    website = 'down';
    await renderKiosk(await freshLoader({ siteUrl: SITE }), '/about');
    expect(await screen.findByText('Built-in team')).toBeVisible();
    website = 'up';
    const { appQueryClient } = await import('@/components/ui/content-query-provider');
    await act(() => appQueryClient().refetchQueries({ type: 'active' }));
    expect(await screen.findByText('Website team')).toBeVisible();
    await waitFor(() => expect(screen.queryByText(NOTICE)).toBeNull());
  });

  it('leaves an abandoned navigation’s content off the screen shown', async () => {
    website = 'silent';
    const router = await renderKiosk(await freshLoader({ siteUrl: SITE }), '/announcements');
    expect(await screen.findByRole('heading', { name: 'Announcements' })).toBeVisible();
    vi.useFakeTimers();
    void router.navigate('/about');
    await vi.advanceTimersByTimeAsync(1_000);
    // The visitor changes their mind while the team waits for the website.
    void router.navigate('/announcements');
    await vi.advanceTimersByTimeAsync(30_000);
    vi.useRealTimers();
    expect(router.state.location.pathname).toBe('/announcements');
    const { appQueryClient } = await import('@/components/ui/content-query-provider');
    expect(appQueryClient().getQueryCache().findAll({ type: 'active' })).toEqual([]);
  });
});
