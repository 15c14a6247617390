// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startupRows } from '../../../../scripts/bench/report.mjs';
import { median, traceFigures, type TraceEvent } from '../../../../scripts/bench/startup.mjs';

const URL = 'http://127.0.0.1:4000/';
const MAIN = { pid: 1, tid: 7 };
const ms = (value: number) => value * 1000;

/** A trace of one load: navigation at 1 s, first contentful paint 500 ms later. */
function trace(tasks: TraceEvent[]): TraceEvent[] {
  return [
    // An earlier navigation of the tab and an SVG image's document, both to be ignored.
    {
      name: 'navigationStart',
      ph: 'R',
      ts: 0,
      ...MAIN,
      args: { frame: 'A', data: { isLoadingMainFrame: true, documentLoaderURL: 'about:blank' } },
    },
    {
      name: 'navigationStart',
      ph: 'R',
      ts: ms(1000),
      ...MAIN,
      args: { frame: 'A', data: { isLoadingMainFrame: true, documentLoaderURL: URL } },
    },
    {
      name: 'navigationStart',
      ph: 'R',
      ts: ms(1100),
      ...MAIN,
      args: { frame: 'B', data: { isLoadingMainFrame: true, documentLoaderURL: '' } },
    },
    { name: 'firstContentfulPaint', ph: 'R', ts: ms(1500), ...MAIN, args: { frame: 'A' } },
    ...tasks,
  ];
}

const task = (startMs: number, durationMs: number, thread = MAIN): TraceEvent => ({
  name: 'ThreadControllerImpl::RunTask',
  ph: 'X',
  ts: ms(1000 + startMs),
  dur: ms(durationMs),
  ...thread,
});

describe('traceFigures', () => {
  it("sums the long tasks' time beyond 50 ms from the first paint on, as Total Blocking Time does", () => {
    const figures = traceFigures(
      trace([
        // Before the paint: long, but not blocking.
        task(100, 200),
        // Straddles the paint at 500 ms: 120 ms after it, so 70 ms blocking.
        task(420, 200),
        task(700, 50),
        task(800, 130),
        // Another thread's work does not block this page.
        task(900, 400, { pid: 1, tid: 8 }),
      ]),
      URL,
    );
    expect(figures.fcpMs).toBe(500);
    expect(figures.blockingMs).toBeCloseTo(70 + 80);
    expect(figures.longTasks.map((long) => [long.startMs, long.durationMs])).toEqual([
      [100, 200],
      [420, 200],
      [800, 130],
    ]);
  });

  it('counts a task nested in another once and names what filled it, largest first', () => {
    const outer = task(600, 120);
    const figures = traceFigures(
      trace([
        outer,
        { name: 'RunTask', ph: 'X', ts: outer.ts + 1, dur: ms(110), ...MAIN },
        {
          name: 'EvaluateScript',
          ph: 'X',
          ts: outer.ts + 2,
          dur: ms(80),
          ...MAIN,
          args: { data: { url: `${URL}assets/index-abc.js` } },
        },
        // A layout the script forced is the script's time.
        { name: 'Layout', ph: 'X', ts: outer.ts + ms(10), dur: ms(20), ...MAIN },
        { name: 'Layout', ph: 'X', ts: outer.ts + ms(90), dur: ms(25), ...MAIN },
      ]),
      URL,
    );
    expect(figures.longTasks).toEqual([
      { startMs: 600, durationMs: 120, what: 'script index-abc.js 80 ms, style & layout 25 ms' },
    ]);
  });

  it('refuses a trace without the navigation or without its paint', () => {
    expect(() => traceFigures(trace([]), 'http://elsewhere/')).toThrow(/no main-frame navigation/);
    expect(() =>
      traceFigures(
        trace([]).filter((event) => event.name !== 'firstContentfulPaint'),
        URL,
      ),
    ).toThrow(/no first contentful paint/);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two, ignoring what was not measured', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 7])).toBe(7);
    expect(median([])).toBeNaN();
  });
});

describe('startupRows', () => {
  const page = {
    path: '/',
    runs: 3,
    blockingMs: 150,
    longTaskCount: 4,
    longestTaskMs: 120,
    longTasks: [],
    fcpToStartMs: 1200,
  };

  it('holds each route to the goals and gives each figure against the baseline', () => {
    const rows = startupRows({
      baseline: { ref: 'v1.0.0', commit: 'abc' },
      current: [page, { ...page, path: '/careers', blockingMs: 90, fcpToStartMs: 2100 }],
      base: [{ ...page, blockingMs: 300, fcpToStartMs: 2400 }],
      jsUntilIdle: { current: { '/': 131 * 1024, '/careers': 140 * 1024 }, base: { '/': 150 * 1024 } },
    });
    expect(rows.map((row) => [row.measured, row.pass])).toEqual([
      ['150 ms (4, 120 ms) (0.50× baseline)', false],
      ['131.0 KiB (0.87× baseline)', false],
      ['1200 ms (0.50× baseline)', true],
      ['90 ms (4, 120 ms)', true],
      // Only the home page has a JS goal.
      ['140.0 KiB', null],
      ['2100 ms', false],
    ]);
  });
});
