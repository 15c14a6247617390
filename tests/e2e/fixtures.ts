/**
 * Shared test fixture: fails a test when the page logs a console error or throws, and offers
 * helpers to load a page and wait until its app has started (a prerendered page shows before
 * its buttons answer: {@link open}, {@link reopen}) and to start in a given locale and theme.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page, type Response } from '@playwright/test';
import type { ExportTarget } from '../../common/bridge';
import { STARTED_ATTRIBUTE } from '../../src/app/prerender-contract';
import { FLEET_SETTINGS_REPORT } from '../unit/support/kiosk-fleet';

export interface PageErrors {
  messages: string[];
  /** Console errors a test causes on purpose (a failed request the browser reports itself). */
  allow: (pattern: RegExp) => void;
}

/** Options of {@link open}: `page.goto`'s, but for `waitUntil` (it always waits for the app's start). */
export type OpenOptions = Omit<NonNullable<Parameters<Page['goto']>[1]>, 'waitUntil'>;
/** Options of {@link reopen}: `page.reload`'s, but for `waitUntil` (it always waits for the app's start). */
export type ReopenOptions = Omit<NonNullable<Parameters<Page['reload']>[0]>, 'waitUntil'>;

/** Resolves once the app of the page now loaded in `page` has committed its first render. */
async function appStarted(page: Page): Promise<void> {
  await page.locator(`html[${STARTED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

/**
 * Loads `url` in `page` (`page.goto`, which waits for the `load` event) and then waits until the
 * loaded page's app has started ({@link STARTED_ATTRIBUTE}), as a visitor's first tap needs: a
 * prerendered page shows its buttons before they answer.
 *
 * A test of the page before its app starts calls `page.goto` with its own `waitUntil` instead,
 * and so does a test without JavaScript (the app never starts there).
 * @returns `page.goto`'s main response.
 */
export async function open(page: Page, url: string, options?: OpenOptions): Promise<Response | null> {
  const response = await page.goto(url, options);
  await appStarted(page);
  return response;
}

/**
 * Reloads `page` (`page.reload`, which waits for the `load` event) and then waits until the
 * reloaded page's app has started, as {@link open} does after a load.
 * @returns `page.reload`'s main response.
 */
export async function reopen(page: Page, options?: ReopenOptions): Promise<Response | null> {
  const response = await page.reload(options);
  await appStarted(page);
  return response;
}

export const test = base.extend<{ pageErrors: PageErrors }>({
  pageErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: PageErrors = { messages: [], allow: (pattern) => allowed.push(pattern) };
      // Each with the address of the page that logged it: a test that opens several pages says which.
      page.on('console', (message) => {
        if (message.type() === 'error') errors.messages.push(`${message.text()}\n(on ${page.url()})`);
      });
      page.on('pageerror', (error) => errors.messages.push(`${error.message}\n(on ${page.url()})`));
      await use(errors);
      expect(
        errors.messages.filter((message) => !allowed.some((pattern) => pattern.test(message))),
        'console errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Resizes `page` to `viewport` (CSS px) and waits two frames, so that what reacts to the size
 * after a layout (resize observers, a virtual list's rows) has rendered. Sizes are CSS alone,
 * never computed in script (`docs/design.md` §5.3), so a page resized to a width is laid out as
 * one opened at it: a layout suite loads a page once and measures it at each size.
 */
export async function resizeTo(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** Scrolls to the end of the page and back, so that every lazy part of it has loaded. */
export async function loadLazyParts(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Stores a locale and theme before the page's own scripts run. */
export async function startWith(page: Page, { locale, theme }: { locale?: string; theme?: string }) {
  await page.addInitScript(
    ([savedLocale, savedTheme]) => {
      if (savedLocale) window.localStorage.setItem('locale', savedLocale);
      if (savedTheme) window.localStorage.setItem('theme', savedTheme);
    },
    [locale ?? '', theme ?? ''],
  );
}

/**
 * The kiosk screens every kiosk suite runs at, in CSS px at device scale 1, with what the design
 * asks of each (`docs/design.md` §5.3): landscape full HD, 4K (the same composition at twice the
 * size) and a portrait full-HD totem.
 */
export interface KioskScreen {
  width: number;
  height: number;
  portrait: boolean;
  /** Smallest body text, CSS px. */
  minText: number;
  /** Smallest hit box side, CSS px. */
  target: number;
  /** Smallest share of the screen's width the content column takes. */
  column: number;
}

export const KIOSK_SCREENS: readonly KioskScreen[] = [
  { width: 1920, height: 1080, portrait: false, minText: 20, target: 64, column: 0.75 },
  { width: 3840, height: 2160, portrait: false, minText: 40, target: 128, column: 0.75 },
  { width: 1080, height: 1920, portrait: true, minText: 20, target: 64, column: 0.85 },
];

/** Reads a bundled content file. */
export function bundled(relative: string): unknown {
  return JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../public/content', relative), 'utf8'));
}

/**
 * A path of every screen of the site, unprefixed: home, the archive (also with filters), an
 * announcement, careers, the investor pages, the legal pages, and a path no page has.
 */
export const SCREEN_PATHS: readonly string[] = [
  '/',
  '/careers',
  '/announcements',
  '/announcements?year=2023&q=results',
  '/announcements?view=table',
  `/announcement/${(bundled('en/announcements.json') as { id: string }[])[0]?.id ?? ''}`,
  '/investors',
  '/investors/reports',
  '/investors/governance',
  '/investors/calendar',
  '/investors/financial-highlights',
  '/investors/shareholders',
  '/search?q=director',
  '/privacy',
  '/terms',
  '/missing-page',
];

/**
 * Counts the page's layout shifts from its next navigation on, as CLS counts them (Layout
 * Instability API: shifts within 500 ms of input are left out). Call before `open`.
 * @returns a reader of the sum so far, taken once two more frames have been laid out (a shift is
 *   reported after the frame that made it)
 */
export async function countLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const win = window as Window & { shifts?: number };
    win.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) win.shifts = (win.shifts ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return page.evaluate(() => (window as Window & { shifts?: number }).shifts ?? 0);
  };
}

/**
 * The one colour the icon file `public/<theme>/icons/<name>.svg` strokes with, as the browser
 * computes a colour (`rgb(r, g, b)`), for comparing with an icon drawn inline.
 * @throws {Error} when the file strokes with no six-digit hex colour
 */
export function iconFileColour(theme: 'light' | 'dark', name: string): string {
  const markup = readFileSync(path.resolve(import.meta.dirname, `../../public/${theme}/icons/${name}.svg`), 'utf8');
  const hex = /stroke="#([0-9a-f]{6})"/i.exec(markup)?.[1];
  if (!hex) throw new Error(`public/${theme}/icons/${name}.svg strokes with no #rrggbb colour`);
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${String(r)}, ${String(g)}, ${String(b)})`;
}

export const LOCALES = ['en', 'zh', 'zh-TW'] as const;
export type Locale = (typeof LOCALES)[number];

type Catalogue = { [key: string]: string | Catalogue };
const catalogues = new Map<string, Catalogue>();

/**
 * The catalogue text at `key` in `locale`, with `{{placeholders}}` filled from `values`: `nav.home`
 * in the main catalogue, `financials:title` in a namespace's (`locales/financials/<locale>.json`).
 */
export function text(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  const separator = key.indexOf(':');
  const namespace = separator === -1 ? undefined : key.slice(0, separator);
  const inner = key.slice(separator + 1);
  const file = namespace ? `${namespace}/${locale}.json` : `${locale}.json`;
  let catalogue = catalogues.get(file);
  if (!catalogue) {
    catalogue = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, `../../locales/${file}`), 'utf8'),
    ) as Catalogue;
    catalogues.set(file, catalogue);
  }
  let node: string | Catalogue | undefined = catalogue;
  for (const part of inner.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No catalogue text ${key} in ${locale}`);
  return node.replace(/{{\s*(\w+)\s*}}/g, (_match, name: string) => String(values[name] ?? `{{${name}}}`));
}

