/**
 * Where content comes from (`docs/design.md` §6.1): the live content API when
 * `VITE_API_BASE_URL` is set, otherwise the files bundled under `public/content/` (generated from
 * `content/`); in a kiosk whose `siteUrl` is set, the same files as the website publishes them
 * (`<siteUrl>/content/`, docs/kiosk.md, "Running a fleet"). This module is the core every endpoint
 * shares: the HTTP clients, the list files, paging as the API pages. Each subject's reading
 * (`read.ts` or its topic's module in `src/content/<subject>/`, such as
 * `src/content/announcements/read.ts`) decides what it asks of which, and validates what comes back.
 *
 * Bundled layout, per locale: `content/<locale>/announcements.json` (summaries, newest first),
 * `content/<locale>/announcements/<id>.md` (bodies), `content/<locale>/careers.json`,
 * `content/<locale>/team.json`, `content/<locale>/timeline.json`, `content/<locale>/privacy.md`,
 * `content/<locale>/terms.md`, and for investor relations `content/<locale>/reports.json`,
 * `content/<locale>/governance.json`, `content/<locale>/calendar.json`.
 * Without a website to read from, team, timeline, legal pages and the investor-relations documents
 * are always bundled (they change a few times a year, with a release); the API serves
 * announcements and careers.
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

/**
 * The kinds of source, live first: the content API, the website's published files (a kiosk's
 * `siteUrl`), the files shipped with the app.
 */
export const CONTENT_SOURCE_KINDS = ['api', 'site', 'bundled'] as const;

/** The kinds whose content is fetched while the app runs: saved, refreshed, and stood in for by the bundled copy. */
export const LIVE_SOURCE_KINDS: readonly ContentSourceKind[] = ['api', 'site'];

/** One of {@link CONTENT_SOURCE_KINDS}. */
export type ContentSourceKind = (typeof CONTENT_SOURCE_KINDS)[number];

