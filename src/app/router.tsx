/**
 * The data router. Every screen is a lazy route (its own chunk). The screens sit under a
 * pathless, non-lazy route whose error element renders inside the layout: with react-router 7,
 * an error element on a lazy route whose own chunk failed renders nothing (DESIGN.md).
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ROUTES } from '@/config/paths';
import { BootFallback, RootLayout } from './routes/root';
import { RouteError } from './routes/route-error';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    // Shown while the first screen's chunk loads, so the loading step never blinks out.
    hydrateFallbackElement: <BootFallback />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },
          { path: ROUTES.careers, lazy: () => import('./routes/careers').then((m) => ({ Component: m.CareersRoute })) },
          {
            path: ROUTES.announcements,
            lazy: () => import('./routes/announcements').then((m) => ({ Component: m.AnnouncementsRoute })),
          },
          {
            path: ROUTES.announcement,
            lazy: () => import('./routes/announcement').then((m) => ({ Component: m.AnnouncementRoute })),
          },
          { path: ROUTES.privacy, lazy: () => import('./routes/legal').then((m) => ({ Component: m.PrivacyRoute })) },
          { path: ROUTES.terms, lazy: () => import('./routes/legal').then((m) => ({ Component: m.TermsRoute })) },
          { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })) },
        ],
      },
    ],
  },
];

/** Creates the browser router for `routes`. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
