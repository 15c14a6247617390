import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { renderToString } from 'react-dom/server';
import {
  mockAllIsIntersecting,
  resetIntersectionMocking,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InfiniteList, listSetSize, reservedHeight } from '@/components/ui/infinite-list/infinite-list';
import {
  ITEM_GAP_PX,
  measurementsFromSizes,
  OVERSCAN,
  rangeKeepingFocus,
  useVirtualList,
  VIRTUALIZE_AFTER,
} from '@/components/ui/infinite-list/use-virtual-list';
import { hasNextPage, type Page } from '@/lib/content/schemas';
import { clearListSnapshots, readListSnapshot } from '@/components/ui/infinite-list/list-snapshot';

interface Thing {
  id: string;
  title: string;
}

/** Every item's height in the stubbed layout, in CSS px (jsdom lays nothing out). */
const ITEM_HEIGHT = 100;

function pageOf(page: number, pageSize: number, total: number): Page<Thing> {
  const start = (page - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - start));
  return {
    items: Array.from({ length: count }, (_, offset) => ({
      id: `thing-${start + offset + 1}`,
      title: `Thing ${start + offset + 1}`,
    })),
    page,
    pageSize,
    total,
  };
}

interface HarnessProps {
  total: number;
  pageSize: number;
  fetchPage?: (page: number) => Promise<Page<Thing>>;
  estimateItemSize?: number;
}

function Things({ total, pageSize, fetchPage, estimateItemSize }: HarnessProps) {
  const query = useInfiniteQuery({
    queryKey: ['things', total, pageSize],
    queryFn: ({ pageParam }) =>
      fetchPage ? fetchPage(pageParam) : Promise.resolve(pageOf(pageParam, pageSize, total)),
    initialPageParam: 1,
    getNextPageParam: (last) => (hasNextPage(last) ? last.page + 1 : undefined),
  });
  return (
    <InfiniteList
      query={query}
      getKey={(thing) => thing.id}
      renderItem={(thing) => <a href={`/things/${thing.id}`}>{thing.title}</a>}
      label="Things"
      loadingMoreText="Loading more..."
      allLoadedText="All content loaded"
      emptyText="Nothing here"
      errorText={(error) => `Failed: ${error.message}`}
      estimateItemSize={estimateItemSize}
    />
  );
}

function renderThings(props: HarnessProps) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    { path: '/things/:id', element: <p>One thing</p> },
    { path: '*', element: <Things {...props} /> },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const things = () => screen.getByRole('list', { name: 'Things' });
/** The items of the list itself, in document order, by position (`aria-posinset`). */
const positions = () =>
  within(things())
    .getAllByRole('listitem')
    .map((item) => Number(item.getAttribute('aria-posinset')));

/** Scrolls the window to `y` as a browser would: position first, then the event. */
function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