/** The content an endpoint reads from. Every promise it hands out rejects only with a {@link ContentError}. */
export interface ContentSource {
  /**
   * `api` when a content API is configured (endpoints the API serves then ask it), `site` when the
   * content files are the website's, `bundled` otherwise.
   */
  readonly kind: ContentSourceKind;
  /** The content API, for `kind: 'api'`. */
  readonly api: HttpClient | undefined;
  /**
   * The content files: the ones shipped with the app (the page's `content/` folder, or the disk
   * when prerendering), or the website's (`<siteUrl>/content/`).
   */
  readonly files: HttpClient;
  /**
   * The valid items of the list file `path` (`en/careers.json`), see `parseItems`. A bundled file
   * is fetched once per source and kept while the page lives (a failed fetch is tried again next
   * time); the website's is fetched on each call, as the query cache asks. Rejects as cancelled
   * once `signal` has aborted.
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

/** How a file source keeps and checks its list files. */
interface FileSourceOptions {
  /** How long one download of a list file answers further reads, in ms (`Infinity`: while the page lives). */
  readonly reuseMs: number;
  /** Whether a non-empty list none of whose items passes is refused rather than read as empty. */
  readonly refuseAllInvalid: boolean;
  /** The clock, in ms since the epoch. */
  readonly now: () => number;
}

/**
 * A source of list files under `http`. A list file is downloaded once and answers further reads
 * for `reuseMs` (a failed download is tried again on the next read); the download is not tied to
 * one caller's signal, so a cancel cannot poison the reads that share it.
 */
function createFileSource(
  kind: Exclude<ContentSourceKind, 'api'>,
  http: HttpClient,
  { reuseMs, refuseAllInvalid, now }: FileSourceOptions,
): ContentSource {
  const lists = new Map<string, { at: number; list: Promise<unknown[]> }>();
  // Each download's items, validated once per schema: an announcement's page finds its entry in
  // the whole index, and validating a thousand entries for every page (or every prerendered page)
  // cost more than rendering it. Keyed by the download, so a new download is validated anew.
  const validated = new WeakMap<readonly unknown[], Map<z.ZodMiniType, unknown[]>>();

  function loadList(path: string): Promise<unknown[]> {
    const kept = lists.get(path);
    if (kept && now() - kept.at < reuseMs) return kept.list;
    const list = http.getJson(path).then((raw) => {
      if (!Array.isArray(raw)) throw new ContentError('invalid-response', `${path} is not a list`);
      return raw as unknown[];
    });
    list.catch(() => lists.delete(path));
    lists.set(path, { at: now(), list });
    return list;
  }

  return {
    kind,
    api: undefined,
    files: http,
    async readList<T>(path: string, schema: z.ZodMiniType<T>, what: string, signal?: AbortSignal) {
      const raw = await loadList(path);
      throwIfCancelled(signal);
      let bySchema = validated.get(raw);
      if (!bySchema) validated.set(raw, (bySchema = new Map<z.ZodMiniType, unknown[]>()));
      let items = bySchema.get(schema) as T[] | undefined;
      if (!items) bySchema.set(schema, (items = parseItems(schema, raw, what)));
      if (refuseAllInvalid && raw.length > 0 && items.length === 0) {
        throw new ContentError('invalid-response', `No ${what} in ${path} passed its schema`);
      }
      // A copy each: a caller that sorts or filters in place cannot change another's list.
      return [...items];
    },
  };
}

/**
 * Content read from the files shipped with the app. `http` points at the site's `content/`
 * folder. Each list file is fetched once and kept while the page lives.
 */
export function createBundledSource(http: HttpClient): ContentSource {
  return createFileSource('bundled', http, { reuseMs: Infinity, refuseAllInvalid: false, now: Date.now });
}

/** How long one download of a website's list file answers further reads, in ms: the pages of one list, refetched together. */
const SITE_LIST_REUSE_MS = 30_000;

/**
 * The content files as the website publishes them (`http` points at `<siteUrl>/content/`). A list
 * file is downloaded again once {@link SITE_LIST_REUSE_MS} have passed since the last download,
 * so the pages of one list (and a refetch of all of them) share one; the query cache decides how
 * often content is asked for. Every file passed the website's build, so an answer that is not a
 * list, or whose every item fails its schema (a host's error page, a file from an incompatible
 * release), is refused rather than shown as an empty list; single items that fail are skipped,
 * as in an API's page.
 * @param now - the clock, in ms since the epoch (tests).
 */
export function createSiteSource(http: HttpClient, now: () => number = () => Date.now()): ContentSource {
  return createFileSource('site', http, { reuseMs: SITE_LIST_REUSE_MS, refuseAllInvalid: true, now });
}

/** Content from the live API (`api` points at its base address), with `files`' content files beside it. */
export function createApiSource(api: HttpClient, files: ContentSource): ContentSource {
  return { ...files, kind: 'api', api };
}

/** What {@link createContentSource} picks a source by (`ContentSettings`, `./settings.ts`). */
export interface SourceSettings {
  readonly apiBaseUrl: string | undefined;
  readonly apiTimeoutMs: number | undefined;
  readonly siteUrl?: string | undefined;
}

/**
 * The website's published content files for these settings (`<siteUrl>/content/`, with the
 * API's timeout), or `undefined` without a `siteUrl`.
 */
export function createPublishedSource(settings: SourceSettings): ContentSource | undefined {
  if (!settings.siteUrl) return undefined;
  return createSiteSource(
    createHttpClient({
      baseUrl: `${settings.siteUrl}/content/`,
      ...(settings.apiTimeoutMs === undefined ? {} : { timeoutMs: settings.apiTimeoutMs }),
    }),
  );
}

/**
 * Picks the source for these settings: the API at `settings.apiBaseUrl` (with its timeout) when
 * it is set; otherwise `published` (the website's files) when there is one, `bundled` last. The
 * API's source reads other subjects from `published` too, when there is one.
 */
export function createContentSource(
  settings: SourceSettings,
  bundled: ContentSource,
  published: ContentSource | undefined = createPublishedSource(settings),
): ContentSource {
  const files = published ?? bundled;
  if (!settings.apiBaseUrl) return files;
  const api = createHttpClient({
    baseUrl: settings.apiBaseUrl,
    ...(settings.apiTimeoutMs === undefined ? {} : { timeoutMs: settings.apiTimeoutMs }),
  });
  return createApiSource(api, files);
}
