import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_QUERY_LENGTH } from '@/content/announcements/archive-filter';
import { URL_DELAY_MS, useSearchQuery } from '@/features/search/use-search-query';

/** The hook's caller: a search form, what it searches, and a result that cancels the URL's update. */
function SearchField() {
  const { typed, query, onChange, onSubmit, cancelPending } = useSearchQuery('/search');
  return (
    <form role="search" aria-label="Site" onSubmit={onSubmit}>
      <input type="search" aria-label="Search" value={typed} onChange={onChange} />
      <output aria-label="Searched">{query}</output>
      <button type="button" onClick={cancelPending}>
        Open a result
      </button>
    </form>
  );
}

/** Called by the test to end the loader of `/slow`: a navigation there stays under way until then. */
let finishSlowPage: () => void;
const loadSlowPage = () =>
  new Promise<null>((resolve) => {
    finishSlowPage = () => resolve(null);
  });

/** The search at `entries[index]` (the last by default) in a router whose location the test reads. */
function renderAt(entries: string[], index = entries.length - 1) {
  const router = createMemoryRouter(
    [
      { path: '/search', element: <SearchField /> },
      { path: '/slow', loader: loadSlowPage, element: <p>Slow page</p> },
      { path: '/other', element: <p>Other page</p> },
    ],
    { initialEntries: entries, initialIndex: index },
  );
  // Router updates outside transitions, as the app renders them (src/app/provider.tsx).
  render(<RouterProvider router={router} useTransitions={false} />);
  return router;
}

const field = () => screen.getByRole('searchbox', { name: 'Search' });
const type = (value: string) => fireEvent.change(field(), { target: { value } });
/** Lets `ms` pass, and the router and React finish what that started. */
const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
/** Does `action`, and lets the router and React finish what it started, with no time passing. */
const during = (action: () => unknown) =>
  act(async () => {
    action();
    await vi.advanceTimersByTimeAsync(0);
  });
/** The router's location as a path and query. */
const at = (router: ReturnType<typeof renderAt>) => `${router.state.location.pathname}${router.state.location.search}`;
const addressBar = () => `${window.location.pathname}${window.location.search}`;

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState({ entry: 'router' }, '', '/search');
});

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('useSearchQuery', () => {
  it('moves the router to the query only once typing has paused for URL_DELAY_MS, replacing the entry', async () => {
    const router = renderAt(['/search']);
    type('div');
    await wait(URL_DELAY_MS - 100);
    type('dividend');
    await wait(URL_DELAY_MS - 1);
    expect(at(router)).toBe('/search');

    await wait(1);
    expect(at(router)).toBe('/search?q=dividend');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.preventScrollReset).toBe(true);
  });

  it("puts the query in the address bar at once, keeping the router's entry state", () => {
    renderAt(['/search']);
    type('董事');
    expect(addressBar()).toBe('/search?q=%E8%91%A3%E4%BA%8B');
    expect(window.history.state).toEqual({ entry: 'router' });
  });

  it('drops the query from the URL when the field is emptied', async () => {
    const router = renderAt(['/search?q=board']);
    type('');
    expect(addressBar()).toBe('/search');
    await wait(URL_DELAY_MS);
    expect(at(router)).toBe('/search');
  });

  it('searches the trimmed query and keeps the spaces typed when the URL takes it', async () => {
    const router = renderAt(['/search']);
    type(' board ');
    expect(screen.getByRole('status', { name: 'Searched' })).toHaveTextContent(/^board$/);
    await wait(URL_DELAY_MS);
    expect(at(router)).toBe('/search?q=board');
    expect(field()).toHaveValue(' board ');
  });

  it('moves the router at once when the form is submitted, instead of loading the page', async () => {
    const router = renderAt(['/search']);
    type('results');
    let loads = true;
    await during(() => (loads = fireEvent.submit(screen.getByRole('search', { name: 'Site' }))));
    expect(loads).toBe(false);
    expect(at(router)).toBe('/search?q=results');
  });

  it('writes nothing while a navigation is under way', async () => {
    const router = renderAt(['/search']);
    type('director');
    await during(() => router.navigate('/slow'));
    expect(router.state.navigation.state).toBe('loading');

    await wait(URL_DELAY_MS);
    expect(at(router)).toBe('/search');
    await during(finishSlowPage);
    expect(at(router)).toBe('/slow');
  });

  it('drops the pending update when asked to, as a result is opened', async () => {
    const router = renderAt(['/search']);
    type('director');
    fireEvent.click(screen.getByRole('button', { name: 'Open a result' }));
    await wait(URL_DELAY_MS);
    expect(at(router)).toBe('/search');
    expect(addressBar()).toBe('/search?q=director');
  });

  it('writes nothing once the search has left the screen', async () => {
    const router = renderAt(['/search']);
    type('director');
    await act(() => router.navigate('/other'));
    await wait(URL_DELAY_MS);
    expect(at(router)).toBe('/other');
  });

  it('starts from the URL, at most MAX_QUERY_LENGTH characters of it', () => {
    renderAt([`/search?q=${'a'.repeat(MAX_QUERY_LENGTH + 5)}`]);
    expect(field()).toHaveValue('a'.repeat(MAX_QUERY_LENGTH));
  });

  it('follows the URL when Back or a link to another search changes it', async () => {
    const router = renderAt(['/search?q=dividend', '/search?q=director']);
    expect(field()).toHaveValue('director');
    await act(() => router.navigate(-1));
    expect(field()).toHaveValue('dividend');
    await act(() => router.navigate('/search?q=board'));
    expect(field()).toHaveValue('board');
    expect(screen.getByRole('status', { name: 'Searched' })).toHaveTextContent(/^board$/);
  });
});
