import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { useNavigate, useNavigation, useSearchParams } from 'react-router-dom';
import { MAX_QUERY_LENGTH } from '@/content/announcements/archive-filter';
import { QUERY_PARAM } from '@/config/search-params';

/**
 * How long typing pauses before the router's location follows the field, ms: a navigation re-renders
 * every part of the page that reads the location, which on a slow phone would cost each key more
 * than its search.
 */
export const URL_DELAY_MS = 400;

/** The search field's value and its place in the URL, from {@link useSearchQuery}. */
export interface SearchQuery {
  /** The field's value, as typed. */
  typed: string;
  /** {@link typed}, trimmed: what is searched; empty for no search. */
  query: string;
  /** For the field: takes its value and schedules the URL's update ({@link URL_DELAY_MS}). */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** For the form: instead of loading the page, puts the query in the URL at once. */
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  /**
   * Drops the scheduled update of the router's location, for a result opened before it: the
   * address bar already holds the search, and the update must not overtake the result's navigation.
   */
  cancelPending: () => void;
}

/**
 * The search field bound to the `q` parameter of `action` (the search page's path, the form's
 * `action`; `docs/design.md` §4.8). The field starts from the URL's `q` (at most
 * `MAX_QUERY_LENGTH` characters) and follows it when it changes under the field (Back, a link to
 * another search). Typing replaces the address bar's URL at once (`history.replaceState`, keeping
 * the router's entry state, so reload, sharing and Back from a result keep the search), and the
 * router's location once typing has paused for {@link URL_DELAY_MS} ms (a replace, without scrolling);
 * a submit updates both at once. Nothing is written while a navigation is under way.
 */
export function useSearchQuery(action: string): SearchQuery {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const urlQuery = (params.get(QUERY_PARAM) ?? '').slice(0, MAX_QUERY_LENGTH);
  const [typed, setTyped] = useState(urlQuery);
  const [shownFor, setShownFor] = useState(urlQuery);
  // Back or a link to another search changes the URL under the field: the field follows it.
  if (shownFor !== urlQuery) {
    setShownFor(urlQuery);
    setTyped(urlQuery);
  }
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  // A navigation under way (a result tapped right after typing) must not be overtaken by the URL's update.
  const navigation = useNavigation();
  const leaving = useRef(false);
  useEffect(() => {
    leaving.current = navigation.state !== 'idle';
    if (leaving.current) clearTimeout(pending.current);
  }, [navigation.state]);

  /**
   * Puts `value` in the URL, replacing the entry: at once in the address bar (so reload, sharing and
   * Back from a result keep it, whenever the visitor leaves), and in the router's location now or
   * once typing has paused for `delay` ms.
   */
  const go = (value: string, delay = 0) => {
    clearTimeout(pending.current);
    const url = value.trim() ? `${action}?${QUERY_PARAM}=${encodeURIComponent(value.trim())}` : action;
    const write = () => {
      if (leaving.current) return;
      // The field keeps what was typed (spaces around it too) when the URL gets its trimmed form.
      setShownFor(value.trim());
      void navigate(url, { replace: true, preventScrollReset: true });
    };
    if (delay <= 0) return write();
    // The router's own entry state stays: only the address changes until the router catches up.
    window.history.replaceState(window.history.state, '', url);
    pending.current = setTimeout(write, delay);
  };

  return {
    typed,
    query: typed.trim(),
    onChange: (event) => {
      setTyped(event.currentTarget.value);
      go(event.currentTarget.value, URL_DELAY_MS);
    },
    onSubmit: (event) => {
      event.preventDefault();
      go(typed);
    },
    cancelPending: () => clearTimeout(pending.current),
  };
}
