/**
 * The data router. Every screen is a lazy route (its own chunk, with its loader). The screens
 * answer under each locale's URL prefix (`/careers`, `/zh/careers`, `/zh-TW/careers`;
 * `src/lib/locale-path.ts`): one pathless (English) and two prefixed locale routes hold the same
 * screens, and each locale route's loader makes sure its catalogue is loaded before the screen
 * renders, so text and content change language in one step.
 *
 * The screens sit under a pathless, non-lazy route whose error element renders inside the
 * layout: with react-router 7, an error element on a lazy route whose own chunk failed renders
 * nothing (`docs/design.md` §3.2). The layout's own failures reach the root route's error element, which
 * keeps the kiosk layer (and its idle reset) alive.
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LOCALES, type Locale } from '@/config/locales';
import { ROUTES } from '@/config/paths';
import { ensureCatalogue } from '@/lib/i18n';
import { BootFallback } from '@/components/ui/boot-fallback';
import type { HydrationData } from './prerender-contract';
import { RootLayout } from './routes/root';
import { RootError } from './routes/root-error';
import { RouteError } from './routes/route-error';

/** A route path relative to its locale route (`careers`, `announcement/:id`). */
const relative = (path: string) => path.slice(1);

/** The screens, as children of one locale route. */
function screens(): RouteObject[] {
  return [
    {
      index: true,
      lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute, loader: m.homeLoader })),
    },
    {
      path: relative(ROUTES.careers),
      lazy: () => import('./routes/careers').then((m) => ({ Component: m.CareersRoute, loader: m.careersLoader })),
    },
    {
      path: relative(ROUTES.announcements),
      lazy: () =>
        import('./routes/announcements').then((m) => ({
          Component: m.AnnouncementsRoute,
          loader: m.announcementsLoader,
        })),
    },
    {
      path: relative(ROUTES.announcement),
      lazy: () =>
        import('./routes/announcement').then((m) => ({ Component: m.AnnouncementRoute, loader: m.announcementLoader })),
    },
    {
      path: relative(ROUTES.privacy),
      lazy: () => import('./routes/legal').then((m) => ({ Component: m.PrivacyRoute, loader: m.privacyLoader })),
    },
    {
      path: relative(ROUTES.terms),
      lazy: () => import('./routes/legal').then((m) => ({ Component: m.TermsRoute, loader: m.termsLoader })),
    },
    {
      path: relative(ROUTES.reports),
      lazy: () => import('./routes/reports').then((m) => ({ Component: m.ReportsRoute, loader: m.reportsLoader })),
    },
    {
      path: relative(ROUTES.governance),
      lazy: () =>
        import('./routes/governance').then((m) => ({ Component: m.GovernanceRoute, loader: m.governanceLoader })),
    },
    {
      path: relative(ROUTES.investors),
      lazy: () =>
        import('./routes/investors').then((m) => ({ Component: m.InvestorsRoute, loader: m.investorsLoader })),
    },
    {
      path: relative(ROUTES.calendar),
      lazy: () => import('./routes/calendar').then((m) => ({ Component: m.CalendarRoute, loader: m.calendarLoader })),
    },
    {
      path: relative(ROUTES.financialHighlights),
      lazy: () =>
        import('./routes/financial-highlights').then((m) => ({
          Component: m.FinancialHighlightsRoute,
          loader: m.financialHighlightsLoader,
        })),
    },
    {
      path: relative(ROUTES.shareholders),
      lazy: () =>
        import('./routes/shareholders').then((m) => ({ Component: m.ShareholdersRoute, loader: m.shareholdersLoader })),
    },
    {
      path: relative(ROUTES.search),
      lazy: () => import('./routes/search').then((m) => ({ Component: m.SearchRoute })),
    },
    { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })) },
  ];
}

/** Id of the locale route for `locale` (`locale-zh-TW`). */
const localeRouteId = (locale: Locale) => `locale-${locale}`;

function localeRoute(locale: Locale): RouteObject {
  return {
    id: localeRouteId(locale),
    ...(locale === 'en' ? {} : { path: locale }),
    loader: async () => {
      await ensureCatalogue(locale);
      return null;
    },
    children: screens(),
  };
}

/** The route tree, for the browser router and for prerendering. */
export function createRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RootError />,
      // Shown while the first screen's chunk loads, so the loading step never blinks out.
      hydrateFallbackElement: <BootFallback />,
      children: [{ errorElement: <RouteError />, children: LOCALES.map(localeRoute) }],
    },
  ];
}

/**
 * Creates the browser router for `routes`, starting from `hydrationData` (a prerendered page's
 * loader data, `readHydrationData`) when given, else loading its first location's data.
 */
export function createAppRouter(routes: RouteObject[] = createRoutes(), hydrationData?: HydrationData) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
