/**
 * Where content comes from, behind one typed interface (DESIGN.md, "Content API (v1)"):
 * the live content API when `VITE_API_BASE_URL` is set, otherwise the bundled files under
 * `public/content/`, paged and filtered here exactly as the API would.
 *
 * Bundled layout, per locale `L`: `content/L/announcements.json` (summaries, newest first),
 * `content/L/announcements/<id>.md` (bodies), `content/L/careers.json`, `content/L/team.json`,
 * `content/L/timeline.json`, `content/L/privacy.md`, `content/L/terms.md`, and for investor
 * relations `content/L/reports.json`, `content/L/governance.json`, `content/L/calendar.json`.
 * Team, timeline, legal pages and the investor-relations documents are always bundled (they
 * change a few times a year, with a release); the API serves announcements and careers.
 */
import * as z from 'zod/mini';
import type { Locale } from '@/config/locales';
import { createHttpClient, type HttpClient } from '@/lib/api-client';
import { normalizeQuery, type ArchiveFilter } from '@/config/archive-filter';
import { matchesArchive, searchTerms } from '@/lib/archive-match';
import { ContentError } from '@/lib/content-error';
import {
  announcementSchema,
  announcementSummarySchema,
  careerSchema,
  hasNextPage,
  parseItems,
  parseOne,
  parsePage,
  teamMemberSchema,
  timelineEntrySchema,
  type Announcement,
  type AnnouncementCategory,
  type AnnouncementSummary,
  type Career,
  type Page,
  type TeamMember,
  type TimelineEntry,
} from '@/lib/content-schemas';
import {
  calendarEventSchema,
  directorSchema,
  governanceDocumentSchema,
  governanceFileSchema,
  reportSchema,
  type CalendarEvent,
  type Governance,
  type Report,
} from '@/lib/ir-schemas';

/** Largest page the contract allows. */
export const MAX_PAGE_SIZE = 50;

export interface ListQuery {
  locale: Locale;
  /** 1-based page number. */
  page: number;
  /** Items per page, 1 to {@link MAX_PAGE_SIZE}. */
  pageSize: number;
  signal?: AbortSignal;
}

/** A page of the announcement archive (v1.1 adds `year` and `q`, see `docs/content-api.md`). */
export interface AnnouncementListQuery extends ListQuery, ArchiveFilter {
  category?: AnnouncementCategory | undefined;
}

export interface LocaleQuery {
  locale: Locale;
  signal?: AbortSignal;
}

/** The group's strategic timeline and the partner network's milestones, oldest first. */
export interface Timeline {
  group: TimelineEntry[];
  partner: TimelineEntry[];
}

/** The legal pages, each one Markdown document per locale. */
export type LegalPage = 'privacy' | 'terms';

/** Everything the screens read. Every method rejects only with a {@link ContentError}. */
export interface ContentSource {
  readonly kind: 'bundled' | 'api';
  getAnnouncements(query: AnnouncementListQuery): Promise<Page<AnnouncementSummary>>;
  /** @throws {ContentError} kind `not-found` for an unknown id. */
  getAnnouncement(query: LocaleQuery & { id: string }): Promise<Announcement>;
  getCareers(query: ListQuery): Promise<Page<Career>>;
  getTeam(query: LocaleQuery): Promise<TeamMember[]>;
  getTimeline(query: LocaleQuery): Promise<Timeline>;
  getLegalPage(query: LocaleQuery & { page: LegalPage }): Promise<string>;
  /** Financial reports, newest first. */
  getReports(query: LocaleQuery): Promise<Report[]>;
  /** The board and the governance documents. */
  getGovernance(query: LocaleQuery): Promise<Governance>;
  /** The financial calendar, in date order. */
  getCalendar(query: LocaleQuery): Promise<CalendarEvent[]>;
}

function checkPaging({ page, pageSize }: ListQuery): void {
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw new ContentError('bad-request', `Invalid paging: page ${page}, pageSize ${pageSize}`);
  }
}

/** Slices one page out of a full list, as the API would answer it. */
export function paginate<T>(all: readonly T[], page: number, pageSize: number): Page<T> {
  const start = (page - 1) * pageSize;
  return { items: all.slice(start, start + pageSize), page, pageSize, total: all.length };
}

function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ContentError('cancelled', 'The request was cancelled');
}

const timelineSchema = z.object({ group: z.array(z.unknown()), partner: z.array(z.unknown()) });

