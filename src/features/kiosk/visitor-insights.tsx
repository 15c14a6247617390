import { useEffect, useRef, useState } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import type { KioskBridge } from '@common/bridge';
import { QUERY_PARAM } from '@/config/search-params';
import { localeOfPath, splitLocalePath } from '@/lib/locale/locale-path';
import { logger } from '@/lib/log';
import { useKioskStore } from '@/stores/kiosk-store';
import { ACTIVITY_EVENTS } from './idle-session';
import { describeQrOffer } from './qr-offer';
import { createSessionTracker, STAFF_SIGNED_IN_EVENT, type VisitedPage } from './session-insights';

/** The page at `location`, as the session's tally reads it. */
function visitedPage(location: Pick<Location, 'pathname' | 'search'>): VisitedPage {
  return {
    path: splitLocalePath(location.pathname).path,
    query: (new URLSearchParams(location.search).get(QUERY_PARAM) ?? '').trim(),
    locale: localeOfPath(location.pathname),
  };
}

/**
 * Tallies each visitor session for the kiosk's insights (`./session-insights.ts`) and hands its
 * summary, as JSON, to the shell bridge's `recordSession` when the session ends. A
 * session begins when the start screen lets a visitor in and ends at the reset (the idle reset or
 * "Start over"); one during which staff signed in is dropped. Renders nothing.
 */
export function VisitorInsights({ bridge }: { bridge: Pick<KioskBridge, 'recordSession'> }) {
  const location = useLocation();
  const [tracker] = useState(() =>
    createSessionTracker({
      now: () => performance.now(),
      send: (session) => {
        bridge.recordSession(JSON.stringify(session)).catch((error: unknown) => {
          logger.warn('Insights: the session could not be handed to the kiosk', error);
        });
      },
    }),
  );
  const page = useRef(visitedPage(location));

  useEffect(() => {
    page.current = visitedPage(location);
    tracker.visit(page.current);
  }, [location, tracker]);

  useEffect(() => {
    const discard = () => tracker.discard();
    const touch = () => tracker.touch();
    window.addEventListener(STAFF_SIGNED_IN_EVENT, discard);
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, touch, { capture: true, passive: true });
    return () => {
      window.removeEventListener(STAFF_SIGNED_IN_EVENT, discard);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, touch, { capture: true });
    };
  }, [tracker]);

  useEffect(
    () =>
      useKioskStore.subscribe((state, previous) => {
        if (state.lastOffer && state.lastOffer !== previous.lastOffer)
          tracker.offer(describeQrOffer(state.lastOffer.url).kind, state.linkMode);
        if (state.sessionKey !== previous.sessionKey) tracker.end(state.endedBy ?? 'idle');
        else if (previous.startScreen && !state.startScreen) tracker.begin(page.current, state.startTile);
      }),
    [tracker],
  );
  return null;
}
