import { describe, expect, it } from 'vitest';
import type { VisitorSession } from '@common/insights';
import { visitorSessionSchema } from '@common/insights';
import { createSessionTracker, type VisitedPage } from '@/features/kiosk/session-insights';

/** A tracker on a clock the test moves, with the summaries it sent. */
function tracked() {
  const clock = { ms: 10_000 };
  const sent: VisitorSession[] = [];
  const tracker = createSessionTracker({ now: () => clock.ms, send: (session) => sent.push(session) });
  return { tracker, clock, sent };
}

const page = (path: string, query = '', locale: VisitedPage['locale'] = 'en'): VisitedPage => ({ path, query, locale });

describe('createSessionTracker', () => {
  it('sums up a session from the touch that let the visitor in to the reset', () => {
    const { tracker, clock, sent } = tracked();
    // Before the session: a kiosk's own navigation counts nothing.
    tracker.visit(page('/careers'));
    tracker.end('idle');
    expect(sent).toEqual([]);

    tracker.begin(page('/'));
    tracker.visit(page('/', '', 'zh-TW'));
    tracker.visit(page('/investors', '', 'zh-TW'));
    tracker.visit(page('/announcement/2026-11-01-results', '', 'zh-TW'));
    tracker.visit(page('/investors', '', 'zh-TW'));
    clock.ms += 95_400;
    tracker.end('start-over');
    tracker.end('idle');
    expect(sent).toEqual([
      {
        seconds: 95,
        locale: 'zh-TW',
        endedBy: 'start-over',
        screens: { home: 1, investors: 2, announcement: 1 },
        tiles: {},
        announcements: 1,
        reports: 0,
        qr: {},
        searches: 0,
      },
    ]);
    expect(visitorSessionSchema.safeParse(sent[0]).success).toBe(true);
  });

  it('counts the tile that began a session and the screen it led to, not the start page under it', () => {
    const { tracker, sent } = tracked();
    tracker.begin(page('/'), 'news');
    tracker.visit(page('/announcements'));
    tracker.end('idle');
    tracker.begin(page('/'), 'team');
    // The team tile goes to the home page's section: the same path, another hash.
    tracker.visit(page('/'));
    tracker.visit(page('/'));
    tracker.end('idle');
    expect(sent.map(({ tiles, screens }) => ({ tiles, screens }))).toEqual([
      { tiles: { news: 1 }, screens: { announcements: 1 } },
      { tiles: { team: 1 }, screens: { home: 1 } },
    ]);
  });

  it('counts searches, not the queries a search-as-you-type field settles on, and sends no text', () => {
    const { tracker, sent } = tracked();
    tracker.begin(page('/'));
    for (const query of ['dir', 'director', 'directo', 'annual report', '', 'dir'])
      tracker.visit(page('/search', query));
    tracker.visit(page('/announcements', 'annual'));
    // A query on a page that is not a search is no search.
    tracker.visit(page('/careers', 'engineer'));
    tracker.end('idle');
    expect(sent[0]?.searches).toBe(4);
    const json = JSON.stringify(sent);
    for (const word of ['dir', 'annual', 'engineer']) expect(json).not.toContain(word);
  });

  it('counts QR codes by kind as the link mode shows them, and documents offered on investor pages as reports', () => {
    const { tracker, sent } = tracked();
    tracker.begin(page('/investors/reports'));
    tracker.offer('document', 'qr');
    tracker.offer('document', 'browser');
    tracker.visit(page('/announcement/x'));
    tracker.offer('document', 'both');
    tracker.offer('email', 'qr');
    tracker.offer('calendar', 'browser');
    tracker.end('idle');
    tracker.offer('link', 'qr');
    expect(sent[0]).toMatchObject({ reports: 2, qr: { document: 2, email: 1 } });
    expect(sent).toHaveLength(1);
  });

  it('keeps each session apart', () => {
    const { tracker, clock, sent } = tracked();
    tracker.begin(page('/search', 'board'));
    tracker.end('idle');
    clock.ms += 1_000;
    tracker.begin(page('/search', 'board'), 'careers');
    clock.ms += 61_000;
    tracker.end('start-over');
    expect(sent.map(({ searches, screens, seconds }) => ({ searches, screens, seconds }))).toEqual([
      { searches: 1, screens: { search: 1 }, seconds: 0 },
      { searches: 0, screens: {}, seconds: 61 },
    ]);
  });

  it('drops a session staff signed in during', () => {
    const { tracker, sent } = tracked();
    tracker.begin(page('/'));
    tracker.discard();
    tracker.end('start-over');
    expect(sent).toEqual([]);
  });

  it('ends a session the idle reset ended at the visitor’s last touch, not after the idle time', () => {
    const { tracker, clock, sent } = tracked();
    tracker.begin(page('/'));
    clock.ms += 20_000;
    tracker.touch();
    clock.ms += 25_000;
    tracker.touch();
    // The idle time and the warning: 120 s and 10 s.
    clock.ms += 130_000;
    tracker.end('idle');
    tracker.begin(page('/'));
    clock.ms += 30_000;
    tracker.end('start-over');
    expect(sent.map(({ seconds, endedBy }) => ({ seconds, endedBy }))).toEqual([
      { seconds: 45, endedBy: 'idle' },
      { seconds: 30, endedBy: 'start-over' },
    ]);
  });
});
