/**
 * Vite plugin that prerenders the web build: after the client bundle is written, it builds
 * `src/app/entry-server.tsx` for Node (Vite's SSR build, same config and plugins), renders every
 * page with fixed content in every locale, and writes each one as real HTML beside the app:
 *
 * - `/` → `dist/index.html`, `/zh/` → `dist/zh/index.html`, `/careers` → `dist/careers.html`,
 *   `/zh-TW/announcement/<id>` → `dist/zh-TW/announcement/<id>.html`: the file names that Vite's
 *   preview server, sirv and static hosts with "pretty URLs" serve for those paths;
 * - each page gets its locale's `<html lang>`, the screen's title, description, canonical,
 *   `hreflang` and Open Graph tags, the path it was made for (read by the pre-paint script),
 *   the app's CSS inline (no request before the first paint), and the app's entry with every
 *   module the page imports (the entry's, the route's chunks and catalogue) named for the locale
 *   pre-paint script, which starts them after the first paint when the visitor stays (no
 *   request waterfall before hydration, nothing wasted when it sends them to another locale's
 *   page, nothing in the way of the first paint);
 * - the site files made from the bundled content (RSS feeds, iCalendar files;
 *   `src/server/site-files.ts`) are written at their paths;
 * - `sitemap.xml` lists every page with its language alternates (sitemaps.org protocol with
 *   `xhtml:link`, as Google Search Central describes), not the site search; `robots.txt` points at it;
 * - the hosts' server rules and security headers, with a CSP for exactly these pages
 *   (`./host-config.ts`).
 *
 * The kiosk build (mode `kiosk`) is not prerendered: it serves the app shell from disk. Its pages
 * are rendered all the same, for the search index only (`./search-index.ts`), so the kiosk searches
 * offline what the web searches.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import {
  HYDRATION_DATA_ID,
  jsonScriptText,
  PAGE_ENTRY_ATTRIBUTE,
  PAGE_PRELOAD_ATTRIBUTE,
  PRE_PAINT_ID,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_PATH_ATTRIBUTE,
  type ContentFileReader,
  type PrerenderPage,
  type RenderedPage,
  type ServerEntry,
} from '../src/app/prerender-contract.ts';
import { LANGUAGE_TAG, LOCALES } from '../src/config/locales.ts';
import { site } from '../src/config/site.ts';
import { localizePath } from '../src/lib/locale/locale-path.ts';
import { openSearchIndex } from './search-index.ts';
import { cmsApiOrigins } from './cms.ts';
import { cmsOrigin } from './cms-origin.ts';
import { siteOverrides, writeHostConfig } from './host-config.ts';

/** Marks around the loading step inside `#root` in `index.html`, replaced by a page's markup. */
export const APP_START_MARKER = '<!--app-->';
export const APP_END_MARKER = '<!--/app-->';

/** Where a page for URL `pagePath` is written, relative to the output folder. */
export function outputFile(urlPath: string): string {
  if (urlPath.endsWith('/')) return `${urlPath.slice(1)}index.html`;
  return `${urlPath.slice(1)}.html`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The value of the pre-paint script's {@link PRERENDERED_PATH_ATTRIBUTE} for `page`: its path, or
 * for a not-found page its locale's prefix and `*`, since it answers for any path there.
 */
export function prerenderedPathOf(page: Pick<PrerenderPage, 'path' | 'locale' | 'notFound'>): string {
  return page.notFound ? `${localizePath('/', page.locale)}*` : page.path;
}

/**
 * `sitemap.xml` for `pages`: one `<url>` per page, each listing every language version; the
 * not-found and unlisted pages (the site search) are left out.
 */
export function sitemap(
  pages: readonly Pick<PrerenderPage, 'path' | 'pagePath' | 'notFound' | 'unlisted'>[],
  origin: string,
): string {
  const urls = pages
    .filter((page) => !page.notFound && !page.unlisted)
    .map((page) => {
      const alternates = LOCALES.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAG[locale]}" href="${escapeXml(origin + localizePath(page.pagePath, locale))}"/>`,
      );
      alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + page.pagePath)}"/>`);
      return `<url><loc>${escapeXml(origin + page.path)}</loc>${alternates.join('')}</url>`;
    });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

/** `robots.txt`: everything but the CMS page may be crawled; the sitemap is named. */
export function robots(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** The chunk whose entry module is `file` (absolute), if any. */
function chunkOf(bundle: Rollup.OutputBundle, file: string): Rollup.OutputChunk | undefined {
  return Object.values(bundle).find(
    (item): item is Rollup.OutputChunk =>
      item.type === 'chunk' && item.facadeModuleId !== null && path.normalize(item.facadeModuleId) === file,
  );
}

/**
 * `chunk`'s file and its static imports' files, transitively, and the CSS they import. The files
 * come in the order the browser runs them, each after the chunks it imports: the app imports them
 * one at a time in this order, so that each import runs only its own chunk
 * (`src/app/page-chunks.ts`).
 */
function closure(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const item = bundle[name];
    if (item?.type !== 'chunk') return;
    for (const file of item.viteMetadata?.importedCss ?? []) css.add(file);
    for (const imported of item.imports) visit(imported);
    js.add(name);
  };
  visit(chunk.fileName);
  return { js, css };
}

