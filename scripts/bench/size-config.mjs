// @ts-check
/**
 * Reads a Vite build (`dist/`) and tells which JS files the home page needs before any
 * interaction and which are loaded later, so size budgets survive hashed file names:
 * `.size-limit.mjs` turns the result into size-limit checks (one for the initial JS, one per
 * lazily loaded chunk), and the bench prints the same split.
 *
 * The initial JS is: the entry script of `index.html`, its preloads, the chunk of the
 * `/` route (the entry's dynamic import of `home-<hash>.js`), the default locale's catalogue
 * (`en-<hash>.js`), and every chunk those import statically (ESM: a module runs only after its
 * static imports, so they load before the route can render). Playwright's count of what the
 * browser really downloads (`sizes.mjs`) is the check on this reading.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BUDGETS } from './goals.mjs';

/** The `/` route's chunk: Vite names a lazy route chunk after its module, `src/app/routes/home.tsx`. */
export const HOME_ROUTE_CHUNK = /^home-[\w-]+\.js$/;
/** The default locale's catalogue chunk (`locales/en.json`), which the app awaits before it mounts. */
export const DEFAULT_CATALOGUE_CHUNK = /^en-[\w-]+\.js$/;

/**
 * @typedef {object} DistAnalysis
 * @property {string} dist the build folder, as given
 * @property {string[]} initial JS files (relative to `dist`, `assets/x.js`) the home page loads before any interaction
 * @property {string[]} lazy every other JS file in the build
 * @property {string[]} problems what could not be found (the split is then incomplete)
 */

/**
 * Paths of the modules an HTML page loads, the entry first: `<script type="module" src>` and
 * `<link rel="modulepreload" href>` of the app shell, or on a prerendered page the pre-paint
 * script's `data-entry` and `data-preload` (which it starts after the first paint).
 * @param {string} html
 */
