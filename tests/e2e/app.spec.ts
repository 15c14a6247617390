import { expect, open, startWith, test, text } from './fixtures';

test.describe('start-up', () => {
  test('logs the version once and loads only the active locale catalogue', async ({ page }) => {
    await startWith(page, { locale: 'zh-TW' });
    const versions: string[] = [];
    page.on('console', (message) => {
      if (/ v\d+\.\d+\.\d+/.test(message.text())) versions.push(message.text());
    });
    const catalogues: string[] = [];
    page.on('request', (request) => {
      // zh-TW before zh, so the longer name wins.
      const match = /\/assets\/(zh-TW|zh|en)-[\w-]+\.js$/.exec(request.url());
      if (match?.[1]) catalogues.push(match[1]);
    });
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(catalogues).toEqual(['zh-TW']);
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatch(/ v0\.\d+\.\d+$/);
  });

  test('debug logging is on only when local storage mode is development', async ({ page }) => {
    const debug: string[] = [];
    // loglevel writes debug lines with console.log.
    page.on('console', (message) => debug.push(message.text()));
    // A missing portrait makes the app log a debug warning. The home page is prerendered with
    // its team, so the team is fetched only when the visitor comes to it from another page.
    await page.route('**/content/en/team.json', async (route) => {
      const response = await route.fetch();
      const team = (await response.json()) as { image: string }[];
      await route.fulfill({
        response,
        json: team.map((member, index) => (index === 0 ? { ...member, image: 'team/nobody' } : member)),
      });
    });
    const openTeam = async () => {
      await open(page, '/careers');
      await page
        .getByRole('navigation', { name: text('en', 'nav.label') })
        .getByRole('link', { name: text('en', 'nav.team') })
        .click();
      await expect(page.getByRole('heading', { level: 2, name: text('en', 'team.title') })).toBeVisible();
    };
    await openTeam();
    expect(debug.filter((line) => line.includes('team/nobody'))).toEqual([]);
    await page.evaluate(() => window.localStorage.setItem('mode', 'development'));
    await openTeam();
    await expect.poll(() => debug.some((line) => line.includes('team/nobody'))).toBe(true);
  });
});

test.describe('a screen that fails to load', () => {
  test('a tap on a screen whose chunk is gone (a new deployment) reloads into that screen, not the page being left', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(/status of 404|dynamically imported module/i);
    let failed = false;
    // Only the first request fails, as when a deployment replaced the chunk this page expected.
    await page.route(/\/assets\/careers-[\w-]+\.js$/, (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.fulfill({ status: 404, body: '' });
    });
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await page
      .getByRole('navigation', { name: text('en', 'nav.label') })
      .getByRole('link', { name: text('en', 'nav.careers'), exact: true })
      .click();
    await reloaded;
    expect(failed).toBe(true);
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'careers.title') })).toBeVisible();
  });

  test('a screen that fails again after the reload shows the error screen with a retry, at the address asked for', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(/status of 404|dynamically imported module|A screen failed|failed to load/i);
    await page.route(/\/assets\/careers-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: text('en', 'nav.label') });

    const reloaded = page.waitForEvent('load');
    await nav.getByRole('link', { name: text('en', 'nav.careers'), exact: true }).click();
    await reloaded;
    expect(await page.evaluate(() => window.sessionStorage.getItem('preload-error-reload'))).not.toBeNull();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'app.errorTitle') })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(text('en', 'app.errorBody'));
    await expect(page.getByRole('alert').getByRole('button', { name: text('en', 'app.retry') })).toBeVisible();
    // Navigation keeps working around the error screen.
    await nav.getByRole('link', { name: text('en', 'nav.home'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: text('en', 'about.title') })).toBeVisible();
  });

  test('a prerendered page whose own screen fails to load reloads once, then shows the error screen instead of a page that never starts', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(/status of 404|dynamically imported module|failed to load/i);
    await page.route(/\/assets\/careers-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    await open(page, '/careers');
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'app.errorTitle') })).toBeVisible();
    // It reloaded once: the guard that stops a second reload is set.
    expect(await page.evaluate(() => window.sessionStorage.getItem('preload-error-reload'))).not.toBeNull();
    await expect(page.getByRole('alert').getByRole('button', { name: text('en', 'app.retry') })).toBeVisible();
    // The app runs: the header's links go through the router, in the same document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page
      .getByRole('navigation', { name: text('en', 'nav.label') })
      .getByRole('link', { name: text('en', 'nav.home'), exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: text('en', 'about.title') })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
});