/** `css` as the content of a `<style>` element (HTML: its text must not close the element). */
function styleElement(css: string): string {
  return `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}

/**
 * A stylesheet of the build as a `<style>` element to inline, by its path in the output folder
 * (`assets/index-1.css`). Made by {@link styleInliner}.
 * @throws {Error} when the build has no CSS for the file, or its CSS has a relative `url()`.
 */
export type StyleInliner = (file: string) => string;

/**
 * A {@link StyleInliner} for the CSS `stylesheet` gives, which checks and escapes each file once:
 * every page inlines the same few stylesheets, and scanning them for every one of thousands of
 * pages was most of the time {@link pageHtml} took.
 */
export function styleInliner(stylesheet: (file: string) => string | undefined): StyleInliner {
  const elements = new Map<string, string>();
  return (file) => {
    const known = elements.get(file);
    if (known !== undefined) return known;
    const css = stylesheet(file);
    if (css === undefined) throw new Error(`No CSS for ${file}`);
    // Inline, a relative url() would resolve against the page, not the stylesheet.
    if (/url\(\s*['"]?(?![a-z][a-z0-9+.-]*:|\/|#|['"])/i.test(css))
      throw new Error(`${file} has a relative url(), which cannot be inlined`);
    const element = styleElement(css);
    elements.set(file, element);
    return element;
  };
}

/**
 * What the search indexes of a page (`./search-index.ts`): its language and markup,
 * without the CSS and the router's data of the page the build ships, which Pagefind would only
 * receive and skip.
 */
export function searchDocument(
  page: Pick<PrerenderPage, 'locale'>,
  rendered: Pick<RenderedPage, 'head' | 'html'>,
): string {
  return `<!doctype html><html lang="${page.locale}"><head>${rendered.head}</head><body>${rendered.html}</body></html>`;
}

/** Vite's module entry `<script>` and `modulepreload` links in a built `index.html`. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The HTML for one page: `template` (the built `index.html`) with the page's markup and head.
 * Stylesheets, the template's and the route's, are inlined by `inline` ({@link styleInliner}): a
 * page then paints as soon as it arrives, with no request in the way (Lighthouse, "Eliminate
 * render-blocking resources").
 * The template's module entry and preloads move, with the route's chunks, to the locale
 * pre-paint script, which starts them after the first paint. The router's data goes last in
 * `<body>` as JSON ({@link HYDRATION_DATA_ID}), so the page's only inline scripts are the
 * pre-paint scripts, the same on every page.
 *
 * The page's head, markup and data are placed as they are, whatever `$` they hold (a title in
 * HK$'000): never as a replacement string, in which `$'`, `$&` and `` $` `` are patterns (MDN,
 * String.prototype.replace, "Specifying a string as the replacement").
 * @throws {Error} when the template has no module entry, lacks the app's marks, `</head>` or
 *   `</body>`, or `inline` throws for a stylesheet the page links.
 */
