/**
 * Entry point: logs the version once, installs the preload-error recovery, takes the stored
 * theme and the kiosk settings into their stores (`initTheme`, `initKiosk`), loads the page's
 * locale catalogue and the run-time configuration (`config.json`, whose request a prerendered
 * page's pre-paint script has already sent) side by side, configures the
 * content source, then renders the app (`AppProvider`, `./provider.tsx`): it hydrates the
 * prerendered page (`npm run build` writes one per route and locale with fixed content) or
 * renders over the loading step in `#root` (the dev server, the kiosk, and paths no page was
 * prerendered for).
 */
// First, so component styles (CSS modules) come after the global ones and win ties.
import '@/styles/global.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { env } from '@/config/env';
import { inKioskShell, setContentSettings } from '@/lib/content/settings';
import { beginPageHydration, endPageHydration } from '@/lib/hydration';
import { initI18n } from '@/lib/locale/i18n';
import { warmUpIntl } from '@/lib/locale/intl-warm-up';
import { localeOfPath, splitLocalePath } from '@/lib/locale/locale-path';
import { configureLogger, logger } from '@/lib/log';
import { yieldToMain } from '@/lib/yield-to-main';
import { loadRuntimeConfig, parseKioskContentConfig, resolveContentSettings } from '@/app/runtime-config';
import { applyLocale, preferredLocale } from '@/lib/locale/locale-choice';
import { RUNTIME_CONFIG_FILE, takeRuntimeConfigRequest } from '@/lib/pre-paint/runtime-config-request';
import { initKiosk } from '@/stores/kiosk-store';
import { initTheme } from '@/stores/theme-store';
import { SiteFooter } from '@/components/layout/site-footer';
import { holdTapsOnDeferredParts } from '@/components/ui/deferred-part';
import { readHydrationData } from './hydration-data';
import { evaluatePageChunks } from './page-chunks';
import { followNavigations, installPreloadErrorHandler, isReloading } from './preload-error';
import { PRERENDERED_ATTRIBUTE } from './prerender-contract';
import { AppProvider } from './provider';
import { createAppRouter, createRoutes } from './router';
import { kioskBridge } from '@/lib/kiosk-bridge';

/**
 * Resolves the lazy routes that match the current URL, so the first render has every screen
 * component and hydration matches the prerendered markup (react-router's documented step for
 * lazy routes with server rendering: "Lazy Route Modules and SSR").
 * @returns `false` when a screen's chunk failed to load: that route stays lazy, so the router
 *   loads it again and, failing, shows the error screen with its retry (`docs/design.md` §3.2)
 *   instead of leaving a page that never starts.
 */
async function resolveLazyMatches(routes: RouteObject[]): Promise<boolean> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const results = await Promise.allSettled(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) logger.error('A screen of this page failed to load', failure.reason);
  return failure === undefined;
}

/** Resolves once `router` has loaded its first location's screens and data (or failed to). */
function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

