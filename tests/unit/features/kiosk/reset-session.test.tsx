import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { appQueryClient } from '@/components/ui/content-query-provider';
import { archiveQuery } from '@/content/announcements/queries';
import { useResetSession } from '@/features/kiosk/reset-session';
import { useKioskStore } from '@/stores/kiosk-store';
import { useThemeStore } from '@/stores/theme-store';
import { createApiSource, createBundledSource } from '@/lib/content/source';
import type { HttpClient } from '@/lib/content/api-client';
import { FLEET_SESSION_SETTINGS } from '../../support/kiosk-fleet';

const SEARCH_TEXT = 'private visitor words';

/** A source of the live kind, never asked: the tests put its answers in the cache themselves. */
const unused = { getJson: () => Promise.reject(new Error('not asked')) } as unknown as HttpClient;
const live = createApiSource(unused, createBundledSource(unused));

const page = { items: [], page: 1, pageSize: 10, total: 0 };

/** Renders a page whose button resets the session, at `/zh-TW/announcements?q=…` (a visitor's search). */
function renderKioskPage() {
  let reset: (cause: 'idle') => void = () => {};
  function Page() {
    reset = useResetSession();
    return null;
  }
  const router = createMemoryRouter([{ path: '*', Component: Page }], {
    initialEntries: ['/', `/zh-TW/announcements?q=${encodeURIComponent(SEARCH_TEXT)}`],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return { router, reset: () => act(() => reset('idle')) };
}

describe('useResetSession', () => {
  it('forgets the visitor’s filtered lists, keeps other content, and asks the shell to clear history once at the start page', async () => {
    const client = appQueryClient();
    const filtered = archiveQuery.options(live, { locale: 'zh-TW', filter: { q: SEARCH_TEXT } });
    const byCategory = archiveQuery.options(live, { locale: 'en', filter: { category: 'industry-policy' } });
    const unfiltered = archiveQuery.options(live, { locale: 'en', filter: {} });
    // Fetched with the screen's own options (their meta included), answered here.
    for (const options of [filtered, byCategory, unfiltered])
      await client.infiniteQuery({ ...options, queryFn: () => Promise.resolve(page) });
    const paths: string[] = [];
    const { router, reset } = renderKioskPage();
    const endSession = vi.fn(() => {
      paths.push(router.state.location.pathname + router.state.location.search);
      return Promise.resolve();
    });
    vi.stubGlobal('kiosk', { isKiosk: true, endSession });

    reset();

    await waitFor(() => expect(endSession).toHaveBeenCalledTimes(1));
    expect(paths).toEqual(['/']);
    expect(client.getQueryData(filtered.queryKey)).toBeUndefined();
    expect(client.getQueryData(byCategory.queryKey)).toBeUndefined();
    expect(client.getQueryData(unfiltered.queryKey)).toBeDefined();
    expect(
      JSON.stringify(
        client
          .getQueryCache()
          .getAll()
          .map((query) => query.queryKey),
      ),
    ).not.toContain(SEARCH_TEXT);
  });

  it('on a page without the shell ends the session all the same', async () => {
    const client = appQueryClient();
    const filtered = archiveQuery.options(live, { locale: 'en', filter: { year: 2024 } });
    await client.infiniteQuery({ ...filtered, queryFn: () => Promise.resolve(page) });
    const { router, reset } = renderKioskPage();
    reset();
    await waitFor(() => expect(client.getQueryData(filtered.queryKey)).toBeUndefined());
    expect(router.state.location.pathname).toBe('/');
  });

  it('takes the fleet’s new settings the shell answers, and goes to the new start at once', async () => {
    const endSession = vi.fn(() => Promise.resolve(FLEET_SESSION_SETTINGS));
    vi.stubGlobal('kiosk', { isKiosk: true, endSession });
    const { router, reset } = renderKioskPage();
    reset();
    await waitFor(() => expect(router.state.location.pathname).toBe('/zh-TW/careers'));
    expect(useKioskStore.getState()).toMatchObject({ idleSeconds: 60, startPath: '/careers', defaultLocale: 'zh-TW' });
    expect(useThemeStore.getState().theme).toBe('dark');
    // The same settings again change nothing, and the reset goes to the start once.
    reset();
    await waitFor(() => expect(endSession).toHaveBeenCalledTimes(2));
    expect(router.state.location.pathname).toBe('/zh-TW/careers');
  });
});
