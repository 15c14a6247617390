/**
 * The app's providers, in one place (the shape of bulletproof-react's `app/provider.tsx`): React's
 * StrictMode, i18next with the instance the entry has initialised, the data router and, after
 * it, the {@link StartedMark}. The entry (`src/app/main.tsx`) renders {@link AppProvider} once,
 * hydrating the prerendered page or rendering afresh; the server (`src/app/entry-server.tsx`)
 * renders the same {@link AppProviders} around its static router. Route modules add their query provider
 * (`src/components/ui/content-query-provider.tsx`) themselves.
 */
import { StrictMode, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type RouterProviderProps } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { replayEarlyInput } from './early-input';
import { STARTED_ATTRIBUTE } from './prerender-contract';

/**
 * Once the first render has committed: shows the page if it was hidden as another URL's
 * prerendered markup (before that frame paints), marks it as started (see
 * {@link STARTED_ATTRIBUTE}) and plays the taps made before (`replayEarlyInput`).
 */
function StartedMark({ container }: { container: HTMLElement }) {
  useLayoutEffect(() => {
    delete document.documentElement.dataset.prerender;
  }, []);
  useEffect(() => {
    document.documentElement.setAttribute(STARTED_ATTRIBUTE, '');
    // In a task of its own: a tap on a part of the page not hydrated yet makes React hydrate that
    // part first (src/components/ui/selective-hydration.tsx), which it cannot do inside an effect
    // (it does not render during a commit) and would drop the tap instead.
    const replay = setTimeout(() => replayEarlyInput(container), 0);
    return () => clearTimeout(replay);
  }, [container]);
  return null;
}

/**
 * The providers around the screens, one tree for the server's render and the browser's.
 *
 * `useId` derives an id from the element's position among its siblings all the way up ("the
 * component tree must be the same on the server and the client", React's documentation of
 * `useId`), so the server renders the browser's second child too, as `null`. Without it every id
 * differed by one level: a hydrated button's `aria-controls` kept the server's id while the menu
 * it opens, mounted later, took the browser's (tests/unit/app/provider.test.tsx).
 * @param props.i18n - the i18next instance, initialised with the page's locale (`initI18n`).
 * @param props.screens - the router's provider: `RouterProvider` in the browser, `StaticRouterProvider` on the server.
 * @param props.after - what runs once the screens have committed: the browser's {@link StartedMark}; `null` on the server.
 */
export function AppProviders({ i18n, screens, after }: { i18n: I18n; screens: ReactNode; after: ReactNode }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        {screens}
        {after}
      </I18nextProvider>
    </StrictMode>
  );
}

/**
 * The whole app: `router`'s screens under StrictMode and `i18n`, then the {@link StartedMark},
 * which must come after the router so its effects run once the first screen has committed.
 * @param props.i18n - the i18next instance, initialised with the page's locale (`initI18n`).
 * @param props.router - the data router, created with the hydration data when hydrating.
 * @param props.container - the `#root` element the app renders into; taps made there before the
 *   start are replayed on it.
 */
export function AppProvider({
  i18n,
  router,
  container,
}: {
  i18n: I18n;
  router: RouterProviderProps['router'];
  container: HTMLElement;
}) {
  // `useTransitions={false}`: a navigation's screen is ready when its loaders resolve (lazy
  // routes and catalogues load before the commit), so rendering it as a transition, in 5 ms
  // slices with the browser let in between, only delayed its first paint (a tap on a long
  // list's item by 30 to 50 ms); react-router's RouterProvider documents the option.
  return (
    <AppProviders
      i18n={i18n}
      screens={<RouterProvider router={router} useTransitions={false} />}
      after={<StartedMark container={container} />}
    />
  );
}