async function start(container: HTMLElement): Promise<void> {
  await yieldToMain();
  const locale = localeOfPath(window.location.pathname);
  // The stores act only when told (src/stores/*-store.ts): the body's theme class at once (the
  // pre-paint script set it from the same storage), the kiosk settings before the router and
  // its first render. The shell's come a few milliseconds later, once their schema has loaded;
  // the start does not wait for them.
  initTheme();
  void initKiosk();
  const configUrl = `${import.meta.env.BASE_URL}${RUNTIME_CONFIG_FILE}`;
  const [i18n, file, kiosk] = await Promise.all([
    initI18n(locale),
    loadRuntimeConfig(configUrl, fetch, takeRuntimeConfigRequest(configUrl)),
    parseKioskContentConfig(kioskBridge()?.config),
  ]);
  applyLocale(locale);
  for (const problem of [...file.problems, ...kiosk.problems]) logger.error(problem);
  const settings = resolveContentSettings(env, file.config, kiosk.config, inKioskShell());
  setContentSettings(settings);

  // The start runs in steps, each a task of its own (`yieldToMain`), so that on a slow phone no
  // single task holds the main thread for long: the modules' evaluation, then the catalogue and
  // the configuration, each of the page's chunks, the router, and the hydration each end a task.
  await yieldToMain();
  await evaluatePageChunks(document);
  const root = document.documentElement;
  const routes = createRoutes();
  const screensLoaded = await resolveLazyMatches(routes);
  // A screen's chunk failed and the page is reloading for the new deployment; the screen's
  // import resolved empty (Vite's `vite:preloadError`), so rendering now would only mismatch.
  if (isReloading()) return;
  await yieldToMain();
  // Markup of another page, or of this page without the URL's filters (src/lib/pre-paint/page.ts).
  const stale = root.dataset.prerender !== undefined;
  // A prerendered page's data belongs to its own path; a not-found page, made for every path,
  // has none to reuse and renders afresh over its markup.
  const hydrationData = stale ? undefined : readHydrationData(document, window.location.pathname);
  // Without its screen the page cannot be hydrated: the error screen replaces it. A kiosk reading
  // the website's content (`siteUrl`) renders afresh over the markup: its first render shows what
  // it saved from the website, which is not the build's content the markup was made from.
  const prerendered =
    container.hasAttribute(PRERENDERED_ATTRIBUTE) && hydrationData !== undefined && screensLoaded && !settings.siteUrl;
  const router = createAppRouter(routes, prerendered ? hydrationData : undefined);
  followNavigations(() => {
    const { location } = router.state.navigation;
    return location ? router.createHref(location) : undefined;
  });
  // Text follows the URL's locale in the same render as the screen (its catalogue is loaded by
  // the locale route's loader before the navigation commits).
  router.subscribe((state) => applyLocale(localeOfPath(state.location.pathname)));

  const app = <AppProvider i18n={i18n} router={router} container={container} />;
  await yieldToMain();
  if (prerendered) {
    // Parts of the page (a route's screen behind its Suspense boundary, the footer) hydrate after
    // the first commit; every screen after the first navigation is rendered afresh.
    beginPageHydration();
    const firstLocation = router.state.location;
    const stopWatching = router.subscribe((state) => {
      if (state.location === firstLocation && state.navigation.state === 'idle') return;
      endPageHydration();
      stopWatching();
    });
    // In a transition, hydration renders in 5 ms slices with the browser let in between (React
    // gives it a transition hydration lane, which is time-sliced), rather than one long task:
    // the page is already painted, and a tap or a scroll meanwhile is handled at once.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => logger.error('The prerendered page did not match', error),
      });
    });
  } else {
    // Over prerendered markup, the first commit must be this URL's screen with its data: the
    // router's loading step in its place would blank the page, and the markup stays hidden
    // until that commit (StartedMark), so the old content never shows, not even for a frame.
    // The footer's code too, so the first commit has it (a prerendered page loads it when near).
    await Promise.all([
      container.hasAttribute(PRERENDERED_ATTRIBUTE) ? routerReady(router) : undefined,
      SiteFooter.preload().catch((error: unknown) => logger.error('The footer failed to load', error)),
    ]);
    if (isReloading()) return;
    endPageHydration();
    createRoot(container).render(app);
  }
  // A bundled build pointed at an API by config.json: the prerendered content was the bundled
  // copy; the loaders now leave live content to the screens' queries.
  if (prerendered && settings.apiBaseUrl && !env.apiBaseUrl) void router.revalidate();
}

// The one version line `docs/design.md` §3.1 asks for; console.info so it shows in production.
console.info(`${document.title} v${env.appVersion}`);
configureLogger();
installPreloadErrorHandler();
holdTapsOnDeferredParts();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
// An unprefixed URL of a visitor whose locale is not English: the pre-paint script is already
// loading that locale's page instead, so this one does not start.
const leaving = splitLocalePath(window.location.pathname).locale === undefined && preferredLocale() !== 'en';
if (!leaving) {
  // Before the screens' first dates, on another core (src/lib/locale/intl-warm-up.ts).
  warmUpIntl();
  start(container).catch((error: unknown) => {
    logger.error('The app could not start', error);
  });
}
