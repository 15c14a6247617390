/**
 * Reading announcements: the list endpoint (`docs/content-api.md` §3, v1 with the `year` and `q`
 * of v1.1), read by the archive, the home page's news and the site files' feed, and one
 * announcement with its body (`GET /announcements/{id}`). From the content API when there is
 * one, else from the bundled index (filtered and paged here exactly as the API would) and each
 * announcement's Markdown body (`<locale>/announcements/<id>.md`).
 *
 * A v1 server ignores `year` and `q`; it is recognised by its answer (no echo of the filters), and
 * from then on, for the page's life, the whole list is read once and filtered here.
 */
import * as z from 'zod/mini';
import { normalizeQuery, type ArchiveFilter } from './archive-filter';
import type { Locale } from '@/config/locales';
import type { HttpClient } from '@/lib/content/api-client';
import { matchesArchive, searchTerms } from './archive-match';
import { ContentError } from '@/lib/content/content-error';
import { parseOne, parsePage, type Page } from '@/lib/content/schemas';
import { announcementSchema, announcementSummarySchema, type Announcement, type AnnouncementSummary } from './schema';
import type { AnnouncementCategory } from './categories';
import {
  checkPaging,
  MAX_PAGE_SIZE,
  paginate,
  readAllPages,
  throwIfCancelled,
  withSignal,
  type ContentSource,
  type ListQuery,
  type LocaleQuery,
} from '@/lib/content/source';

/** A page of the announcement archive. */
export interface AnnouncementListQuery extends ListQuery, ArchiveFilter {
  category?: AnnouncementCategory | undefined;
}

/** How long a whole list read to filter here is reused, in ms. */
const WHOLE_LIST_TTL_MS = 60_000;

/** The filters a v1.1 server says it applied to an announcements page (absent from a v1 answer). */
const archiveEchoSchema = z.object({ year: z.optional(z.int()), q: z.optional(z.string()) });

/** Whether a server's echo of the search is the search sent, once both are folded the same way. */
function sameSearch(echoed: string | undefined, sent: string | undefined): boolean {
  return searchTerms(echoed ?? '').join(' ') === searchTerms(sent ?? '').join(' ');
}

/** What one API source has learnt about its server, kept as long as the source lives. */
interface ApiState {
  /** Set once the server has answered a filtered request unfiltered: a v1 server. */
  ignoresFilters: boolean;
  /** Whole lists fetched to filter here, by locale and category, with when they were fetched. */
  wholeLists: Map<string, { at: number; items: Promise<AnnouncementSummary[]> }>;
}

const apiStates = new WeakMap<ContentSource, ApiState>();

function apiState(source: ContentSource): ApiState {
  let state = apiStates.get(source);
  if (!state) {
    state = { ignoresFilters: false, wholeLists: new Map() };
    apiStates.set(source, state);
  }
  return state;
}

/** The bundled index of `locale` (`announcements.json`), newest first; invalid entries are skipped. */
function bundledAnnouncementIndex(source: ContentSource, locale: Locale, signal?: AbortSignal) {
  return source.readList(`${locale}/announcements.json`, announcementSummarySchema, 'announcement', signal);
}

async function apiPage(api: HttpClient, query: AnnouncementListQuery, filters: { year?: number; q?: string }) {
  const raw = await api.getJson('announcements', {
    searchParams: {
      locale: query.locale,
      page: query.page,
      pageSize: query.pageSize,
      category: query.category,
      ...filters,
    },
    ...withSignal(query.signal),
  });
  return { page: parsePage(announcementSummarySchema, raw, 'announcement'), echo: archiveEchoSchema.safeParse(raw) };
}

/**
 * Every announcement in `query`'s locale and category, page by page (the most the contract
 * allows per page, at most `MAX_WHOLE_LIST_PAGES` pages), kept for {@link WHOLE_LIST_TTL_MS} so
 * paging through the filtered list costs no further requests.
 */
function wholeList(
  api: HttpClient,
  { wholeLists }: ApiState,
  query: AnnouncementListQuery,
): Promise<AnnouncementSummary[]> {
  const key = `${query.locale}:${query.category ?? ''}`;
  const kept = wholeLists.get(key);
  if (kept && Date.now() - kept.at < WHOLE_LIST_TTL_MS) return kept.items;
  // Not tied to one caller's signal: another page of the same list may be waiting on it.
  const items = readAllPages(
    async (page) =>
      (await apiPage(api, { locale: query.locale, category: query.category, page, pageSize: MAX_PAGE_SIZE }, {})).page,
  );
  items.catch(() => wholeLists.delete(key));
  wholeLists.set(key, { at: Date.now(), items });
  return items;
}

/**
 * One page of announcements, newest first, under the archive's filters.
 * @throws {ContentError} kind `bad-request` for paging outside the contract; any kind the HTTP
 *   client reports; `invalid-response` for a malformed page envelope (invalid items are skipped).
 */
export async function getAnnouncements(
  source: ContentSource,
  query: AnnouncementListQuery,
): Promise<Page<AnnouncementSummary>> {
  checkPaging(query);
  const { api } = source;
  if (!api) {
    const all = await bundledAnnouncementIndex(source, query.locale, query.signal);
    return paginate(
      all.filter((item) => matchesArchive(item, query)),
      query.page,
      query.pageSize,
    );
  }
  const state = apiState(source);
  const q = normalizeQuery(query.q ?? '');
  const filters = { ...(query.year === undefined ? {} : { year: query.year }), ...(q ? { q } : {}) };
  const filtering = filters.year !== undefined || filters.q !== undefined;
  if (!filtering || !state.ignoresFilters) {
    const { page, echo } = await apiPage(api, query, filters);
    // A v1.1 server echoes the filters it applied; a v1 server ignores them, and the list
    // is then filtered here from the whole of it (for the rest of the page's life).
    if (!filtering || (echo.success && echo.data.year === filters.year && sameSearch(echo.data.q, filters.q)))
      return page;
    state.ignoresFilters = true;
  }
  const all = await wholeList(api, state, query);
  throwIfCancelled(query.signal);
  return paginate(
    all.filter((item) => matchesArchive(item, { year: query.year, q })),
    query.page,
    query.pageSize,
  );
}

/**
 * Announcement `id` in `locale`, with its body.
 * @throws {ContentError} kind `not-found` for an unknown id, or any the source reports.
 */
export async function getAnnouncement(
  source: ContentSource,
  { id, locale, signal }: LocaleQuery & { id: string },
): Promise<Announcement> {
  if (source.api) {
    const raw = await source.api.getJson(`announcements/${encodeURIComponent(id)}`, {
      searchParams: { locale },
      ...withSignal(signal),
    });
    return parseOne(announcementSchema, raw, 'announcement');
  }
  const summary = (await bundledAnnouncementIndex(source, locale, signal)).find((item) => item.id === id);
  if (!summary) throw new ContentError('not-found', `No announcement "${id}"`, 404);
  const body = await source.files.getText(`${locale}/announcements/${encodeURIComponent(id)}.md`, withSignal(signal));
  return parseOne(announcementSchema, { ...summary, body }, 'announcement');
}
