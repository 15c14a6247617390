/**
 * Where content comes from, behind one typed interface (DESIGN.md, "Content API (v1)"):
 * the live content API when `VITE_API_BASE_URL` is set, otherwise the bundled files under
 * `public/content/`, paged and filtered here exactly as the API would.
 *
 * Bundled layout, per locale `L`: `content/L/announcements.json` (summaries, newest first),
 * `content/L/announcements/<id>.md` (bodies), `content/L/careers.json`, `content/L/team.json`,
 * `content/L/timeline.json`, `content/L/privacy.md`, `content/L/terms.md`. Team, timeline and
 * legal pages are always bundled; the API serves announcements and careers.
 */
import * as z from 'zod/mini';
import type { Locale } from '@/config/locales';
import { createHttpClient, type HttpClient } from '@/lib/api-client';
import { ContentError } from '@/lib/content-error';
import {
  announcementSchema,
  announcementSummarySchema,
  careerSchema,
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

export interface AnnouncementListQuery extends ListQuery {
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

  async function announcementIndex(locale: Locale, signal?: AbortSignal): Promise<AnnouncementSummary[]> {
    const raw = await loadList(`${locale}/announcements.json`);
    throwIfCancelled(signal);
    return parseItems(announcementSummarySchema, raw, 'announcement');
  }

  return {
    kind: 'bundled',
    async getAnnouncements(query) {
      checkPaging(query);
      const all = await announcementIndex(query.locale, query.signal);
      const filtered = query.category ? all.filter((item) => item.category === query.category) : all;
      return paginate(filtered, query.page, query.pageSize);
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
      const raw = await loadList(`${query.locale}/careers.json`);
      throwIfCancelled(query.signal);
      return paginate(parseItems(careerSchema, raw, 'career'), query.page, query.pageSize);
    },
    async getTeam({ locale, signal }) {
      const raw = await loadList(`${locale}/team.json`);
      throwIfCancelled(signal);
      return parseItems(teamMemberSchema, raw, 'team member');
    },
    async getTimeline({ locale, signal }) {
      const raw = parseOne(timelineSchema, await http.getJson(`${locale}/timeline.json`, { ...(signal ? { signal } : {}) }), 'timeline');
      return {
        group: parseItems(timelineEntrySchema, raw.group, 'timeline entry'),
        partner: parseItems(timelineEntrySchema, raw.partner, 'timeline entry'),
      };
    },
    getLegalPage({ page, locale, signal }) {
      return http.getText(`${locale}/${page}.md`, { ...(signal ? { signal } : {}) });
    },
  };
}

/**
 * Content from the live API (`api` points at its base address); team, timeline and legal pages
 * still come from `bundled`.
 */
export function createApiSource(api: HttpClient, bundled: ContentSource): ContentSource {
  const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});
  return {
    ...bundled,
    kind: 'api',
    async getAnnouncements(query) {
      checkPaging(query);
      const raw = await api.getJson('announcements', {
        searchParams: { locale: query.locale, page: query.page, pageSize: query.pageSize, category: query.category },
        ...withSignal(query.signal),
      });
      return parsePage(announcementSummarySchema, raw, 'announcement');
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