/** The filters a v1.1 server says it applied to an announcements page (absent from a v1 answer). */
const archiveEchoSchema = z.object({ year: z.optional(z.int()), q: z.optional(z.string()) });

/** Whether a server's echo of the search is the search sent, once both are folded the same way. */
function sameSearch(echoed: string | undefined, sent: string | undefined): boolean {
  return searchTerms(echoed ?? '').join(' ') === searchTerms(sent ?? '').join(' ');
}

/** Most pages of {@link MAX_PAGE_SIZE} read to filter a list here: 5,000 announcements. */
export const MAX_WHOLE_LIST_PAGES = 100;
/** How long a whole list read to filter here is reused, in ms. */
export const WHOLE_LIST_TTL_MS = 60_000;

/**
 * Every item of a paged list: `readPage(1)`, `readPage(2)`, … until a page says it is the last
 * ({@link hasNextPage}), at most {@link MAX_WHOLE_LIST_PAGES} pages.
 * @throws whatever `readPage` throws
 */
export async function readAllPages<T>(readPage: (page: number) => Promise<Page<T>>): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= MAX_WHOLE_LIST_PAGES; page += 1) {
    const answer = await readPage(page);
    all.push(...answer.items);
    if (!hasNextPage(answer)) break;
  }
  return all;
}

/**
 * Content read from the files shipped with the app. `http` points at the site's `content/`
 * folder. Each locale's list files are fetched once and kept while the page lives.
 */
export function createBundledSource(http: HttpClient): ContentSource {
  const lists = new Map<string, Promise<unknown[]>>();

  /** A list file, fetched once; not tied to one caller's signal, so a cancel cannot poison it. */
  function loadList(path: string): Promise<unknown[]> {
    let list = lists.get(path);
    if (!list) {
      list = http.getJson(path).then((raw) => {
        if (!Array.isArray(raw)) throw new ContentError('invalid-response', `${path} is not a list`);
        return raw as unknown[];
      });
      list.catch(() => lists.delete(path));
      lists.set(path, list);
    }
    return list;
  }

  /** The valid items of list file `path` (see `parseItems`); rejects as cancelled once `signal` has aborted. */
  async function readItems<T>(
    path: string,
    schema: z.ZodMiniType<T>,
    what: string,
    signal: AbortSignal | undefined,
  ): Promise<T[]> {
    const raw = await loadList(path);
    throwIfCancelled(signal);
    return parseItems(schema, raw, what);
  }

  function announcementIndex(locale: Locale, signal?: AbortSignal): Promise<AnnouncementSummary[]> {
    return readItems(`${locale}/announcements.json`, announcementSummarySchema, 'announcement', signal);
  }

  return {
    kind: 'bundled',
    async getAnnouncements(query) {
      checkPaging(query);
      const all = await announcementIndex(query.locale, query.signal);
      return paginate(
        all.filter((item) => matchesArchive(item, query)),
        query.page,
        query.pageSize,
      );
    },
    async getAnnouncement({ id, locale, signal }) {
      const summary = (await announcementIndex(locale, signal)).find((item) => item.id === id);
      if (!summary) throw new ContentError('not-found', `No announcement "${id}"`, 404);
      const body = await http.getText(`${locale}/announcements/${encodeURIComponent(id)}.md`, {
        ...(signal ? { signal } : {}),
      });
      return parseOne(announcementSchema, { ...summary, body }, 'announcement');
    },
    async getCareers(query) {
      checkPaging(query);
      return paginate(
        await readItems(`${query.locale}/careers.json`, careerSchema, 'career', query.signal),
        query.page,
        query.pageSize,
      );
    },
    getTeam({ locale, signal }) {
      return readItems(`${locale}/team.json`, teamMemberSchema, 'team member', signal);
    },
    async getTimeline({ locale, signal }) {
      const raw = parseOne(
        timelineSchema,
        await http.getJson(`${locale}/timeline.json`, { ...(signal ? { signal } : {}) }),
        'timeline',
      );
      return {
        group: parseItems(timelineEntrySchema, raw.group, 'timeline entry'),
        partner: parseItems(timelineEntrySchema, raw.partner, 'timeline entry'),
      };
    },
    getLegalPage({ page, locale, signal }) {
      return http.getText(`${locale}/${page}.md`, { ...(signal ? { signal } : {}) });
    },
    getReports({ locale, signal }) {
      return readItems(`${locale}/reports.json`, reportSchema, 'report', signal);
    },
    async getGovernance({ locale, signal }) {
      const raw = parseOne(
        governanceFileSchema,
        await http.getJson(`${locale}/governance.json`, { ...(signal ? { signal } : {}) }),
        'governance',
      );
      return {
        directors: parseItems(directorSchema, raw.directors, 'director'),
        documents: parseItems(governanceDocumentSchema, raw.documents, 'governance document'),
      };
    },
    getCalendar({ locale, signal }) {
      return readItems(`${locale}/calendar.json`, calendarEventSchema, 'calendar event', signal);
    },
  };
}

