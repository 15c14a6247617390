/**
 * Server rendering for prerendering (`vite-plugins/prerender.ts`, run by `npm run build`): each
 * page with fixed content is rendered with React's static `prerender` and react-router's static
 * rendering (`createStaticHandler`, which runs the route loaders, and `StaticRouterProvider`,
 * which writes their data into the page for hydration), from the bundled content on disk.
 */
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { resetAppQueryClient } from '@/components/ui/content-query-provider';
import { env } from '@/config/env';
import { LOCALES } from '@/config/locales';
import { fillRoutePath, routeList, screenModuleFile, type PrerenderKind, type RouteFacts } from '@/config/routes';
import { site } from '@/config/site';
import type { HttpClient } from '@/lib/content/api-client';
import { bundledContentSource, setBundledContentClient } from '@/lib/content/active-source';
import { ContentError } from '@/lib/content/content-error';
import { setContentSettings } from '@/lib/content/settings';
import { i18n, initI18n } from '@/lib/locale/i18n';
import { localizePath } from '@/lib/locale/locale-path';
import { applyLocale } from '@/lib/locale/locale-choice';
import { siteFiles as makeSiteFiles } from '@/server/site-files';
import type { ContentFileReader, HydrationData, PrerenderPage, RenderedPage, SiteFile } from './prerender-contract';
import { AppProviders } from './provider';
import { createRoutes } from './router';

/** The bundled content as the content source reads it, from `read`. */
function fileClient(read: ContentFileReader): HttpClient {
  const text = async (file: string) => {
    try {
      return await read(file);
    } catch (error) {
      throw new ContentError('not-found', `No bundled file ${file}`, 404, { cause: error });
    }
  };
  return {
    getText: (file) => text(file),
    getJson: async (file) => JSON.parse(await text(file)) as unknown,
  };
}

/** Prepares rendering from the bundled content `read` gives. Call once before {@link render}. */
export async function setup(read: ContentFileReader): Promise<void> {
  setContentSettings({ apiBaseUrl: env.apiBaseUrl, apiTimeoutMs: env.apiTimeoutMs });
  setBundledContentClient(fileClient(read));
  await initI18n(LOCALES[0]);
}

/** The path a locale's not-found page is rendered at: no route has it, so the router renders its `*` route. */
export const NOT_FOUND_PAGE_PATH = '/404';

/**
 * Where the route table's prerendered pages go in a locale's list: its screens first, then one
 * page per announcement, then its not-found page, so the sitemap lists them in that order.
 */
const PRERENDER_ORDER: Record<PrerenderKind, number> = {
  page: 0,
  unlisted: 0,
  'bundled-announcements': 1,
  'not-found': 2,
};

/**
 * Every page with fixed content in every locale, as the route table (`src/config/routes.ts`)
 * says: the screens, one page per bundled announcement (ids from `<locale>/announcements.json`),
 * the site search (unlisted) and the not-found page ({@link NOT_FOUND_PAGE_PATH}).
 */
export async function prerenderPages(read: ContentFileReader): Promise<PrerenderPage[]> {
  const routes = routeList().toSorted((a, b) => PRERENDER_ORDER[a.prerender] - PRERENDER_ORDER[b.prerender]);
  const pages: PrerenderPage[] = [];
  for (const locale of LOCALES) {
    const add = (route: RouteFacts, pagePath: string, flags: Pick<PrerenderPage, 'unlisted' | 'notFound'> = {}) =>
      pages.push({ path: localizePath(pagePath, locale), locale, pagePath, module: screenModuleFile(route), ...flags });
    for (const route of routes) {
      switch (route.prerender) {
        case 'page':
          add(route, route.path);
          break;
        case 'unlisted':
          add(route, route.path, { unlisted: true });
          break;
        case 'bundled-announcements': {
          const index = JSON.parse(await read(`${locale}/announcements.json`)) as { id: string }[];
          for (const { id } of index) add(route, fillRoutePath(route.path, id));
          break;
        }
        case 'not-found':
          add(route, NOT_FOUND_PAGE_PATH, { notFound: true });
      }
    }
  }
  return pages;
}

/**
 * The feeds and calendars made from the bundled content (`src/server/site-files.ts`).
 * Call after {@link setup}.
 */
export function siteFiles(generatedAt: Date): Promise<SiteFile[]> {
  return makeSiteFiles(bundledContentSource(), generatedAt);
}

/**
 * Renders `page` as the browser's first render will (same locale, same loader data).
 * @throws when a loader fails or redirects: a page that cannot be prerendered stops the build.
 */
export async function render(page: PrerenderPage): Promise<RenderedPage> {
  await i18n.changeLanguage(page.locale);
  applyLocale(page.locale);
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(new URL(page.path, site.origin)));
  if (context instanceof Response) throw new Error(`${page.path} answered ${context.status} instead of a page`);
  if (context.errors) throw new Error(`${page.path} failed to load: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The data goes into the page as JSON (HYDRATION_DATA_ID), not as the inline script
  // StaticRouterProvider would write: that script differed on every page, which a CSP could
  // only allow by one hash per page.
  const hydrationData: HydrationData = { loaderData: context.loaderData, actionData: context.actionData, errors: null };
  // `prerender` (unlike `renderToString`) waits for lazily loaded components inside Suspense, so
  // every boundary is complete HTML that hydrates without falling back to client rendering. An
  // unbounded chunk size keeps each boundary in place: React otherwise moves a boundary of more
  // than 12,800 bytes after the rest and reveals it with an inline script, which the CSP's
  // hashes would not allow (src/components/ui/selective-hydration.tsx).
  const { prelude } = await prerender(
    <AppProviders
      i18n={i18n}
      screens={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      after={null}
    />,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = await new Response(prelude).text();
  // A fresh query cache per page: no page's content leaks into another's, and no timer outlives the build.
  resetAppQueryClient();
  const { head, html } = splitHoisted(markup);
  return { html, head, hydrationData, status: context.statusCode };
}

/**
 * React 19 writes the `<title>`, `<meta>` and `<link>` a component renders ahead of the markup
 * when it renders without a `<head>` of its own; they belong in the document's head.
 */
function splitHoisted(markup: string): { head: string; html: string } {
  const match = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/.exec(markup);
  const head = match?.[0] ?? '';
  return { head, html: markup.slice(head.length) };
}
