import { useId, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/lib/locale/use-catalogue';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@/config/paths';
import { useOnScreenKeyboard } from '@/components/ui/on-screen-keyboard/use-on-screen-keyboard';
import { useLocale } from '@/lib/locale/use-locale';
import {
  archiveFilterOf,
  archivePath,
  MAX_QUERY_LENGTH,
  type ArchiveFilter,
} from '@/content/announcements/archive-filter';
import { CATEGORY_PARAM, QUERY_PARAM, VIEW_PARAM, YEAR_PARAM } from '@/config/search-params';
import { localizePath } from '@/lib/locale/locale-path';
import styles from './archive-search.module.css';
import { ARCHIVE_NS, archiveCatalogue } from '../catalogue';

export interface ArchiveSearchProps {
  filter: ArchiveFilter;
  /** The years offered, newest first. */
  years: readonly number[];
}

/**
 * The archive's year and text search: a `GET` form on the list's own URL, so every search is a
 * URL that works with Back, reload and sharing. The app turns a submission into a navigation to
 * the filters' URL, with the empty ones left out (`archivePath`); before the app has
 * started, the browser submits the form itself, and an empty field is read as no filter. The
 * category and view chosen stay (hidden fields); picking a year searches at once. In kiosk mode a tap on
 * the text field opens the on-screen keyboard, with a few preset searches; its Search key submits.
 */
export function ArchiveSearch({ filter, years }: ArchiveSearchProps) {
  useCatalogue(archiveCatalogue);
  const { t } = useTranslation(['translation', ARCHIVE_NS]);
  const locale = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const { attach, inputProps, keyboard } = useOnScreenKeyboard({
    suggestions: [
      t('keyboard.presetResults'),
      t('keyboard.presetDirector'),
      t('keyboard.presetDividend'),
      t('keyboard.presetHealthcare'),
    ],
  });
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === 'string') fields.set(name, value);
    void navigate(localizePath(archivePath(archiveFilterOf(fields)), locale), { preventScrollReset: true });
  };
  return (
    <form
      // The key resets the fields to the URL's values when it changes (Back, a category link).
      key={`${filter.year ?? ''}:${filter.q ?? ''}`}
      method="get"
      action={localizePath(ROUTES.announcements, locale)}
      role="search"
      aria-label={t('archive:searchLandmark')}
      className={styles.form}
      onSubmit={onSubmit}
    >
      {filter.category ? <input type="hidden" name={CATEGORY_PARAM} value={filter.category} /> : null}
      {filter.view ? <input type="hidden" name={VIEW_PARAM} value={filter.view} /> : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-year`} className="form-label">
          {t('archive:yearLabel')}
        </label>
        <select
          id={`${id}-year`}
          name={YEAR_PARAM}
          defaultValue={filter.year ?? ''}
          className="form-control"
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          <option value="">{t('archive:allYears')}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <div className={`${styles.field} ${styles.search}`}>
        <label htmlFor={`${id}-q`} className="form-label">
          {t('archive:searchLabel')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          name={QUERY_PARAM}
          defaultValue={filter.q ?? ''}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t('archive:searchPlaceholder')}
          enterKeyHint="search"
          className="form-control"
          ref={attach}
          {...inputProps}
        />
        {keyboard}
      </div>
      <button type="submit" className={`button button-primary ${styles.submit}`}>
        {t('archive:searchSubmit')}
      </button>
    </form>
  );
}