/**
 * Content from the live API (`api` points at its base address); team, timeline and legal pages
 * still come from `bundled`.
 */
export function createApiSource(api: HttpClient, bundled: ContentSource): ContentSource {
  const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});
  /** Whole lists fetched to filter here, by locale and category, with when they were fetched. */
  const wholeLists = new Map<string, { at: number; items: Promise<AnnouncementSummary[]> }>();
  /** Set once the server has answered a filtered request unfiltered: a v1 server. */
  let ignoresFilters = false;

  async function announcementPage(query: AnnouncementListQuery, filters: { year?: number; q?: string }) {
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
   * allows per page, at most {@link MAX_WHOLE_LIST_PAGES} pages), kept for
   * {@link WHOLE_LIST_TTL_MS} so paging through the filtered list costs no further requests.
   */
  function wholeList(query: AnnouncementListQuery): Promise<AnnouncementSummary[]> {
    const key = `${query.locale}:${query.category ?? ''}`;
    const kept = wholeLists.get(key);
    if (kept && Date.now() - kept.at < WHOLE_LIST_TTL_MS) return kept.items;
    // Not tied to one caller's signal: another page of the same list may be waiting on it.
    const items = readAllPages(
      async (page) =>
        (await announcementPage({ locale: query.locale, category: query.category, page, pageSize: MAX_PAGE_SIZE }, {}))
          .page,
    );
    items.catch(() => wholeLists.delete(key));
    wholeLists.set(key, { at: Date.now(), items });
    return items;
  }

  return {
    ...bundled,
    kind: 'api',
    async getAnnouncements(query) {
      checkPaging(query);
      const q = normalizeQuery(query.q ?? '');
      const filters = { ...(query.year === undefined ? {} : { year: query.year }), ...(q ? { q } : {}) };
      const filtering = filters.year !== undefined || filters.q !== undefined;
      if (!filtering || !ignoresFilters) {
        const { page, echo } = await announcementPage(query, filters);
        // A v1.1 server echoes the filters it applied; a v1 server ignores them, and the list
        // is then filtered here from the whole of it (for the rest of the page's life).
        if (!filtering || (echo.success && echo.data.year === filters.year && sameSearch(echo.data.q, filters.q)))
          return page;
        ignoresFilters = true;
      }
      const all = await wholeList(query);
      throwIfCancelled(query.signal);
      return paginate(
        all.filter((item) => matchesArchive(item, { year: query.year, q })),
        query.page,
        query.pageSize,
      );
    },
    async getAnnouncement({ id, locale, signal }) {
      const raw = await api.getJson(`announcements/${encodeURIComponent(id)}`, {
        searchParams: { locale },
        ...withSignal(signal),
      });
      return parseOne(announcementSchema, raw, 'announcement');
    },
    async getCareers(query) {
      checkPaging(query);
      const raw = await api.getJson('careers', {
        searchParams: { locale: query.locale, page: query.page, pageSize: query.pageSize },
        ...withSignal(query.signal),
      });
      return parsePage(careerSchema, raw, 'career');
    },
  };
}

/**
 * Picks the source for these settings: the API at `settings.apiBaseUrl` (with its timeout) when
 * it is set, `bundled` otherwise.
 */
export function createContentSource(
  settings: { apiBaseUrl: string | undefined; apiTimeoutMs: number | undefined },
  bundled: ContentSource,
): ContentSource {
  if (!settings.apiBaseUrl) return bundled;
  const api = createHttpClient({
    baseUrl: settings.apiBaseUrl,
    ...(settings.apiTimeoutMs === undefined ? {} : { timeoutMs: settings.apiTimeoutMs }),
  });
  return createApiSource(api, bundled);
}