/**
 * A gate for holding requests back: route handlers `await gate.passed`, the test calls
 * `gate.open()` when they may go on.
 */
export function requestGate(): { passed: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open };
}

/**
 * What a page's stand-in bridge ({@link standInBridge}) was asked: each PIN, where each session
 * ended, each session summary for the insights (as sent, JSON), how often staff chose where to
 * export, each CSV written (once confirmed) and each quit.
 */
export interface StandInBridgeCalls {
  pins: string[];
  /** The page's path and query at each `endSession` call. */
  sessionEnds: string[];
  sessionSummaries: string[];
  exportChoices: number;
  exports: string[];
  quits: number;
}

/** Where the stand-in bridge offers to export (its `id` changes with each choice: `stand-in-choice-1`…). */
export const STAND_IN_EXPORT_TARGET: Omit<ExportTarget, 'id'> = {
  removable: true,
  label: 'STICK',
  folder: '/media/kiosk/STICK',
  fileName: 'insights-Booth-3-2026-11-29-143015.csv',
};

/** Where the stand-in bridge says an export went. */
export const STAND_IN_EXPORT_PATH = `${STAND_IN_EXPORT_TARGET.folder}/${STAND_IN_EXPORT_TARGET.fileName}`;

/**
 * Installs a stand-in for the kiosk shell's `window.kiosk` (`common/bridge.ts`) before
 * the page's scripts run: kiosk mode with a start page at `/` and an idle time of 10 minutes,
 * links as QR codes. It answers every PIN "wrong" but `staffPin`, which signs staff in; it then
 * gives the insights' days the test set ({@link setStandInInsights}; none before) for the kiosk
 * "Booth 3", offers {@link STAND_IN_EXPORT_TARGET} for an export and, as the shell, takes only the
 * last choice's id, once; it saves exports nowhere but in the calls, which
 * {@link standInBridgeCalls} reads; where its settings came from is `FLEET_SETTINGS_REPORT` (`tests/unit/support/kiosk-fleet.ts`).
 * `session` overrides its session settings (`defaultLocale`, `attractAfterSeconds`…).
 * `siteUrl` is the shell's setting of that name: the website
 * whose published content the kiosk reads.
 * The shell's own rules are unit-tested and run by tests/electron/.
 */