export function pageHtml(
  template: string,
  page: Pick<PrerenderPage, 'path' | 'locale' | 'notFound'>,
  rendered: Pick<RenderedPage, 'html' | 'head' | 'hydrationData'>,
  assets: { js: readonly string[]; css: readonly string[] },
  base: string,
  inline: StyleInliner,
): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (entry === undefined) throw new Error('index.html has no module entry script');
  const templatePreloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const stylesheets = assets.css.filter((file) => !template.includes(`${base}${file}"`)).map(inline);
  const preloads = [
    ...templatePreloads,
    ...assets.js.map((file) => `${base}${file}`).filter((url) => url !== entry && !templatePreloads.includes(url)),
  ];
  const escapedBase = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Only the template goes through patterns, and each replacement that varies is a function, whose
  // result is taken as it is: CSS or a path with a `$` would otherwise copy parts of the page. The
  // CSS goes in last, so that no other pattern scans its 80 KB for every page.
  const shell = template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<html lang="[^"]*">/, () => `<html lang="${page.locale}">`)
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace(
      `<script id="${PRE_PAINT_ID}">`,
      () =>
        `<script id="${PRE_PAINT_ID}" ${PRERENDERED_PATH_ATTRIBUTE}="${prerenderedPathOf(page)}" ${PAGE_ENTRY_ATTRIBUTE}="${entry}" ${PAGE_PRELOAD_ATTRIBUTE}="${preloads.join(' ')}">`,
    )
    .replace('<div id="root">', `<div id="root" ${PRERENDERED_ATTRIBUTE}>`)
    .replace(new RegExp(`<link rel="stylesheet"[^>]*href="${escapedBase}([^"]+\\.css)">`, 'g'), (_link, file: string) =>
      inline(file),
    );
  // The page's own text (its head, its markup, the router's data) is content, an editor's
  // "HK$'000" among it: it goes in by position, never through a pattern.
  const headEnd = shell.indexOf('</head>');
  const start = shell.indexOf(APP_START_MARKER);
  const end = shell.indexOf(APP_END_MARKER, start);
  const bodyEnd = shell.indexOf('</body>', end);
  if (start === -1 || end === -1)
    throw new Error(`index.html lacks the ${APP_START_MARKER} and ${APP_END_MARKER} marks`);
  if (headEnd === -1 || headEnd > start || bodyEnd === -1)
    throw new Error(`index.html must have </head> before ${APP_START_MARKER} and </body> after ${APP_END_MARKER}`);
  return [
    shell.slice(0, headEnd),
    rendered.head,
    ...stylesheets,
    shell.slice(headEnd, start),
    rendered.html,
    shell.slice(end + APP_END_MARKER.length, bodyEnd),
    `<script type="application/json" id="${HYDRATION_DATA_ID}">${jsonScriptText(rendered.hydrationData)}</script>`,
    shell.slice(bodyEnd),
  ].join('');
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  let bundle: Rollup.OutputBundle | undefined;
  return {
    name: 'prerender',
    // Not for the SSR build this plugin starts itself.
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, output) {
      bundle = output;
    },
    async closeBundle() {
      if (!bundle) return;
      const output = bundle;
      const { root, base } = config;
      const kiosk = config.mode === 'kiosk';
      const outDir = path.resolve(root, config.build.outDir);
      const serverDir = path.join(root, 'node_modules', '.prerender');
      await build({
        root,
        mode: config.mode,
        configFile: config.configFile ?? false,
        logLevel: 'warn',
        build: {
          ssr: 'src/app/entry-server.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
        },
      });
      const server = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as ServerEntry;
      const contentDir = path.join(config.publicDir, 'content');
      const read: ContentFileReader = (file) => readFile(path.join(contentDir, file), 'utf8');
      await server.setup(read);

      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const styles = new Map<string, string>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'asset' && item.fileName.endsWith('.css')) styles.set(item.fileName, String(item.source));
      }
      const inline = styleInliner((file) => styles.get(file));
      const pages = await server.prerenderPages(read);
      const searchIndex = await openSearchIndex();
      // The same few route modules serve thousands of pages: their files are looked up once.
      const routeFiles = new Map<string, { js: string[]; css: string[] }>();
      const filesOf = (page: PrerenderPage) => {
        const key = `${page.module}\n${page.locale}`;
        const known = routeFiles.get(key);
        if (known) return known;
        const js = new Set<string>();
        const css = new Set<string>();
        for (const module of [page.module, `locales/${page.locale}.json`]) {
          const chunk = chunkOf(output, path.join(root, module));
          if (!chunk)
            throw new Error(`No chunk for ${module}: prerendering needs every route module to be its own chunk`);
          const found = closure(output, chunk);
          for (const file of found.js) js.add(file);
          for (const file of found.css) css.add(file);
        }
        const files = { js: [...js], css: [...css] };
        routeFiles.set(key, files);
        return files;
      };
      try {
        for (const page of pages) {
          const rendered = await server.render(page);
          const file = path.join(outDir, outputFile(page.path));
          if (!kiosk) await mkdir(path.dirname(file), { recursive: true });
          const html = pageHtml(template, page, rendered, filesOf(page), base, inline);
          if (!kiosk) await writeFile(file, html);
          if (!page.notFound)
            searchIndex.add({ path: page.path, pagePath: page.pagePath, html: searchDocument(page, rendered) });
        }
      } catch (error) {
        await searchIndex.close();
        throw error;
      }
      const indexed = await searchIndex.write(outDir);
      if (kiosk) {
        await rm(serverDir, { recursive: true, force: true });
        config.logger.info(`search index of ${indexed}`);
        return;
      }
      const files = await server.siteFiles(new Date());
      for (const file of files) {
        const target = path.join(outDir, file.path.slice(1));
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, file.body);
      }
      await writeFile(path.join(outDir, 'sitemap.xml'), sitemap(pages, site.origin));
      await writeFile(path.join(outDir, 'robots.txt'), robots(site.origin));
      await rm(serverDir, { recursive: true, force: true });
      const env = config.env as Record<string, string | undefined>;
      const rules = await writeHostConfig(
        outDir,
        pages,
        { buildApiBaseUrl: env.VITE_API_BASE_URL, stockQuoteUrl: env.VITE_STOCK_QUOTE_URL },
        // With an origin of its own, the CMS is not served here (admin/vite.config.ts).
        siteOverrides(
          cmsOrigin(env.VITE_CMS_ORIGIN) === undefined
            ? await cmsApiOrigins(path.join(root, 'admin/config.yml'))
            : undefined,
        ),
      );
      config.logger.info(
        `prerendered ${pages.length} pages, ${files.length} feeds, calendars and downloads, sitemap.xml and robots.txt; ` +
          `search index of ${indexed}; ` +
          `server rules for nginx, Netlify, Cloudflare Pages and Vercel (${rules.headers.length} security headers)`,
      );
    },
  };
}
