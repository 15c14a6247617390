import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/lib/locale/use-catalogue';
import { Link } from '@/components/ui/link';
import { useOnScreenKeyboard } from '@/components/ui/on-screen-keyboard/use-on-screen-keyboard';
import { PageSection } from '@/components/ui/page-section';
import { ROUTES } from '@/config/paths';
import { SEARCH_KINDS } from '@/config/search';
import { archivePath, MAX_QUERY_LENGTH } from '@/content/announcements/archive-filter';
import { QUERY_PARAM } from '@/config/search-params';
import { useLocale } from '@/lib/locale/use-locale';
import { localizePath } from '@/lib/locale/locale-path';
import { SEARCH_NS, searchCatalogue } from './catalogue';
import { ResultGroup } from './result-group';
import styles from './search-screen.module.css';
import { useSearchQuery } from './use-search-query';
import { useSiteSearch } from './use-site-search';

/**
 * The site-wide search (`/search?q=…`; `docs/design.md` §4.8): a `GET` form, so a search is a URL that works
 * before the app has started, with Back, reload and sharing; once the app runs, results follow the
 * typing (the URL follows once typing pauses, replaced rather than pushed: {@link useSearchQuery}),
 * grouped by kind ({@link SEARCH_KINDS} order), each with its date (announcements) and a snippet with
 * the matched words marked. The count is announced politely to screen readers. In kiosk mode a tap
 * on the field opens the on-screen keyboard, with preset searches.
 */
export function SearchScreen() {
  useCatalogue(searchCatalogue);
  const { t } = useTranslation(SEARCH_NS);
  const { t: tMain } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const action = localizePath(ROUTES.search, locale);
  const { typed, query, onChange, onSubmit, cancelPending } = useSearchQuery(action);
  const search = useSiteSearch(query, locale);
  const { attach, inputProps, keyboard } = useOnScreenKeyboard({
    suggestions: [
      tMain('keyboard.presetDirector'),
      tMain('keyboard.presetDividend'),
      tMain('keyboard.presetResults'),
      tMain('keyboard.presetHealthcare'),
    ],
  });
  const hits = query && search.hits ? search.hits : [];
  const groups = SEARCH_KINDS.map((kind) => ({ kind, hits: hits.filter((hit) => hit.kind === kind) })).filter(
    (group) => group.hits.length > 0,
  );
  let status: string;
  if (!query) status = t('prompt');
  else if (search.failed) status = t('unavailable');
  else if (!search.hits) status = t('searching');
  // The results on screen may still be the last query's while this one runs: they say whose they are.
  else if (hits.length === 0) status = t('none', { query: search.query });
  else status = t('count', { count: search.total, query: search.query });

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
        <label htmlFor={`${id}-q`} className="form-label">
          {t('label')}
        </label>
        <div className={styles.row}>
          <input
            id={`${id}-q`}
            type="search"
            name={QUERY_PARAM}
            value={typed}
            onChange={onChange}
            {...inputProps}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={t('placeholder')}
            enterKeyHint="search"
            autoComplete="off"
            className="form-control"
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
            <Link to={localizePath(archivePath({ q: search.query }), locale)} className="text-link">
              {t('archiveLink')}
            </Link>
          </>
        ) : null}
      </p>
      {groups.length ? (
        <div
          className={styles.groups}
          aria-label={t('resultsLabel')}
          role="region"
          // A result opened before the URL's update: the address bar already holds the search.
          onClickCapture={cancelPending}
        >
          {groups.map((group) => (
            <ResultGroup key={group.kind} kind={group.kind} hits={group.hits} />
          ))}
        </div>
      ) : null}
    </PageSection>
  );
}