beforeEach(() => {
  // Every test's memory router starts at the same history key.
  clearListSnapshots();
  window.sessionStorage.clear();
  setupIntersectionMocking(vi.fn);
  // jsdom has no layout: every list item is ITEM_HEIGHT tall and the list starts at the top,
  // as TanStack Virtual's own tests stub sizes.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const height = this.tagName === 'LI' && this.dataset.index !== undefined ? ITEM_HEIGHT : 0;
    return DOMRect.fromRect({ x: 0, y: 0, width: 1024, height });
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

afterEach(() => {
  resetIntersectionMocking();
});

describe('listSetSize', () => {
  it('is the number of items once the list has ended', () => {
    expect(listSetSize(55, 60, true)).toBe(55);
  });

  it("is the API's total while more can load", () => {
    expect(listSetSize(20, 5000, false)).toBe(5000);
  });

  it('is -1 while the total is unknown', () => {
    expect(listSetSize(0, undefined, false)).toBe(-1);
  });
});

describe('reservedHeight', () => {
  it('keeps room for a whole page while more than a page is left', () => {
    expect(reservedHeight({ loaded: 10, total: 5000, pageSize: 10, itemSize: 200, gap: 16 })).toBe(2160);
  });

  it('keeps room only for what is left of the total', () => {
    expect(reservedHeight({ loaded: 30, total: 33, pageSize: 10, itemSize: 200, gap: 16 })).toBe(648);
  });

  it('keeps none once everything is loaded, or when the total shrank below what is shown', () => {
    expect(reservedHeight({ loaded: 33, total: 33, pageSize: 10, itemSize: 200, gap: 16 })).toBe(0);
    expect(reservedHeight({ loaded: 40, total: 33, pageSize: 10, itemSize: 200, gap: 16 })).toBe(0);
  });
});

describe('rangeKeepingFocus', () => {
  const range = { startIndex: 40, endIndex: 45, overscan: 2, count: 100 };

  it('renders the visible range and its overscan when nothing holds focus', () => {
    expect(rangeKeepingFocus(range, undefined)).toEqual([38, 39, 40, 41, 42, 43, 44, 45, 46, 47]);
  });

  it('adds the focused item and its neighbours, in list order', () => {
    expect(rangeKeepingFocus(range, 3)).toEqual([2, 3, 4, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47]);
    expect(rangeKeepingFocus(range, 90)).toEqual([38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 89, 90, 91]);
  });

  it('keeps to the list at its ends', () => {
    expect(rangeKeepingFocus(range, 0).slice(0, 2)).toEqual([0, 1]);
    expect(rangeKeepingFocus(range, 99).slice(-2)).toEqual([98, 99]);
  });

  it('ignores a focused item that is no longer in the list', () => {
    expect(rangeKeepingFocus(range, -1)).toEqual(rangeKeepingFocus(range, undefined));
  });
});

describe('measurementsFromSizes', () => {
  it('uses known heights, estimates the others and stops after the last known one', () => {
    const measurements = measurementsFromSizes(
      new Map([
        ['a', 100],
        ['c', 50],
      ]),
      ['a', 'b', 'c', 'd'],
      200,
    );
    expect(measurements.map(({ key, size, start }) => ({ key, size, start }))).toEqual([
      { key: 'a', size: 100, start: 0 },
      { key: 'b', size: 200, start: 100 + ITEM_GAP_PX },
      { key: 'c', size: 50, start: 300 + 2 * ITEM_GAP_PX },
    ]);
  });
});

describe('InfiniteList', () => {
  it(`renders every item of a list of up to ${VIRTUALIZE_AFTER}, each with its position and the total`, async () => {
    renderThings({ total: 25, pageSize: 25 });
    await waitFor(() => expect(positions()).toHaveLength(25));
    expect(positions()).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    for (const item of within(things()).getAllByRole('listitem')) expect(item).toHaveAttribute('aria-setsize', '25');
    expect(screen.getByRole('status')).toHaveTextContent('All content loaded');
  });

  it('loads the next page when the sentinel nears, saying so, and gives the total meanwhile', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    renderThings({
      total: 25,
      pageSize: 10,
      fetchPage: async (page) => {
        if (page === 2) await held;
        return pageOf(page, 10, 25);
      },
    });
    await waitFor(() => expect(positions()).toHaveLength(10));
    expect(within(things()).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '25');
    mockAllIsIntersecting(true);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading more...'));
    release();
    await waitFor(() => expect(positions()).toHaveLength(20));
  });

  it(`renders only the items near the viewport once the list is longer than ${VIRTUALIZE_AFTER}`, async () => {
    renderThings({ total: 500, pageSize: 500, estimateItemSize: ITEM_HEIGHT });
    await waitFor(() => expect(positions()[0]).toBe(1));
    const rendered = positions();
    expect(rendered.length).toBeLessThan(30);
    expect(rendered.length).toBeGreaterThanOrEqual(Math.ceil(window.innerHeight / (ITEM_HEIGHT + ITEM_GAP_PX)));
    for (const item of within(things()).getAllByRole('listitem')) expect(item).toHaveAttribute('aria-setsize', '500');
    // The list keeps the height of every item, so the page scrolls as far as the whole list.
    expect(things().style.height).toBe(`${500 * ITEM_HEIGHT + 499 * ITEM_GAP_PX}px`);

    scrollWindowTo(300 * (ITEM_HEIGHT + ITEM_GAP_PX));
    await waitFor(() => expect(positions()).toContain(301));
    expect(positions()).not.toContain(1);
    expect(Math.min(...positions())).toBeGreaterThanOrEqual(301 - OVERSCAN);
    expect(screen.getByRole('link', { name: 'Thing 301' }).closest('li')).toHaveStyle({
      top: `${300 * (ITEM_HEIGHT + ITEM_GAP_PX)}px`,
    });
  });

  it('measures the rendered items and estimates the others', async () => {
    const estimate = 240;
    renderThings({ total: 500, pageSize: 500, estimateItemSize: estimate });
    await waitFor(() => expect(positions()[0]).toBe(1));
    const measured = positions().length;
    expect(things().style.height).toBe(`${measured * ITEM_HEIGHT + (500 - measured) * estimate + 499 * ITEM_GAP_PX}px`);
  });

  it('keeps the focused item and its neighbours rendered when it scrolls away, in list order', async () => {
    const user = userEvent.setup();
    renderThings({ total: 500, pageSize: 500, estimateItemSize: ITEM_HEIGHT });
    await waitFor(() => expect(positions()[0]).toBe(1));
    const link = screen.getByRole('link', { name: 'Thing 3' });
    act(() => link.focus());

    scrollWindowTo(200 * (ITEM_HEIGHT + ITEM_GAP_PX));
    await waitFor(() => expect(positions()).toContain(201));
    expect(link).toBeInTheDocument();
    expect(link).toHaveFocus();
    expect(positions().slice(0, 3)).toEqual([2, 3, 4]);
    expect(positions()).toEqual([...positions()].sort((a, b) => a - b));

    // Tab reaches the next item at once, before the scroll that follows focus re-renders.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Thing 4' })).toHaveFocus();
  });

  it('lets go of an item once focus moves out of the list', async () => {
    renderThings({ total: 500, pageSize: 500, estimateItemSize: ITEM_HEIGHT });
    await waitFor(() => expect(positions()[0]).toBe(1));
    const outside = document.body.appendChild(document.createElement('button'));
    act(() => screen.getByRole('link', { name: 'Thing 3' }).focus());
    act(() => outside.focus());
    scrollWindowTo(200 * (ITEM_HEIGHT + ITEM_GAP_PX));
    await waitFor(() => expect(positions()).toContain(201));
    expect(screen.queryByRole('link', { name: 'Thing 3' })).toBeNull();
    outside.remove();
  });

  it('keeps the item when focus goes nowhere, so that it can come back to it', async () => {
    renderThings({ total: 500, pageSize: 500, estimateItemSize: ITEM_HEIGHT });
    await waitFor(() => expect(positions()[0]).toBe(1));
    const link = screen.getByRole('link', { name: 'Thing 3' });
    act(() => link.focus());
    act(() => link.blur());
    scrollWindowTo(200 * (ITEM_HEIGHT + ITEM_GAP_PX));
    await waitFor(() => expect(positions()).toContain(201));
    expect(link).toBeInTheDocument();
    expect(positions().slice(0, 3)).toEqual([2, 3, 4]);
  });

  it('comes back from an item where the visitor left, at the same item', async () => {
    const router = renderThings({ total: 500, pageSize: 500, estimateItemSize: ITEM_HEIGHT });
    await waitFor(() => expect(positions()[0]).toBe(1));
    const left = 300 * (ITEM_HEIGHT + ITEM_GAP_PX) + 40;
    scrollWindowTo(left);
    await waitFor(() => expect(positions()).toContain(301));

    await act(() => router.navigate('/things/thing-301'));
    expect(screen.getByText('One thing')).toBeInTheDocument();
    scrollWindowTo(0);
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate(-1));

    // The items the visitor left are rendered at once, at their measured places, and the page
    // is brought back to them (the router's own restoration aside).
    await waitFor(() => expect(positions()).toContain(301));
    expect(screen.getByRole('link', { name: 'Thing 301' }).closest('li')).toHaveStyle({
      top: `${300 * (ITEM_HEIGHT + ITEM_GAP_PX)}px`,
    });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: left, behavior: 'instant' });
  });

  it('starts the virtual list from the heights the plain list was laid out at', async () => {
    const estimate = 240;
    renderThings({ total: 50, pageSize: 25, estimateItemSize: estimate });
    await waitFor(() => expect(positions()).toHaveLength(25));
    mockAllIsIntersecting(true);
    await waitFor(() => expect(things().style.height).not.toBe(''));
    // Items 1 to 25 keep the height they were laid out at, rendered or not; only the new page is estimated.
    expect(things().style.height).toBe(`${25 * ITEM_HEIGHT + 25 * estimate + 49 * ITEM_GAP_PX}px`);
  });

  it('keeps where the visitor is when the page is hidden, so that a reload comes back there', async () => {
    const router = renderThings({ total: 500, pageSize: 500, estimateItemSize: ITEM_HEIGHT });
    await waitFor(() => expect(positions()[0]).toBe(1));
    const left = 300 * (ITEM_HEIGHT + ITEM_GAP_PX) + 40;
    scrollWindowTo(left);
    await waitFor(() => expect(positions()).toContain(301));

    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    // A reload empties memory; what was written to storage is what is left.
    clearListSnapshots();
    expect(readListSnapshot(router.state.location.key, 'Things', window.innerWidth)).toMatchObject({
      scrollOffset: left,
      anchor: { key: 'thing-301', offset: 40 },
    });
  });

  it('shows a failed page with a retry that loads it', async () => {
    const user = userEvent.setup();
    let failures = 1;
    renderThings({
      total: 25,
      pageSize: 10,
      fetchPage: (page) => {
        if (page === 2 && failures-- > 0) return Promise.reject(new Error('busy'));
        return Promise.resolve(pageOf(page, 10, 25));
      },
    });
    await waitFor(() => expect(positions()).toHaveLength(10));
    mockAllIsIntersecting(true);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed: busy');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(positions()).toHaveLength(20));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

/** A plain list of `count` items that says its mean item size. */
function MeanSize({ count }: { count: number }) {
  const keys = useMemo(() => Array.from({ length: count }, (_, index) => `item-${index + 1}`), [count]);
  const { listRef, meanItemSize } = useVirtualList({ keys, virtual: false, signature: 'Plain', estimateSize: 240 });
  return (
    <>
      <ul ref={listRef} aria-label="Plain">
        {keys.map((key, index) => (
          <li key={key} data-index={index}>
            {key}
          </li>
        ))}
      </ul>
      <p>Mean item size: {meanItemSize ?? 'not known'}</p>
    </>
  );
}

describe('useVirtualList', () => {
  it('gives a plain list its mean item size once the browser has laid it out', () => {
    render(
      <MemoryRouter>
        <MeanSize count={10} />
      </MemoryRouter>,
    );
    expect(screen.getByText(`Mean item size: ${ITEM_HEIGHT}`)).toBeInTheDocument();
  });

  it('knows no mean item size on the prerendered page, which hydration must match', () => {
    const html = renderToString(
      <MemoryRouter>
        <MeanSize count={10} />
      </MemoryRouter>,
    );
    expect(html).toContain('Mean item size: <!-- -->not known');
  });
});
