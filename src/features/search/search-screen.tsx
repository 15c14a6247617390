import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { useOnScreenKeyboard } from '@/components/ui/on-screen-keyboard/use-on-screen-keyboard';
import { PageSection } from '@/components/ui/page-section';
import { SmartLink } from '@/components/ui/smart-link';
import { MAX_QUERY_LENGTH } from '@/config/archive-filter';
import { paths, ROUTES } from '@/config/paths';
import { SEARCH_KINDS, type SearchKind } from '@/config/search';
import { QUERY_PARAM } from '@/config/search-params';
import { useLocale } from '@/hooks/use-locale';
import { getAnnouncements } from '@/lib/announcement-list';
import { contentSource } from '@/lib/content';
import { formatDate } from '@/lib/format';
import { localizePath } from '@/lib/locale-path';
import type { Locale } from '@/config/locales';
import { SEARCH_NS } from './catalogue';
import { preloadSearch, searchSite, type SearchHit } from './pagefind';
import styles from './search-screen.module.css';

/** How many announcements the live content API is asked for beside the bundled index's results. */
const API_RESULTS = 20;

/**
 * The pages that match `query`: Pagefind's, and with the live content API, the API's announcements
 * for `q` that the bundled index does not have (newer ones), after the bundled announcements.
 * An API that fails leaves the bundled results alone.
 */
async function findEverywhere(query: string, locale: Locale, signal: AbortSignal): Promise<SearchHit[]> {
  const source = contentSource();
  const fromApi =
    source.kind === 'api'
      ? getAnnouncements(source, { locale, q: query, page: 1, pageSize: API_RESULTS, signal })
          .then((page) => page.items)
          .catch(() => [])
      : Promise.resolve([]);
  const [hits, announcements] = await Promise.all([searchSite(query), fromApi]);
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
  return [...hits, ...extra];
}

interface SearchState {
  /** The results of the latest search that finished; kept while the next one runs. */
  hits: SearchHit[] | undefined;
  failed: boolean;
}

/**
 * The results for `query` in `locale`: each new query cancels the one before (its results never
 * overwrite a newer query's), and the last results stay on screen until the new ones come.
 */
function useSiteSearch(query: string, locale: Locale): SearchState {
  const [state, setState] = useState<SearchState>({ hits: undefined, failed: false });
  useEffect(() => {
    if (!query) return undefined;
    const controller = new AbortController();
    findEverywhere(query, locale, controller.signal).then(
      (hits) => {
        if (!controller.signal.aborted) setState({ hits, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ hits: undefined, failed: true });
      },
    );
    return () => controller.abort();
  }, [query, locale]);
  return state;
}

function ResultGroup({ kind, hits }: { kind: SearchKind; hits: readonly SearchHit[] }) {
  const { t } = useTranslation(SEARCH_NS);
  const locale = useLocale();
  const titleId = `search-group-${kind}`;
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.groupTitle}>
        {t(`kinds.${kind}`)} <span className={styles.groupCount}>({hits.length})</span>
      </h2>
      <ol className={styles.results}>
        {hits.map((hit) => (
          <li key={hit.url} className={styles.result}>
            <SmartLink href={hit.url} className={styles.resultLink}>
              {hit.title}
            </SmartLink>
            {hit.date === undefined ? null : (
              <time dateTime={hit.date} className={styles.date}>
                {formatDate(hit.date, locale)}
              </time>
            )}
            {hit.snippet.length ? (
              <p className={styles.snippet}>
                {hit.snippet.map((part, index) =>
                  part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
                )}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The site-wide search (`/search?q=…`, issue 16): a `GET` form, so a search is a URL that works
 * before the app has started, with Back, reload and sharing; once the app runs, results follow the
 * typing (the URL is replaced, not pushed, per keystroke), grouped by kind ({@link SEARCH_KINDS}
 * order), each with its date (announcements) and a snippet with the matched words marked. The count
 * is announced politely to screen readers. In kiosk mode a tap on the field opens the on-screen
 * keyboard, with preset searches.
 */
export function SearchScreen() {
  const { t } = useTranslation(SEARCH_NS);
  const { t: tMain } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const [params] = useSearchParams();
  const urlQuery = (params.get(QUERY_PARAM) ?? '').slice(0, MAX_QUERY_LENGTH);
  const [typed, setTyped] = useState(urlQuery);
  const [shownFor, setShownFor] = useState(urlQuery);
  // Back or a link to another search changes the URL under the field: the field follows it.
  if (shownFor !== urlQuery) {
    setShownFor(urlQuery);
    setTyped(urlQuery);
  }
  const query = typed.trim();
  const search = useSiteSearch(query, locale);
  const { attach, inputProps, keyboard } = useOnScreenKeyboard({
    suggestions: [
      tMain('keyboard.presetDirector'),
      tMain('keyboard.presetDividend'),
      tMain('keyboard.presetResults'),
      tMain('keyboard.presetHealthcare'),
    ],
  });
  const action = localizePath(ROUTES.search, locale);
  const go = (value: string) => {
    setShownFor(value.trim());
    void navigate(value.trim() ? `${action}?${QUERY_PARAM}=${encodeURIComponent(value.trim())}` : action, {
      replace: true,
      preventScrollReset: true,
    });
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(typed);
  };
  const hits = query && search.hits ? search.hits : [];
  const groups = SEARCH_KINDS.map((kind) => ({ kind, hits: hits.filter((hit) => hit.kind === kind) })).filter(
    (group) => group.hits.length > 0,
  );
  let status: string;
  if (!query) status = t('prompt');
  else if (search.failed) status = t('unavailable');
  else if (!search.hits) status = t('searching');
  else if (hits.length === 0) status = t('none', { query });
  else status = t('count', { count: hits.length, query });

  return (
    <PageSection id="search" title={t('title')} lead={t('subtitle')} description={t('subtitle')} indexable={false}>
      <form
        method="get"
        action={action}
        role="search"
        aria-label={t('landmark')}
        className={styles.form}
        onSubmit={onSubmit}
      >
        <label htmlFor={`${id}-q`} className={styles.label}>
          {t('label')}
        </label>
        <div className={styles.row}>
          <input
            id={`${id}-q`}
            type="search"
            name={QUERY_PARAM}
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              go(event.currentTarget.value);
            }}
            {...inputProps}
            onFocus={() => {
              preloadSearch();
              inputProps.onFocus?.();
            }}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={t('placeholder')}
            enterKeyHint="search"
            autoComplete="off"
            className={styles.input}
            ref={attach}
          />
          <button type="submit" className={`button button-primary ${styles.submit}`}>
            {t('submit')}
          </button>
        </div>
        {keyboard}
      </form>
      <p role="status" className={styles.status}>
        {status}
        {query && (search.failed || (search.hits && hits.length === 0)) ? (
          <>
            {' '}
            <Link to={localizePath(paths.announcements({ q: query }), locale)} className="text-link">
              {t('archiveLink')}
            </Link>
          </>
        ) : null}
      </p>
      {groups.length ? (
        <div className={styles.groups} aria-label={t('resultsLabel')} role="region">
          {groups.map((group) => (
            <ResultGroup key={group.kind} kind={group.kind} hits={group.hits} />
          ))}
        </div>
      ) : null}
    </PageSection>
  );
}
