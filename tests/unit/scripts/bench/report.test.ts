// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { largestSessionWindow } from '../../../../scripts/bench/cls.mjs';
import { goalRows, lighthouseDetail, markdownTable, publishRows, ratio } from '../../../../scripts/bench/report.mjs';

/** One page's Lighthouse figures, as `runLighthouse` gives them. */
const lighthouse = (path: string, performance: number, tbtMs: number, seo = 100) => ({
  path,
  url: `http://localhost${path}`,
  runs: 5,
  scores: { performance, accessibility: 100, 'best-practices': 100, seo },
  lcpMs: 1000,
  fcpMs: 800,
  tbtMs,
  cls: 0,
  mainThreadMs: { other: 1500, scriptEvaluation: 900, styleLayout: 400 },
  failedAudits: {},
  warnings: [],
});

describe('bench report', () => {
  it('gives a timing as a multiple of the reference, or n/a without one', () => {
    expect(ratio(3000, 1200)).toBe('2.50×');
    expect(ratio(100, 0)).toBe('n/a');
  });

  it('escapes pipes in Markdown cells', () => {
    expect(
      markdownTable([
        ['a', 'b'],
        ['x | y', 'z'],
      ]),
    ).toBe('| a | b |\n| --- | --- |\n| x \\| y | z |');
  });

  it('fails the soak rows when the heap grows over 10 % or the DOM does not come back', () => {
    const snapshot = {
      jsHeapUsedBytes: 12_000_000,
      jsHeapWithoutCodeBytes: 10_000_000,
      domElements: 500,
      domNodes: 0,
      eventListeners: 0,
    };
    const rows = goalRows({
      soak: {
        sessions: 30,
        idleSeconds: 3,
        first: snapshot,
        last: { ...snapshot, jsHeapUsedBytes: 14_400_000, jsHeapWithoutCodeBytes: 11_500_000, domElements: 501 },
        heapGrowth: 0.15,
        wholeHeapGrowth: 0.2,
        domDelta: 1,
        interruptions: 0,
        secondsPerSession: 17,
        heapGrowthByGroup: [],
      },
    });
    expect(rows.map((row) => row.pass)).toEqual([false, false]);
    expect(rows[0]?.measured).toContain('(+15.0 %); whole V8 heap +20.0 %');
  });
});

describe('CLS session windows', () => {
  it('takes the largest window of shifts less than 1 s apart and at most 5 s long', () => {
    expect(largestSessionWindow([])).toBe(0);
    const shifts = [
      { value: 0.01, startTime: 0 },
      { value: 0.01, startTime: 900 },
      { value: 0.05, startTime: 3000 },
      ...Array.from({ length: 7 }, (_, index) => ({ value: 0.01, startTime: 5000 + index * 900 })),
    ];
    // 0.05 alone; then 0.01 × 6 within 5 s (5000..9500), the 7th (10400) opens a new window.
    expect(largestSessionWindow(shifts)).toBeCloseTo(0.06);
  });

  it('holds publishing to two minutes at any number of announcements, each figure beside the baseline’s', () => {
    const figures = (published: number, buildMs: number, totalMs: number) => ({
      commit: 'abc',
      existing: 57,
      generated: published - 58,
      published,
      checkoutMs: 1000,
      restoreMs: 30_000,
      contentCommitMs: 200,
      contentChecksMs: 3000,
      buildMs,
      buildsMs: [buildMs],
      installMs: 60_000,
      totalMs,
      lockfileChangeTotalMs: totalMs + 30_000,
    });
    const rows = publishRows({
      baseline: { ref: 'HEAD^', commit: 'def' },
      runs: [
        { current: figures(58, 20_000, 55_000), base: figures(58, 25_000, 60_000) },
        { current: figures(1058, 75_000, 121_000) },
      ],
    });
    expect(rows.map((row) => [row.figure, row.measured, row.pass])).toEqual([
      [
        'Publish: content commit to a site ready to deploy, 58 announcements (build 20.00 s (0.80× baseline))',
        '55.00 s (0.92× baseline)',
        true,
      ],
      ['Publish: content commit to a site ready to deploy, 1,058 announcements (build 75.00 s)', '121.00 s', false],
    ]);
    expect(rows.every((row) => row.goal === '≤ 120.00 s')).toBe(true);
  });

  it('holds every page to a performance of at least 98, the other categories at 100, and 100 ms of TBT', () => {
    const rows = goalRows({
      lighthouseMobile: {
        reference: lighthouse('/reference/', 100, 0),
        pages: [lighthouse('/', 98, 100), lighthouse('/zh/', 97, 40), lighthouse('/zh-TW/', 100, 120, 92)],
      },
    });
    const verdicts = (prefix: string) =>
      rows.filter((row) => row.figure.startsWith(prefix)).map((row) => [row.measured, row.pass]);
    expect(verdicts('Lighthouse mobile')).toEqual([
      ['98 · 100 · 100 · 100', true],
      ['97 · 100 · 100 · 100', false],
      ['100 · 100 · 100 · 92', false],
    ]);
    expect(verdicts('TBT mobile')).toEqual([
      ['100 ms', true],
      ['40 ms', true],
      ['120 ms', false],
    ]);
  });
});

describe('Lighthouse detail', () => {
  it('prints each page’s simulated main-thread time with its "Other" share, or a dash without one', () => {
    const table = lighthouseDetail({
      lighthouseMobile: {
        reference: { ...lighthouse('/reference/', 100, 0), mainThreadMs: {} },
        pages: [lighthouse('/', 94, 295)],
      },
    });
    const column = table[0]?.indexOf('main thread (of it "Other")') ?? -1;
    expect(column).toBeGreaterThan(0);
    expect(table.slice(1).map((row) => row[column])).toEqual(['–', '2800 ms (1500 ms)']);
    expect(table[0]).not.toContain('without its app: P · TBT');
    expect(table.every((row) => row.length === table[0]?.length)).toBe(true);
  });

  it('prints the page without its app beside the page, in the table and in the TBT goal, when measured', () => {
    const figures = {
      lighthouseMobile: {
        reference: lighthouse('/reference/', 100, 0),
        pages: [{ ...lighthouse('/', 94, 295), floor: lighthouse('/', 99, 103) }, lighthouse('/careers', 95, 240)],
      },
    };
    const table = lighthouseDetail(figures);
    const column = table[0]?.indexOf('without its app: P · TBT') ?? -1;
    expect(column).toBeGreaterThan(0);
    expect(table.slice(1).map((row) => row[column])).toEqual(['–', '99 · 103 ms', '–']);
    expect(table.every((row) => row.length === table[0]?.length)).toBe(true);
    expect(
      goalRows(figures)
        .filter((row) => row.figure.startsWith('TBT mobile'))
        .map((row) => row.figure),
    ).toEqual([
      'TBT mobile `/` (reference page: 0 ms; the page without its app: 103 ms)',
      'TBT mobile `/careers` (reference page: 0 ms)',
    ]);
  });
});
