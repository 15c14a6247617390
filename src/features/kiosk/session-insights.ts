/**
 * The visitor session's tally for the kiosk's insights (`docs/kiosk.md`, section 8, "Insights"):
 * what one visitor did between leaving the start screen and the reset, summed up as a
 * `VisitorSession` (`@common/insights`) for the shell to count. Counts only: the tracker keeps the
 * last search's words for as long as the session lasts, to tell a new search from the same one
 * being typed, and they never leave it.
 */
import { MAX_SESSION_SECONDS, type QrKind, type SessionEndCause, type VisitorSession } from '@common/insights';
import type { LinkMode } from '@common/kiosk-settings';
import type { Locale } from '@/config/locales';
import { matchRoute } from '@/config/routes';

/** Where the visitor is: the page's path without its locale prefix, its `q` (the search), its locale. */
export interface VisitedPage {
  readonly path: string;
  /** The page's search (`q`), trimmed; `''` for none. */
  readonly query: string;
  readonly locale: Locale;
}

/**
 * The window event the staff sign-in sends (`./staff-sign-in.tsx`): the touches that opened the staff
 * screen are no visitor's, so the session under way is dropped, not counted.
 */
export const STAFF_SIGNED_IN_EVENT = 'kiosk:staff-signed-in';

/** Route names whose `q` parameter is a visitor's search: the site search and the archive's. */
const SEARCH_ROUTES = new Set(['search', 'announcements']);

/** `path`'s route name from the route table (`src/config/routes.ts`); `notFound` for no route. */
const screenOf = (path: string): string => matchRoute(path)?.name ?? 'notFound';

/**
 * Whether `query` is the same search as `previous`, typed further or trimmed back (`dir`,
 * `director`): a search-as-you-type field settles on several queries for one search.
 */
const sameSearch = (query: string, previous: string) =>
  previous !== '' && (query.startsWith(previous) || previous.startsWith(query));

/** The tracker {@link createSessionTracker} returns. */
export interface SessionTracker {
  /**
   * A visitor left the start screen, at `page`: by its tile `tile` (whose screen the next
   * {@link SessionTracker.visit} counts), or by a touch elsewhere (`page` is their first screen).
   */
  begin(page: VisitedPage, tile?: string): void;
  /** The visitor arrived at `page` (any navigation, the hash's included). */
  visit(page: VisitedPage): void;
  /** A link of `kind` was offered at the visitor's page, by the link mode (`qr` and `both` show a QR code). */
  offer(kind: QrKind, linkMode: LinkMode): void;
  /** The visitor touched the screen (or pressed a key): their last moment there so far. */
  touch(): void;
  /**
   * The session ended: its summary goes to `send`. Its length runs to "Start over", or, when the
   * idle reset ended it, to the visitor's last touch: the idle time and the warning are no one's.
   * Nothing happens outside a session.
   */
  end(cause: SessionEndCause): void;
  /** Drops the session under way without sending it (staff, not a visitor, were at the screen). */
  discard(): void;
}

/**
 * A tracker of one visitor session at a time. `now` is a monotonic clock in milliseconds
 * (`performance.now`, which a change of the system's time does not move); `send` receives each
 * ended session's summary, which holds no text a visitor typed.
 */
export function createSessionTracker(options: {
  now: () => number;
  send: (session: VisitorSession) => void;
}): SessionTracker {
  let session: (VisitorSession & { began: number; lastTouch: number }) | undefined;
  let current: VisitedPage | undefined;
  let lastPath: string | undefined;
  let lastQuery = '';

  const countScreen = (page: VisitedPage) => {
    if (!session) return;
    const screen = screenOf(page.path);
    session.screens[screen] = (session.screens[screen] ?? 0) + 1;
    if (screen === 'announcement') session.announcements += 1;
    lastPath = page.path;
  };

  const tracker: SessionTracker = {
    begin(page, tile) {
      const began = options.now();
      session = {
        began,
        lastTouch: began,
        seconds: 0,
        locale: page.locale,
        endedBy: 'idle',
        screens: {},
        tiles: tile ? { [tile]: 1 } : {},
        announcements: 0,
        reports: 0,
        qr: {},
        searches: 0,
      };
      current = page;
      lastQuery = '';
      lastPath = undefined;
      // A tile's navigation is still to come; a touch elsewhere lets the visitor in where they are.
      if (!tile) tracker.visit(page);
    },
    visit(page) {
      current = page;
      if (!session) return;
      session.locale = page.locale;
      if (page.path !== lastPath) countScreen(page);
      if (SEARCH_ROUTES.has(screenOf(page.path))) {
        if (page.query !== '' && !sameSearch(page.query, lastQuery)) session.searches += 1;
        lastQuery = page.query;
      }
    },
    touch() {
      if (session) session.lastTouch = options.now();
    },
    offer(kind, linkMode) {
      if (!session) return;
      if (linkMode !== 'browser') session.qr[kind] = (session.qr[kind] ?? 0) + 1;
      if (kind === 'document' && current?.path.startsWith('/investors')) session.reports += 1;
    },
    end(cause) {
      if (!session) return;
      const { began, lastTouch, ...summary } = session;
      const ended = cause === 'idle' ? lastTouch : options.now();
      const seconds = Math.min(Math.round((ended - began) / 1000), MAX_SESSION_SECONDS);
      session = undefined;
      lastQuery = '';
      options.send({ ...summary, seconds: Math.max(seconds, 0), endedBy: cause });
    },
    discard() {
      session = undefined;
      lastQuery = '';
    },
  };
  return tracker;
}