export function htmlScripts(html) {
  /** @type {string[]} */
  const found = [];
  /** @param {string | undefined} url */
  const add = (url) => {
    if (url && !/^[a-z]+:/i.test(url)) found.push(url.replace(/^\//, ''));
  };
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/gi) ?? []) {
    const isModule = /^<script/i.test(tag) && /\btype=["']?module/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /\brel=["']?modulepreload/i.test(tag);
    if (isModule || isPreload) add(/\b(?:src|href)=["']?([^"'\s>]+)/i.exec(tag)?.[1]);
    add(/\bdata-entry="([^"]+)"/i.exec(tag)?.[1]);
    for (const url of /\bdata-preload="([^"]*)"/i.exec(tag)?.[1]?.split(/\s+/) ?? []) add(url);
  }
  return found;
}

/**
 * The chunks a built chunk imports statically: the `import … from "./x.js"` / `import "./x.js"`
 * statements that open it (after Vite's `__vite__mapDeps` helper, when there is one).
 * @param {string} code
 * @returns {string[]} file names in the same folder
 */
export function staticImports(code) {
  let rest = code.replace(/^const __vite__mapDeps=[^;]*;\s*/, '');
  /** @type {string[]} */
  const found = [];
  for (;;) {
    const match = /^\s*import\s*(?:[^'"`;]*?from\s*)?["'`]\.\/([^"'`]+\.js)["'`]\s*;?/.exec(rest);
    if (!match) return found;
    found.push(/** @type {string} */ (match[1]));
    rest = rest.slice(match[0].length);
  }
}

/** File names a chunk imports dynamically (`import("./x.js")`). @param {string} code */
export function dynamicImports(code) {
  return [...code.matchAll(/\bimport\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].map(
    (match) => /** @type {string} */ (match[1]),
  );
}

/**
 * Splits the JS of the build in `dist` into initial and lazy (see the module's comment).
 * @param {string} dist
 * @returns {DistAnalysis}
 */
export function analyzeDist(dist) {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} not found: build first (npm run build)`);
  const assets = path.join(dist, 'assets');
  const all = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
  /** @type {Map<string, string>} */
  const code = new Map();
  const read = (/** @type {string} */ file) => {
    let text = code.get(file);
    if (text === undefined) {
      text = readFileSync(path.join(dist, file), 'utf8');
      code.set(file, text);
    }
    return text;
  };
  /** @type {string[]} */
  const problems = [];
  const roots = htmlScripts(readFileSync(indexFile, 'utf8')).filter((file) => all.includes(file));
  if (roots.length === 0) problems.push('index.html names no module script in assets/');
  const entry = roots[0];
  /** @param {RegExp} pattern @param {string} what */
  const lazyTarget = (pattern, what) => {
    const candidates = roots.flatMap((file) =>
      dynamicImports(read(file)).map((name) => `${path.posix.dirname(file)}/${name}`),
    );
    const target = candidates.find((file) => pattern.test(path.posix.basename(file)));
    if (!target) problems.push(`no dynamic import of ${what} (${String(pattern)}) in the entry or its preloads`);
    return target;
  };
  const home = entry ? lazyTarget(HOME_ROUTE_CHUNK, 'the / route') : undefined;
  const catalogue = entry ? lazyTarget(DEFAULT_CATALOGUE_CHUNK, 'the default catalogue') : undefined;

  const initial = new Set(staticClosure([...roots, home, catalogue], all, read));
  return { dist, initial: [...initial], lazy: all.filter((file) => !initial.has(file)), problems };
}

/**
 * `roots` and every chunk they import statically, transitively (ESM: a module runs only after
 * its static imports, so they all load before it can run).
 * @param {(string | undefined)[]} roots files relative to the build folder (`assets/x.js`)
 * @param {string[]} all the build's JS files; others (a URL outside the build) are skipped
 * @param {(file: string) => string} read a file's code
 * @returns {string[]}
 */
function staticClosure(roots, all, read) {
  /** @type {Set<string>} */
  const found = new Set();
  /** @param {string} file */
  const visit = (file) => {
    if (found.has(file) || !all.includes(file)) return;
    found.add(file);
    for (const name of staticImports(read(file))) visit(`${path.posix.dirname(file)}/${name}`);
  };
  for (const file of roots) if (file) visit(file);
  return [...found];
}

/** The path a prerendered page was rendered for (its pre-paint script's `data-prerendered-path`). @param {string} html */
export function prerenderedPath(html) {
  return /\bdata-prerendered-path="([^"]*)"/.exec(html)?.[1];
}

/**
 * Whether `pagePath` is a page of the route `pattern`: the same segments, a `:name` segment
 * standing for any one (`/announcement/:id`), as in the route table (`src/config/routes.ts`).
 * @param {string} pattern
 * @param {string} pagePath
 */
export function matchesRoute(pattern, pagePath) {
  const want = pattern.split('/');
  const have = pagePath.split('/');
  return (
    want.length === have.length && want.every((segment, index) => segment.startsWith(':') || segment === have[index])
  );
}

/**
 * @typedef {object} RouteJs
 * @property {string} route the route, as a key of `BUDGETS.routeInitialJsGzip`
 * @property {string} page its page read (`careers.html`; the first of a route with several)
 * @property {string[]} files the JS that page loads before any interaction
 */

/**
 * The JS each route's English page loads before any interaction: the entry and the preloads its
 * pre-paint script starts (the route's chunk and catalogue among them) with their static imports.
 * Every prerendered page's route must have a budget and, unless the build prerendered no page,
 * every budget a page.
 * @param {string} dist
 * @param {Readonly<Record<string, number>>} budgets routes (`/careers`, `/announcement/:id`, `/*`) to gzip bytes
 * @returns {{ routes: RouteJs[], problems: string[] }}
 */
export function analyzeRoutes(dist, budgets) {
  const all = readdirSync(path.join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
  const read = (/** @type {string} */ file) => readFileSync(path.join(dist, file), 'utf8');
  /** @type {Map<string, { page: string, html: string }>} */
  const pages = new Map();
  /** @type {string[]} */
  const problems = [];
  // The English pages: the other locales' folders hold the same routes.
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !/^(zh|zh-TW|admin|kiosk)\//.test(file))
    .sort();
  for (const page of files) {
    const html = read(page);
    const pagePath = prerenderedPath(html);
    if (pagePath === undefined) continue;
    const route = Object.keys(budgets).find((pattern) => matchesRoute(pattern, pagePath));
    if (route === undefined) problems.push(`${page} (${pagePath}) has no JS budget in BUDGETS.routeInitialJsGzip`);
    else if (!pages.has(route)) pages.set(route, { page, html });
  }
  // A build without prerendered pages (the kiosk's) has no route to hold.
  if (pages.size > 0)
    for (const route of Object.keys(budgets))
      if (!pages.has(route)) problems.push(`no page of the budgeted route ${route}`);
  const routes = [...pages].map(([route, { page, html }]) => ({
    route,
    page,
    files: staticClosure(htmlScripts(html), all, read),
  }));
  return { routes, problems };
}

/** A chunk's name without its hash (`assets/careers-lIRfC6un.js` → `careers`). @param {string} file */
export function chunkName(file) {
  return path.posix.basename(file, '.js').replace(/-[\w-]{8}$/, '');
}

/**
 * @typedef {object} SizeLimitCheck
 * @property {string} name
 * @property {string[]} path
 * @property {boolean} gzip
 * @property {string} limit
 */

/** Start of the name of a size-limit check of one route's initial JS, before the route. */
export const ROUTE_CHECK_PREFIX = 'Initial JS of ';

/** Name of the size-limit check of the home page's initial JS. */
export const INITIAL_CHECK_NAME = 'Home page initial JS (entry, modulepreloads, / route, catalogue)';

/**
 * size-limit checks for the build in `dist` (paths relative to the repository root `root`):
 * the home page's initial JS, every other route's (`analyzeRoutes`) and each lazy chunk against
 * their budgets (`BUDGETS` in `goals.mjs`), gzip.
 * @param {string} dist
 * @param {string} root
 * @param {{ initialJsGzip: number, routeInitialJsGzip: Readonly<Record<string, number>>, lazyChunkGzip: number }} budgets
 * @returns {SizeLimitCheck[]}
 */
export function sizeLimitChecks(dist, root = process.cwd(), budgets = BUDGETS) {
  const analysis = analyzeDist(dist);
  if (analysis.problems.length > 0)
    throw new Error(`Cannot split ${dist} into initial and lazy JS: ${analysis.problems.join('; ')}`);
  const relative = (/** @type {string} */ file) => path.relative(root, path.join(dist, file)).split(path.sep).join('/');
  /** @type {Set<string>} */
  const names = new Set();
  // Two chunks may share a module name (two `index.ts`); the hash then tells them apart.
  const uniqueName = (/** @type {string} */ file) => {
    const name = names.has(chunkName(file)) ? path.posix.basename(file, '.js') : chunkName(file);
    names.add(name);
    return name;
  };
  const routes = analyzeRoutes(dist, budgets.routeInitialJsGzip);
  if (routes.problems.length > 0)
    throw new Error(`Cannot hold ${dist}'s routes to their budgets: ${routes.problems.join('; ')}`);
  return [
    {
      name: INITIAL_CHECK_NAME,
      path: analysis.initial.map(relative),
      gzip: true,
      limit: `${budgets.initialJsGzip / 1024} KiB`,
    },
    // The home page's is the check above, read from the entry as the kiosk's shell loads it too.
    ...routes.routes
      .filter(({ route }) => route !== '/')
      .map(({ route, files }) => ({
        name: `${ROUTE_CHECK_PREFIX}${route}`,
        path: files.map(relative),
        gzip: true,
        limit: `${(budgets.routeInitialJsGzip[route] ?? 0) / 1024} KiB`,
      })),
    ...analysis.lazy.map((file) => ({
      name: `Lazy chunk ${uniqueName(file)}`,
      path: [relative(file)],
      gzip: true,
      limit: `${budgets.lazyChunkGzip / 1024} KiB`,
    })),
  ];
}
