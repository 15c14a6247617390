import { useEffect, useState } from 'react';
import { paths } from '@/config/paths';
import type { Locale } from '@/config/locales';
import { getAnnouncements } from '@/content/announcements/read';
import { contentSource } from '@/lib/content/active-source';
import { localizePath } from '@/lib/locale/locale-path';
import { preloadSearch, searchSite, type SearchFound, type SearchHit } from './pagefind';

/** How many announcements the live source (the content API, a kiosk's website) is asked for beside the bundled index's results. */
const API_RESULTS = 20;
/** The results shown first, while the rest load: each is a file Pagefind fetches. */
const FIRST_RESULTS = 5;
/** The most results shown. */
const MAX_RESULTS = 50;

/**
 * The pages that match `query` in `locale`: Pagefind's first {@link MAX_RESULTS}, and with live
 * content (the content API, or a kiosk's website), its announcements for `q` that the bundled index
 * does not have (newer ones), after them; `total` counts both. A live source that fails leaves the
 * bundled results alone.
 * @throws {Error} when Pagefind cannot search ({@link searchSite}).
 */
export async function findEverywhere(query: string, locale: Locale, signal: AbortSignal): Promise<SearchFound> {
  const source = contentSource();
  const fromApi =
    source.kind !== 'bundled'
      ? getAnnouncements(source, { locale, q: query, page: 1, pageSize: API_RESULTS, signal })
          .then((page) => page.items)
          .catch(() => [])
      : Promise.resolve([]);
  const [{ total, hits }, announcements] = await Promise.all([searchSite(query, MAX_RESULTS), fromApi]);
  const known = new Set(hits.map((hit) => hit.url));
  const extra = announcements
    .map((item): SearchHit => ({
      url: localizePath(paths.announcement(item.id), locale),
      title: item.title,
      kind: 'announcement',
      date: item.publishedAt,
      snippet: item.summary ? [{ text: item.summary, match: false }] : [],
    }))
    .filter((hit) => !known.has(hit.url));
  return { total: total + extra.length, hits: [...hits, ...extra] };
}

/** What {@link useSiteSearch} shows. */
export interface SiteSearchState {
  /** The query of the latest search that finished, which {@link hits} answer. */
  query: string;
  /** The results of the latest search that finished; kept while the next one runs. */
  hits: SearchHit[] | undefined;
  /** How many pages it found, when some of them are still loading. */
  total: number;
  /** Pagefind could not search (offline, or a development server, which has no index). */
  failed: boolean;
}

/**
 * The results for `query` (already trimmed; empty searches nothing) in `locale`: the best
 * {@link FIRST_RESULTS} first, then all of them with the API's ({@link findEverywhere}). Each new
 * query cancels the one before (its results never overwrite a newer query's), and the last results
 * stay until the new ones come. Pagefind starts loading with the first render, before a query.
 */
export function useSiteSearch(query: string, locale: Locale): SiteSearchState {
  const [state, setState] = useState<SiteSearchState>({ query: '', hits: undefined, total: 0, failed: false });
  useEffect(() => {
    if (!query) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    const show = ({ total, hits }: SearchFound) => {
      if (!signal.aborted) setState({ query, hits, total, failed: false });
    };
    // The best few first, then all of them: on a slow phone the first results show within a frame or
    // two. A newer query that came meanwhile has cancelled this one, so its full search never runs.
    const search = async () => {
      show(await searchSite(query, FIRST_RESULTS));
      if (!signal.aborted) show(await findEverywhere(query, locale, signal));
    };
    search().catch(() => {
      if (!signal.aborted) setState({ query, hits: undefined, total: 0, failed: true });
    });
    return () => controller.abort();
  }, [query, locale]);
  // Pagefind (its WebAssembly and this language's index) starts with the screen, before the first key.
  useEffect(() => preloadSearch(), [locale]);
  return state;
}
