/**
 * The site under its own Content-Security-Policy, enforced by the browser as nginx sends it
 * (`npm run serve:nginx`): every route (the archive with filters, an announcement, the investor
 * pages, the not-found page), each locale in both themes, and the kiosk's screens load and start
 * without a single `securitypolicyviolation` (the fixture also fails a test on the
 * console error a violation logs).
 */
import type { Page } from '@playwright/test';
import { expect, LOCALES, open, SCREEN_PATHS, startWith, test, text, type Locale } from '../fixtures';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every CSP violation of the page from its first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
}

/** Scrolls to the end (lazy images, the next page of a list) and waits until nothing loads. */
async function loadEverything(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
}

const prefixOf = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);
/** Every screen, and an announcement only the API has (the locale's home page, rendered as it). */
const ROUTES = [
  ...SCREEN_PATHS,
  '/announcements?category=corporate-governance&q=director',
  '/announcement/only-in-the-api',
];

/**
 * Every locale with every theme, and each route in one of those runs: what the policy allows does
 * not depend on the words on a page, and the theme is the same hashed pre-paint script either way,
 * so one start of each route under the policy is its check.
 */
const RUNS = LOCALES.flatMap((locale) => (['light', 'dark'] as const).map((theme) => ({ locale, theme }))).map(
  (run, index, runs) => ({ ...run, routes: ROUTES.filter((_route, route) => route % runs.length === index) }),
);

for (const { locale, theme, routes } of RUNS) {
  test(`${routes.join(', ')} in ${locale}, ${theme} theme, start under the CSP with no violation`, async ({
    page,
    pageErrors,
  }) => {
    await watchViolations(page);
    // The not-found page comes with status 404, which the browser logs; nothing else may fail.
    pageErrors.allow(/status of 404/);
    const failed: string[] = [];
    page.on('response', (response) => {
      const notFoundPage = response.request().isNavigationRequest() && /missing-page$/.test(response.url());
      if (response.status() >= 400 && !notFoundPage) failed.push(`${response.status()} ${response.url()}`);
    });
    await startWith(page, { locale, theme });
    for (const route of routes) {
      const url = `${prefixOf(locale)}${route === '/' && locale !== 'en' ? '/' : route}`;
      await open(page, url);
      await expect(page.locator('body'), url).toHaveClass(new RegExp(`${theme}-theme`));
      await loadEverything(page);
      expect(await page.evaluate(() => window.__cspViolations), url).toEqual([]);
    }
    expect(failed).toEqual([]);
  });
}

test('the Intl warm-up worker starts under the CSP and ends once it has formatted its date', async ({ page }) => {
  await watchViolations(page);
  // Only this page's worker: nothing else on the page starts one.
  const warmUp = page.waitForEvent('worker', (worker) =>
    /\/assets\/intl-warm-up\.worker-[\w-]+\.js$/.test(worker.url()),
  );
  await open(page, '/zh-TW/investors');
  const worker = await warmUp;
  // It ends itself: the app keeps no thread it no longer needs (src/lib/locale/intl-warm-up.ts).
  await new Promise<void>((resolve) => {
    if (!page.workers().includes(worker)) resolve();
    else worker.once('close', () => resolve());
  });
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
});

test('the controls work under the CSP: menus, theme, language, filters, accordions', async ({ page }) => {
  await watchViolations(page);
  await open(page, '/');
  await page
    .getByRole('button', { name: text('en', 'theme.switchToDark') })
    .first()
    .click();
  await expect(page.locator('body')).toHaveClass(/dark-theme/);
  await open(page, '/careers');
  await page.locator('main button[aria-expanded]').first().click();
  await expect(page.locator('main button[aria-expanded="true"]').first()).toBeVisible();
  await open(page, '/announcements');
  await page.getByRole('searchbox', { name: text('en', 'archive:searchLabel') }).fill('director');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=director/);
  await loadEverything(page);
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
});

test.describe('the kiosk’s screens', () => {
  test.use({ viewport: { width: 1920, height: 1080 }, hasTouch: true });

  test('the start screen, the archive and its on-screen keyboard, and a link’s QR panel run under the CSP', async ({
    page,
  }) => {
    await watchViolations(page);
    await open(page, '/?kiosk=1');
    await open(page, '/announcements?kiosk=1');
    await page.getByRole('searchbox', { name: text('en', 'archive:searchLabel') }).tap();
    await expect(page.getByRole('group', { name: text('en', 'keyboard.label'), exact: true })).toBeVisible();
    await open(page, '/careers?kiosk=1');
    await page.getByRole('link', { name: 'Telegram' }).tap();
    await expect(page.getByRole('dialog', { name: text('en', 'kiosk:qrTitle') })).toBeVisible();
    await loadEverything(page);
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  });
});
