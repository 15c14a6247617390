/**
 * A query of content, defined once for the two that ask it: the route loader, which reads it
 * before the screen renders (and which prerendering writes into the page), and the screen's hook,
 * which keeps it in TanStack Query's cache. Both take the key and the reading from the same
 * definition, so a loader's data is exactly the first answer of the screen's query (the pattern
 * of TanStack Query's `queryOptions`, https://tanstack.com/query/v5/docs/framework/react/guides/query-options).
 */
import type {
  InfiniteData,
  QueryKey,
  QueryMeta,
  UseInfiniteQueryOptions,
  UseQueryOptions,
} from '@tanstack/react-query';
import { hasNextPage, type Page } from './schemas';
import type { ContentSource } from './source';

/** Builds a query's key from its source's kind and its parameters; `contentKey(source, …)` in practice. */
type KeyOf<TParams> = (source: Pick<ContentSource, 'kind'>, params: TParams) => QueryKey;

/** The options `useContentQuery` runs a {@link ContentQuery} with. */
type ContentQueryOptions<TData> = UseQueryOptions<TData, Error, TData>;

/** The options `useInfiniteContentQuery` runs a {@link ContentListQuery} with (page numbers from 1). */
type ContentListQueryOptions<TItem> = UseInfiniteQueryOptions<
  Page<TItem>,
  Error,
  InfiniteData<Page<TItem>>,
  QueryKey,
  number
>;

/** One query of content: read it, or run it in the cache. */
export interface ContentQuery<TParams, TData> {
  /**
   * Reads the data from `source`, as the loader does.
   * @throws {ContentError} whatever the reading reports.
   */
  read(source: ContentSource, params: TParams, signal?: AbortSignal): Promise<TData>;
  /** The query's options over `source`, with the same key and reading. */
  options(source: ContentSource, params: TParams): ContentQueryOptions<TData>;
}

/** A paged list of content: its first page for the loader, all its pages for the screen. */
export interface ContentListQuery<TParams, TItem> {
  /**
   * Reads the first page from `source`, as the loader does.
   * @throws {ContentError} whatever the reading reports.
   */
  firstPage(source: ContentSource, params: TParams, signal?: AbortSignal): Promise<Page<TItem>>;
  /** The infinite query's options over `source`: page 1, then the next while there is one. */
  options(source: ContentSource, params: TParams): ContentListQueryOptions<TItem>;
}

/** What a query's parameters mean for the cache: `VISITOR_INPUT` when they hold what a visitor typed. */
type MetaOf<TParams> = (params: TParams) => QueryMeta | undefined;

/** Options' `meta`, present only when there is one (the options type takes no `undefined`). */
function withMeta<TParams>(meta: MetaOf<TParams> | undefined, params: TParams): { meta?: QueryMeta } {
  const value = meta?.(params);
  return value ? { meta: value } : {};
}

/**
 * Defines a query of content by its key and its reading.
 * @param definition.key - the key, from `contentKey(source, …)` so live and bundled copies never mix.
 * @param definition.read - reads the data from a source.
 */
export function contentQuery<TParams, TData>(definition: {
  key: KeyOf<TParams>;
  read: (source: ContentSource, params: TParams, signal?: AbortSignal) => Promise<TData>;
  meta?: MetaOf<TParams>;
}): ContentQuery<TParams, TData> {
  const { key, read, meta } = definition;
  return {
    read,
    options: (source, params) => ({
      queryKey: key(source, params),
      queryFn: ({ signal }) => read(source, params, signal),
      ...withMeta(meta, params),
    }),
  };
}

/**
 * Defines a paged list of content by its key, its page size and the reading of one page.
 * @param definition.readPage - reads page `page` (from 1) of `pageSize` items from a source.
 */
export function contentListQuery<TParams, TItem>(definition: {
  key: KeyOf<TParams>;
  pageSize: number;
  readPage: (
    source: ContentSource,
    params: TParams,
    page: { page: number; pageSize: number },
    signal?: AbortSignal,
  ) => Promise<Page<TItem>>;
  meta?: MetaOf<TParams>;
}): ContentListQuery<TParams, TItem> {
  const { key, pageSize, readPage, meta } = definition;
  return {
    firstPage: (source, params, signal) => readPage(source, params, { page: 1, pageSize }, signal),
    options: (source, params) => ({
      queryKey: key(source, params),
      queryFn: ({ pageParam, signal }) => readPage(source, params, { page: pageParam, pageSize }, signal),
      initialPageParam: 1,
      getNextPageParam: (last) => (hasNextPage(last) ? last.page + 1 : undefined),
      ...withMeta(meta, params),
    }),
  };
}
