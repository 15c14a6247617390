/**
 * Where content comes from (`docs/design.md` §6.1): the live content API when
 * `VITE_API_BASE_URL` is set, otherwise the files bundled under `public/content/` (generated from `content/`). This module is
 * the core every endpoint shares: the two HTTP clients, the bundled list files (fetched once),
 * paging as the API pages. Each endpoint (a feature's `api/get-*.ts`, or
 * `src/lib/announcements/list.ts` for the list several features read) decides what it asks of
 * which, and validates what comes back.
 *
 * Bundled layout, per locale `L`: `content/L/announcements.json` (summaries, newest first),
 * `content/L/announcements/<id>.md` (bodies), `content/L/careers.json`, `content/L/team.json`,
 * `content/L/timeline.json`, `content/L/privacy.md`, `content/L/terms.md`, and for investor
 * relations `content/L/reports.json`, `content/L/governance.json`, `content/L/calendar.json`.
 * Team, timeline, legal pages and the investor-relations documents are always bundled (they
 * change a few times a year, with a release); the API serves announcements and careers.
 */
import type * as z from 'zod/mini';
import type { Locale } from '@/config/locales';
import { createHttpClient, type HttpClient } from '@/lib/content/api-client';
import { ContentError } from '@/lib/content/content-error';
import { hasNextPage, parseItems, type Page } from '@/lib/content/schemas';

/** Largest page the contract allows. */
export const MAX_PAGE_SIZE = 50;

export interface ListQuery {
  locale: Locale;
  /** 1-based page number. */
  page: number;
  /** Items per page, 1 to {@link MAX_PAGE_SIZE}. */
  pageSize: number;
  signal?: AbortSignal | undefined;
}

export interface LocaleQuery {
  locale: Locale;
  signal?: AbortSignal | undefined;
}

/** The two kinds of source, live first. */
export const CONTENT_SOURCE_KINDS = ['api', 'bundled'] as const;

/** The content an endpoint reads from. Every promise it hands out rejects only with a {@link ContentError}. */
export interface ContentSource {
  /** `api` when a content API is configured; endpoints the API serves then ask it. */
  readonly kind: (typeof CONTENT_SOURCE_KINDS)[number];
  /** The content API, for `kind: 'api'`. */
  readonly api: HttpClient | undefined;
  /** The files shipped with the app (the site's `content/` folder, or the disk when prerendering). */
  readonly files: HttpClient;
  /**
   * The valid items of the bundled list file `path` (`en/careers.json`), see `parseItems`. The
   * file is fetched once per source and kept while the page lives (a failed fetch is tried again
   * next time); rejects as cancelled once `signal` has aborted.
   */
  readList<T>(path: string, schema: z.ZodMiniType<T>, what: string, signal?: AbortSignal): Promise<T[]>;
}

/**
 * Checks paging against the contract before any request.
 * @throws {ContentError} kind `bad-request` for a page below 1 or a size outside 1 to {@link MAX_PAGE_SIZE}.
 */
export function checkPaging({ page, pageSize }: Pick<ListQuery, 'page' | 'pageSize'>): void {
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw new ContentError('bad-request', `Invalid paging: page ${page}, pageSize ${pageSize}`);
  }
}

/** Slices one page out of a full list, as the API would answer it. */
export function paginate<T>(all: readonly T[], page: number, pageSize: number): Page<T> {
  const start = (page - 1) * pageSize;
  return { items: all.slice(start, start + pageSize), page, pageSize, total: all.length };
}

/** @throws {ContentError} kind `cancelled` once `signal` has aborted. */
export function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ContentError('cancelled', 'The request was cancelled');
}

/** `signal` as the HTTP client's request option (absent when there is none). */
export function withSignal(signal: AbortSignal | undefined): { signal?: AbortSignal } {
  return signal ? { signal } : {};
}

/** Most pages of {@link MAX_PAGE_SIZE} read to filter a list here: 5,000 announcements. */
export const MAX_WHOLE_LIST_PAGES = 100;

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
 * folder. Each list file is fetched once and kept while the page lives.
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

  return {
    kind: 'bundled',
    api: undefined,
    files: http,
    async readList(path, schema, what, signal) {
      const raw = await loadList(path);
      throwIfCancelled(signal);
      return parseItems(schema, raw, what);
    },
  };
}

/** Content from the live API (`api` points at its base address), with `bundled`'s files beside it. */
export function createApiSource(api: HttpClient, bundled: ContentSource): ContentSource {
  return { ...bundled, kind: 'api', api };
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