export async function standInBridge(
  page: Page,
  {
    staffPin,
    siteUrl,
    session = {},
  }: { staffPin?: string; siteUrl?: string; session?: Readonly<Record<string, string | number>> } = {},
): Promise<void> {
  await page.addInitScript(
    ({ pin, exportTarget, exportPath, site, settingsReport, sessionSettings }) => {
      const calls = {
        pins: [] as string[],
        sessionEnds: [] as string[],
        sessionSummaries: [] as string[],
        exportChoices: 0,
        exports: [] as string[],
        quits: 0,
      };
      const state = { signedIn: false, days: [] as unknown[], today: '', choice: '' };
      Object.defineProperty(window, 'standInBridgeCalls', { value: calls });
      Object.defineProperty(window, 'standInInsights', { value: state });
      const signedOut = { ok: false, reason: 'signed-out' } as const;
      Object.defineProperty(window, 'kiosk', {
        value: Object.freeze({
          isKiosk: true,
          version: 'test',
          config: Object.freeze({
            startPath: '/',
            idleSeconds: 600,
            warningSeconds: 10,
            linkMode: 'qr',
            defaultLocale: 'en',
            defaultTheme: 'light',
            ...sessionSettings,
            ...(site ? { siteUrl: site } : {}),
          }),
          openExternal: () => Promise.resolve({ ok: false, reason: 'refused' }),
          unlockStaff: (entered: string) => {
            calls.pins.push(entered);
            const right = pin !== '' && entered === pin;
            // As the shell: a wrong PIN leaves the sign-in as it was.
            if (right) state.signedIn = true;
            return Promise.resolve(right ? { ok: true } : { ok: false, reason: 'wrong-pin' });
          },
          lockStaff: () => {
            state.signedIn = false;
            state.choice = '';
            return Promise.resolve();
          },
          quit: () => {
            if (!state.signedIn) return Promise.resolve(signedOut);
            calls.quits += 1;
            return Promise.resolve({ ok: true });
          },
          endSession: () => {
            calls.sessionEnds.push(window.location.pathname + window.location.search);
            state.signedIn = false;
            state.choice = '';
            return Promise.resolve();
          },
          recordSession: (summary: string) => {
            calls.sessionSummaries.push(summary);
            return Promise.resolve();
          },
          readInsights: () =>
            Promise.resolve(
              state.signedIn
                ? { ok: true, kioskName: 'Booth 3', today: state.today, days: state.days, settings: settingsReport }
                : signedOut,
            ),
          chooseExportTarget: () => {
            if (!state.signedIn) return Promise.resolve(signedOut);
            calls.exportChoices += 1;
            state.choice = `stand-in-choice-${calls.exportChoices}`;
            return Promise.resolve({ ok: true, target: { ...exportTarget, id: state.choice } });
          },
          exportInsights: (targetId: string, csv: string) => {
            if (!state.signedIn) return Promise.resolve(signedOut);
            const chosen = state.choice !== '' && targetId === state.choice;
            state.choice = '';
            if (!chosen) return Promise.resolve({ ok: false, reason: 'stale' });
            calls.exports.push(csv);
            return Promise.resolve({ ok: true, path: exportPath, removable: exportTarget.removable });
          },
        }),
      });
    },
    {
      pin: staffPin ?? '',
      exportTarget: STAND_IN_EXPORT_TARGET,
      exportPath: STAND_IN_EXPORT_PATH,
      site: siteUrl ?? '',
      settingsReport: FLEET_SETTINGS_REPORT,
      sessionSettings: session,
    },
  );
}

/**
 * Gives the page's stand-in bridge the insights' `days` (as the shell's store holds them) and the
 * kiosk's `today` (`YYYY-MM-DD`), for its `readInsights`.
 */
export async function setStandInInsights(page: Page, days: readonly unknown[], today: string): Promise<void> {
  await page.evaluate(
    ({ values, date }) => {
      const state = (window as unknown as { standInInsights: { days: unknown[]; today: string } }).standInInsights;
      state.days = [...values];
      state.today = date;
    },
    { values: days, date: today },
  );
}

/** The calls the page's stand-in bridge has had so far. */
export function standInBridgeCalls(page: Page): Promise<StandInBridgeCalls> {
  return page.evaluate(() => (window as unknown as { standInBridgeCalls: StandInBridgeCalls }).standInBridgeCalls);
}
