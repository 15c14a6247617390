/**
 * Queries for live content (the content API, or a kiosk's website, `siteUrl`) with the bundled
 * content as their stand-in: when the live source cannot be reached (a failure of a kind in `RECOVERABLE_KINDS`) and nothing was fetched or saved
 * before, the same query is answered from the files shipped with the app, so a screen, and a
 * kiosk above all, never opens to an empty list. The live query keeps being asked (on
 * reconnect, and every minute through `liveRefetchInterval`) and takes over once it answers.
 *
 * A failure that is the API's own answer (404, other 4xx) is not papered over. Without an API
 * (bundled builds) both calls read the same query and the stand-in never runs.
 */
import {
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ContentListQuery, ContentQuery } from './content-query';
import type { Page } from './schemas';
import { isRecoverable, toContentError } from '@/lib/content/content-error';
import { bundledContentSource, contentSource } from '@/lib/content/active-source';
import type { ContentSource } from '@/lib/content/source';

interface QueryStatusLike {
  readonly data: unknown;
  readonly error: Error | null;
}

/** Whether the live query failed before it ever had data, in a way the bundled content may cover. */
function needsStandIn(source: Pick<ContentSource, 'kind'>, live: QueryStatusLike): boolean {
  return (
    source.kind !== 'bundled' &&
    live.data === undefined &&
    live.error !== null &&
    isRecoverable(toContentError(live.error))
  );
}

/** The live query, or its bundled stand-in once that has data (a failed stand-in shows the live failure). */
function pick<Q extends QueryStatusLike>(live: Q, standIn: Q, standInEnabled: boolean): Q {
  return standInEnabled && (standIn.data !== undefined || standIn.error === null) ? standIn : live;
}

/**
 * How a route loader's data seeds a live query: as the query's data when the loader read the
 * same source (bundled), or as placeholder data when it is a prerendered bundled copy of what
 * the API will answer (a bundled build pointed at an API by `config.json`), so the first render
 * after hydration matches the prerendered page.
 */
function seed<T extends { initialData?: unknown; placeholderData?: unknown }>(
  options: T,
  source: Pick<ContentSource, 'kind'>,
  initial: unknown,
): T {
  if (initial === null || initial === undefined) return options;
  return source.kind === 'bundled' ? { ...options, initialData: initial } : { ...options, placeholderData: initial };
}

/**
 * `useQuery` of `query` with `params` over the active content source, with the bundled stand-in.
 * @param initial the route loader's data for this query (`query.read`'s), if any.
 */
export function useContentQuery<TParams, TData>(
  query: ContentQuery<TParams, TData>,
  params: TParams,
  initial?: TData | null,
): UseQueryResult<TData> {
  const source = contentSource();
  const live = useQuery(seed(query.options(source, params), source, initial));
  const standInEnabled = needsStandIn(source, live);
  const standIn = useQuery({ ...query.options(bundledContentSource(), params), enabled: standInEnabled });
  return pick(live, standIn, standInEnabled);
}

/**
 * `useInfiniteQuery` of the list `query` with `params` over the active content source, with the
 * bundled stand-in; see {@link useContentQuery}. `firstPage` is the route loader's
 * (`query.firstPage`'s).
 */
export function useInfiniteContentQuery<TParams, TItem>(
  query: ContentListQuery<TParams, TItem>,
  params: TParams,
  firstPage?: Page<TItem> | null,
): UseInfiniteQueryResult<InfiniteData<Page<TItem>>> {
  const source = contentSource();
  const initial: InfiniteData<Page<TItem>, number> | undefined = firstPage
    ? { pages: [firstPage], pageParams: [1] }
    : undefined;
  const live = useInfiniteQuery(seed(query.options(source, params), source, initial));
  const standInEnabled = needsStandIn(source, live);
  const standIn = useInfiniteQuery({ ...query.options(bundledContentSource(), params), enabled: standInEnabled });
  return pick(live, standIn, standInEnabled);
}
