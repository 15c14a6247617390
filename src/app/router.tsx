/**
 * The data router, made from the route table (`src/config/routes.ts`). Every screen is a lazy
 * route (its own chunk, with its loader). The screens answer under each locale's URL prefix
 * (`/careers`, `/zh/careers`, `/zh-TW/careers`; `src/lib/locale/locale-path.ts`): one pathless
 * (English) and two prefixed locale routes hold the same screens, and each locale route's loader makes sure its catalogue is loaded before the screen
 * renders, so text and content change language in one step.
 *
 * The screens sit under a pathless, non-lazy route whose error element renders inside the
 * layout: with react-router 7, an error element on a lazy route whose own chunk failed renders
 * nothing (`docs/design.md` §3.2). The layout's own failures reach the root route's error element, which
 * keeps the kiosk layer (and its idle reset) alive.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { LOCALES, type Locale } from '@/config/locales';
import { ROUTE_TABLE } from '@/config/routes';
import { ensureCatalogue } from '@/lib/locale/i18n';
import { BootFallback } from '@/components/ui/boot-fallback';
import type { HydrationData } from './prerender-contract';
import { RootLayout } from './routes/root';
import { RootError } from './routes/root-error';
import { RouteError } from './routes/route-error';

/** What a screen module (`src/app/routes/<module>.tsx`) exports: react-router's lazy route module. */
interface ScreenModule {
  Component: ComponentType;
  loader?: LoaderFunction;
}

/**
 * Every screen module, each its own chunk, by file (`./routes/careers.tsx`). Found by the route
 * table's `module` names rather than listed again here; the layout's own modules are not screens.
 */
const SCREEN_MODULES = import.meta.glob<ScreenModule>([
  './routes/*.tsx',
  '!./routes/root.tsx',
  '!./routes/root-error.tsx',
  '!./routes/route-error.tsx',
]);

/** The route table's routes (`src/config/routes.ts`), as children of one locale route. */
function screens(): RouteObject[] {
  // A module the table names but that is missing fails tests/unit/config/routes.test.ts.
  return Object.values(ROUTE_TABLE).map(({ path, module }): RouteObject => {
    const lazy = SCREEN_MODULES[`./routes/${module}.tsx`];
    // Paths are relative to the locale route (`careers`, `announcement/:id`); `/` is its index.
    return path === '/' ? { index: true, lazy } : { path: path.replace(/^\//, ''), lazy };
  });
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
