// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUDGETS } from '../../../../scripts/bench/goals.mjs';
import {
  analyzeDist,
  analyzeRoutes,
  chunkName,
  dynamicImports,
  htmlScripts,
  matchesRoute,
  prerenderedPath,
  sizeLimitChecks,
  staticImports,
} from '../../../../scripts/bench/size-config.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fake build: `files` maps paths under dist/ to their text. */
function fakeDist(files: Record<string, string>): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'size-config-'));
  dirs.push(dist);
  mkdirSync(path.join(dist, 'assets'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  }
  return dist;
}

const INDEX = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script>
<link rel="modulepreload" crossorigin href="/assets/runtime-BBBBBBBB.js">
<link rel="stylesheet" crossorigin href="/assets/index-CCCCCCCC.css">
</head><body><script>inline()</script></body></html>`;

describe('size-config', () => {
  it('reads the module entry and modulepreloads of index.html, not styles or inline scripts', () => {
    expect(htmlScripts(INDEX)).toEqual(['assets/index-AAAAAAAA.js', 'assets/runtime-BBBBBBBB.js']);
  });

  it('reads the modules a prerendered page’s pre-paint script starts, the entry first', () => {
    const page =
      '<head><script id="pre-paint" data-prerendered-path="/" data-entry="/assets/index-A.js" data-preload="/assets/runtime-B.js /assets/home-C.js">x()</script></head>';
    expect(htmlScripts(page)).toEqual(['assets/index-A.js', 'assets/runtime-B.js', 'assets/home-C.js']);
  });

  it('reads the static imports that open a chunk, after Vite’s preload helper', () => {
    const code =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.js"])))=>i.map(i=>d[i]);\nimport{r as e}from"./runtime-B.js";import"./side-C.js";import("./lazy-D.js")';
    expect(staticImports(code)).toEqual(['runtime-B.js', 'side-C.js']);
    expect(dynamicImports(code)).toEqual(['lazy-D.js']);
  });

  it('counts the entry, its preloads, the / route and the default catalogue with their static imports as initial, the rest as lazy', () => {
    const dist = fakeDist({
      'index.html': INDEX,
      'assets/index-AAAAAAAA.js':
        'import{a}from"./runtime-BBBBBBBB.js";()=>import(`./home-DDDDDDDD.js`);()=>import(`./careers-EEEEEEEE.js`);()=>import(`./en-FFFFFFFF.js`);()=>import(`./zh-GGGGGGGG.js`)',
      'assets/runtime-BBBBBBBB.js': 'export const a=1',
      'assets/home-DDDDDDDD.js': 'import{b}from"./shared-HHHHHHHH.js";()=>import(`./anim-IIIIIIII.js`)',
      'assets/shared-HHHHHHHH.js': 'export const b=1',
      'assets/careers-EEEEEEEE.js': 'import{b}from"./shared-HHHHHHHH.js"',
      'assets/en-FFFFFFFF.js': 'export default {}',
      'assets/zh-GGGGGGGG.js': 'export default {}',
      'assets/anim-IIIIIIII.js': 'export {}',
    });
    const analysis = analyzeDist(dist);
    expect(analysis.problems).toEqual([]);
    expect([...analysis.initial].sort()).toEqual([
      'assets/en-FFFFFFFF.js',
      'assets/home-DDDDDDDD.js',
      'assets/index-AAAAAAAA.js',
      'assets/runtime-BBBBBBBB.js',
      'assets/shared-HHHHHHHH.js',
    ]);
    expect([...analysis.lazy].sort()).toEqual([
      'assets/anim-IIIIIIII.js',
      'assets/careers-EEEEEEEE.js',
      'assets/zh-GGGGGGGG.js',
    ]);
    const checks = sizeLimitChecks(dist, dist);
    expect(checks[0]).toMatchObject({ gzip: true, limit: `${BUDGETS.initialJsGzip / 1024} KiB` });
    expect(checks[1]).toMatchObject({ gzip: true, limit: '30 KiB' });
    expect(checks.slice(1).map((check) => [check.name, check.path, check.limit])).toEqual([
      ['Lazy chunk anim', ['assets/anim-IIIIIIII.js'], '30 KiB'],
      ['Lazy chunk careers', ['assets/careers-EEEEEEEE.js'], '30 KiB'],
      ['Lazy chunk zh', ['assets/zh-GGGGGGGG.js'], '30 KiB'],
    ]);
  });

  it('refuses a build it cannot split, naming what is missing', () => {
    const dist = fakeDist({
      'index.html': INDEX,
      'assets/index-AAAAAAAA.js': 'export {}',
      'assets/runtime-BBBBBBBB.js': '',
    });
    expect(() => sizeLimitChecks(dist, dist)).toThrow(/the \/ route/);
  });

  it('matches a page to its route, a `:name` segment standing for any one', () => {
    expect(matchesRoute('/announcement/:id', '/announcement/2024-03-01-results')).toBe(true);
    expect(matchesRoute('/announcement/:id', '/announcements')).toBe(false);
    expect(matchesRoute('/investors', '/investors/reports')).toBe(false);
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/*', '/*')).toBe(true);
    expect(prerenderedPath('<script id="pre-paint" data-prerendered-path="/careers">')).toBe('/careers');
  });

  describe('each route’s initial JS', () => {
    /** A prerendered page of `pagePath` whose pre-paint script starts `index` and preloads `preloads`. */
    const page = (pagePath: string, preloads: string) =>
      `<head><script id="pre-paint" data-prerendered-path="${pagePath}" data-entry="/assets/index-AAAAAAAA.js" data-preload="${preloads}">x()</script></head>`;
    const build = () =>
      fakeDist({
        'index.html': page('/', '/assets/home-DDDDDDDD.js'),
        'careers.html': page('/careers', '/assets/careers-EEEEEEEE.js /assets/en-FFFFFFFF.js'),
        'announcement/b.html': page('/announcement/b', '/assets/item-JJJJJJJJ.js'),
        'announcement/a.html': page('/announcement/a', '/assets/item-JJJJJJJJ.js'),
        'zh/careers.html': page('/zh/careers', '/assets/careers-EEEEEEEE.js /assets/zh-GGGGGGGG.js'),
        'assets/index-AAAAAAAA.js':
          'import{a}from"./runtime-BBBBBBBB.js";()=>import(`./home-DDDDDDDD.js`);()=>import(`./en-FFFFFFFF.js`)',
        'assets/runtime-BBBBBBBB.js': 'export const a=1',
        'assets/home-DDDDDDDD.js': 'export {}',
        'assets/careers-EEEEEEEE.js': 'import{b}from"./shared-HHHHHHHH.js";()=>import(`./anim-IIIIIIII.js`)',
        'assets/shared-HHHHHHHH.js': 'export const b=1',
        'assets/anim-IIIIIIII.js': 'export {}',
        'assets/en-FFFFFFFF.js': 'export default {}',
        'assets/zh-GGGGGGGG.js': 'export default {}',
        'assets/item-JJJJJJJJ.js': 'export {}',
      });

    it('is the English page’s entry and preloads with their static imports, one page per route', () => {
      const { routes, problems } = analyzeRoutes(build(), { '/': 1, '/careers': 1, '/announcement/:id': 1 });
      expect(problems).toEqual([]);
      expect(routes.map(({ route, page: file, files }) => [route, file, [...files].sort()])).toEqual([
        [
          '/announcement/:id',
          'announcement/a.html',
          ['assets/index-AAAAAAAA.js', 'assets/item-JJJJJJJJ.js', 'assets/runtime-BBBBBBBB.js'],
        ],
        [
          '/careers',
          'careers.html',
          [
            'assets/careers-EEEEEEEE.js',
            'assets/en-FFFFFFFF.js',
            'assets/index-AAAAAAAA.js',
            'assets/runtime-BBBBBBBB.js',
            'assets/shared-HHHHHHHH.js',
          ],
        ],
        ['/', 'index.html', ['assets/home-DDDDDDDD.js', 'assets/index-AAAAAAAA.js', 'assets/runtime-BBBBBBBB.js']],
      ]);
    });

    it('names a page without a budget and a budget without a page', () => {
      const { problems } = analyzeRoutes(build(), { '/': 1, '/careers': 1, '/terms': 1 });
      expect(problems).toEqual([
        'announcement/a.html (/announcement/a) has no JS budget in BUDGETS.routeInitialJsGzip',
        'announcement/b.html (/announcement/b) has no JS budget in BUDGETS.routeInitialJsGzip',
        'no page of the budgeted route /terms',
      ]);
    });

    it('becomes a size-limit check per route but the home page, against the route’s budget', () => {
      const dist = build();
      const routeInitialJsGzip = { '/': 100 * 1024, '/careers': 150 * 1024, '/announcement/:id': 140 * 1024 };
      const checks = sizeLimitChecks(dist, dist, { ...BUDGETS, routeInitialJsGzip });
      expect(checks.filter((check) => check.name.startsWith('Initial JS of'))).toEqual([
        {
          name: 'Initial JS of /announcement/:id',
          path: ['assets/index-AAAAAAAA.js', 'assets/runtime-BBBBBBBB.js', 'assets/item-JJJJJJJJ.js'],
          gzip: true,
          limit: '140 KiB',
        },
        {
          name: 'Initial JS of /careers',
          path: [
            'assets/index-AAAAAAAA.js',
            'assets/runtime-BBBBBBBB.js',
            'assets/careers-EEEEEEEE.js',
            'assets/shared-HHHHHHHH.js',
            'assets/en-FFFFFFFF.js',
          ],
          gzip: true,
          limit: '150 KiB',
        },
      ]);
      // The real budgets name routes this build has no page of.
      expect(() => sizeLimitChecks(dist, dist)).toThrow(/no page of the budgeted route \/terms/);
    });
  });

  it('names a chunk without its hash', () => {
    expect(chunkName('assets/announcements-VK-cDsY-.js')).toBe('announcements');
    expect(chunkName('assets/use-error-message-BvLQG7pK.js')).toBe('use-error-message');
  });
});
