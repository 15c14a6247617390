/**
 * The site-wide search in the browser: Pagefind's own `pagefind.js`, written beside the site by the
 * build (`vite-plugins/search-index.ts`), loaded on first use (so no other screen carries it), and its
 * results validated and shaped for the search screen.
 *
 * Pagefind ("Searching with the JavaScript API", https://pagefind.app/docs/api/) picks the index of
 * the page's `<html lang>` when it starts; the site changes that attribute when the visitor changes
 * language, so a search in another language than the last restarts Pagefind first.
 */
import * as z from 'zod/mini';
import { SEARCH_INDEX_FOLDER, SEARCH_KINDS, type SearchKind } from '@/config/search';
import { appState } from '@/lib/app-state';

/** The part of `pagefind.js`'s exports this module uses. */
interface PagefindModule {
  init(): Promise<void>;
  destroy(): Promise<void>;
  preload(term: string): Promise<void>;
  search(term: string): Promise<{ results: { id: string; data: () => Promise<unknown> }[] } | null>;
}

const resultSchema = z.object({
  url: z.string().check(z.regex(/^\/(?!\/)/)),
  excerpt: z.string(),
  meta: z.object({
    title: z.optional(z.string()),
    kind: z.optional(z.enum(SEARCH_KINDS)),
    date: z.optional(z.iso.datetime({ offset: true })),
  }),
});

/** A piece of a result's snippet; `match` for the words the query found. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

/** One page found. */
export interface SearchHit {
  /** The page's path on this site (`/zh-TW/announcement/…`). */
  url: string;
  title: string;
  kind: SearchKind;
  /** ISO 8601 date-time with offset, for an announcement. */
  date?: string;
  snippet: SnippetPart[];
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/**
 * Pagefind's excerpt, HTML-escaped text with the matches in `<mark>`, as plain parts: rendered as
 * text, so nothing in an excerpt is ever markup.
 */
export function snippetParts(excerpt: string): SnippetPart[] {
  const decode = (html: string) =>
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_entity, name: string) => ENTITIES[name] ?? '');
  return excerpt
    .split(/(<mark>.*?<\/mark>)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('<mark>')
        ? { text: decode(part.slice(6, -7)), match: true }
        : { text: decode(part), match: false },
    )
    .filter((part) => part.text !== '');
}

/** Pagefind's module once asked for, and the language its index was started for. */
const search = appState((): { loaded?: Promise<PagefindModule>; language?: string } => ({}));

/** `pagefind.js`, started for the page's current language. */
async function pagefind(): Promise<PagefindModule> {
  const state = search();
  const loaded = (state.loaded ??= import(
    /* @vite-ignore */ `${import.meta.env.BASE_URL}${SEARCH_INDEX_FOLDER}/pagefind.js`
  ) as Promise<PagefindModule>);
  const module = await loaded.catch((error: unknown) => {
    delete state.loaded;
    throw error;
  });
  const current = document.documentElement.lang;
  if (state.language !== current) {
    if (state.language !== undefined) await module.destroy();
    state.language = current;
    await module.init();
  }
  return module;
}

/** Starts loading the search and the index for `term`'s first letters; errors are left to {@link searchSite}. */
export function preloadSearch(term = ''): void {
  void pagefind()
    .then((module) => (term ? module.preload(term) : undefined))
    .catch(() => undefined);
}

/** What a search found: how many pages, and the first of them. */
export interface SearchFound {
  total: number;
  hits: SearchHit[];
}

/**
 * The pages that match `term` in the page's language, best first: how many, and the first `limit`
 * of them with their titles and snippets (each one's data is a file Pagefind fetches, so a short
 * `limit` answers sooner); a result Pagefind returns in an unexpected shape is skipped.
 * @throws {Error} when the search files cannot be loaded (offline, or a development server, which
 *   has no index).
 */
export async function searchSite(term: string, limit: number): Promise<SearchFound> {
  const module = await pagefind();
  const results = (await module.search(term))?.results ?? [];
  const parsed = await Promise.all(
    results.slice(0, limit).map(async (result) => resultSchema.safeParse(await result.data())),
  );
  const hits = parsed.flatMap((parsed) => {
    if (!parsed.success) return [];
    const { url, excerpt, meta } = parsed.data;
    return [
      {
        url,
        title: meta.title ?? url,
        kind: meta.kind ?? 'home',
        ...(meta.date === undefined ? {} : { date: meta.date }),
        snippet: snippetParts(excerpt),
      },
    ];
  });
  return { total: results.length, hits };
}
