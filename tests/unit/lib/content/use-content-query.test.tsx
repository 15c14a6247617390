import { onlineManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryState } from '@/components/ui/query-state';
import { SavedContentNotice } from '@/components/ui/saved-content-notice';
import { useLatestAnnouncements } from '@/content/announcements/hooks';
import { ContentError } from '@/lib/content/content-error';
import type { Page } from '@/lib/content/schemas';
import type { AnnouncementSummary } from '@/content/announcements/schema';
import type { AnnouncementListQuery } from '@/content/announcements/read';
import type { ContentSource } from '@/lib/content/source';
import { createQueryClient } from '@/lib/content/query-client';

const sources = vi.hoisted((): { active: unknown; bundled: unknown } => ({ active: undefined, bundled: undefined }));
vi.mock('@/lib/content/active-source', () => ({
  contentSource: () => sources.active,
  bundledContentSource: () => sources.bundled,
}));
// Each fake source answers the announcements list itself, so a test sets what the API and the bundled files say.
vi.mock('@/content/announcements/read', () => ({
  getAnnouncements: (source: FakeSource, query: AnnouncementListQuery) => source.getAnnouncements(query),
}));

const item = (id: string, title: string): AnnouncementSummary => ({
  id,
  title,
  category: 'announcement',
  publishedAt: '2026-11-20T09:00:00+08:00',
});
const page = (...items: AnnouncementSummary[]): Page<AnnouncementSummary> => ({
  items,
  page: 1,
  pageSize: 2,
  total: items.length,
});

type FakeSource = Pick<ContentSource, 'kind'> & {
  getAnnouncements: (query: AnnouncementListQuery) => Promise<Page<AnnouncementSummary>>;
};

function fakeSource(kind: ContentSource['kind']) {
  const getAnnouncements = vi.fn<FakeSource['getAnnouncements']>();
  const source: FakeSource = { kind, getAnnouncements };
  return { source, getAnnouncements };
}

function Latest() {
  const query = useLatestAnnouncements(2);
  return (
    <>
      <SavedContentNotice />
      <QueryState query={query}>
        {(items) => (
          <ul aria-label="latest">
            {items.map((entry) => (
              <li key={entry.id}>{entry.title}</li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}

let client: QueryClient;
function renderLatest() {
  client = createQueryClient();
  return render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <Latest />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const notice = () => screen.queryByRole('status', { name: '' })?.textContent ?? '';
const listed = async () =>
  within(await screen.findByRole('list', { name: 'latest' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

let api: ReturnType<typeof fakeSource>;
let bundled: ReturnType<typeof fakeSource>;
beforeEach(() => {
  api = fakeSource('api');
  bundled = fakeSource('bundled');
  sources.active = api.source;
  sources.bundled = bundled.source;
  bundled.getAnnouncements.mockResolvedValue(page(item('b1', 'Bundled one'), item('b2', 'Bundled two')));
});
afterEach(() => {
  client.clear();
  onlineManager.setOnline(true);
});

describe('live content with its stand-ins', () => {
  it('shows the bundled content with the notice when the API cannot be reached, and the live content once it answers', async () => {
    api.getAnnouncements.mockRejectedValue(new ContentError('network', 'Failed to fetch'));
    renderLatest();
    expect(await listed()).toEqual(['Bundled one', 'Bundled two']);
    await waitFor(() => expect(notice()).toContain('Showing saved content that came with the site.'));
    expect(notice()).toContain('The network could not be reached.');

    api.getAnnouncements.mockResolvedValue(page(item('a1', 'Live one')));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await listed()).toEqual(['Live one']));
    expect(notice()).toBe('');
  });

  it('does not paper over the API’s own refusal (4xx): the error shows and the bundled content is not read', async () => {
    api.getAnnouncements.mockRejectedValue(new ContentError('bad-request', 'Request refused (400)', 400));
    renderLatest();
    expect(await screen.findByRole('alert')).toHaveTextContent('The request was not accepted.');
    expect(bundled.getAnnouncements).not.toHaveBeenCalled();
    expect(notice()).toBe('');
  });

  it('keeps live content a refresh failed to replace, saying when it was fetched', async () => {
    api.getAnnouncements
      .mockResolvedValueOnce(page(item('a1', 'Live one')))
      .mockRejectedValue(new ContentError('server', 'Server error (503)', 503));
    renderLatest();
    expect(await listed()).toEqual(['Live one']);
    await act(() => client.refetchQueries());
    expect(await listed()).toEqual(['Live one']);
    await waitFor(() => expect(notice()).toMatch(/^Showing saved content from .+\. The server had a problem/));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks live content as saved while the browser is offline, and refreshes it when the network returns', async () => {
    api.getAnnouncements
      .mockResolvedValueOnce(page(item('a1', 'Live one')))
      .mockResolvedValue(page(item('a2', 'Live two')));
    renderLatest();
    expect(await listed()).toEqual(['Live one']);
    act(() => onlineManager.setOnline(false));
    await waitFor(() => expect(notice()).toContain('The network could not be reached.'));
    act(() => onlineManager.setOnline(true));
    await waitFor(async () => expect(await listed()).toEqual(['Live two']));
    expect(notice()).toBe('');
  });

  it('with no API configured, a failure is shown as it is and nothing stands in', async () => {
    sources.active = bundled.source;
    bundled.getAnnouncements.mockRejectedValue(new ContentError('network', 'Failed to fetch'));
    renderLatest();
    expect(await screen.findByRole('alert')).toHaveTextContent('The network could not be reached.');
    expect(bundled.getAnnouncements).toHaveBeenCalledTimes(1);
    expect(notice()).toBe('');
  });
});
