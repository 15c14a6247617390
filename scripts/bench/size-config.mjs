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

  /** @type {Set<string>} */
  const initial = new Set();
  /** @param {string} file */
  const visit = (file) => {
    if (initial.has(file) || !all.includes(file)) return;
    initial.add(file);
    for (const name of staticImports(read(file))) visit(`${path.posix.dirname(file)}/${name}`);
  };
  for (const file of [...roots, home, catalogue]) if (file) visit(file);
  return { dist, initial: [...initial], lazy: all.filter((file) => !initial.has(file)), problems };
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

/** Name of the size-limit check of the home page's initial JS. */
export const INITIAL_CHECK_NAME = 'Home page initial JS (entry, modulepreloads, / route, catalogue)';

/**
 * size-limit checks for the build in `dist` (paths relative to the repository root `root`):
 * the initial JS and each lazy chunk against their budgets (`BUDGETS` in `goals.mjs`), gzip.
 * @param {string} dist
 * @param {string} root
 * @returns {SizeLimitCheck[]}
 */
export function sizeLimitChecks(dist, root = process.cwd()) {
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
  return [
    {
      name: INITIAL_CHECK_NAME,
      path: analysis.initial.map(relative),
      gzip: true,
      limit: `${BUDGETS.initialJsGzip / 1024} KiB`,
    },
    ...analysis.lazy.map((file) => ({
      name: `Lazy chunk ${uniqueName(file)}`,
      path: [relative(file)],
      gzip: true,
      limit: `${BUDGETS.lazyChunkGzip / 1024} KiB`,
    })),
  ];
}
