import { expect, open, reopen, test, text } from './fixtures';

const SITE = { email: 'ir@lumenpacific-group.com', claimUrl: 'https://claim.lumenpacific-group.com/' };

test.describe('home', () => {
  test('the copy-email button copies the address and shows a check toast that can be closed', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/#contact');
    await page.getByRole('button', { name: text('en', 'contact.copyEmail') }).click();
    const toast = page.getByRole('status').filter({ hasText: text('en', 'contact.emailCopied') });
    await expect(toast).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SITE.email);
    await toast.getByRole('button', { name: text('en', 'toast.close') }).click();
    await expect(page.getByText(text('en', 'contact.emailCopied'))).toBeHidden();
  });

  test('contact offers the office address, an email link and a message link', async ({ page }) => {
    await open(page, '/');
    const contact = page.locator('#contact');
    await expect(contact.getByText('Hong Kong', { exact: false }).first()).toBeVisible();
    await expect(contact.getByRole('link', { name: SITE.email })).toHaveAttribute('href', `mailto:${SITE.email}`);
    await expect(contact.getByRole('link', { name: new RegExp(text('en', 'contact.messageAction')) })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  test('the hero network animates on the compositor, pauses off screen and stays still under reduced motion', async ({
    page,
  }) => {
    const network = page
      .locator('section[aria-labelledby="hero-title"] div[aria-hidden="true"]')
      .filter({ has: page.locator('svg') });
    /** The play state of every animation in the network, and what each one animates. */
    const animations = () =>
      network.evaluate((element) =>
        element.getAnimations({ subtree: true }).map((animation) => ({
          state: animation.playState,
          properties: Object.keys((animation.effect as KeyframeEffect).getKeyframes()[0] ?? {}).filter(
            (key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key),
          ),
        })),
      );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    /** Chromium's count of style recalculations in the page so far (DevTools' Performance domain). */
    const styleRecalculations = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'RecalcStyleCount')?.value ??
      Number.NaN;
    /**
     * The style recalculations while a hub pulses for one second of its own timeline. The page
     * is read through the DevTools protocol alone: a locator's query would recalculate style itself.
     */
    const recalculationsInASecondOfPulsing = async () => {
      const before = await styleRecalculations();
      const { result } = await cdp.send('Runtime.evaluate', {
        awaitPromise: true,
        returnByValue: true,
        expression: `new Promise((resolve) => {
          const pulse = document
            .querySelector('section[aria-labelledby="hero-title"]')
            ?.getAnimations({ subtree: true })
            .find((animation) => animation.effect?.getTiming().iterations === Infinity);
          if (!pulse) return resolve(false);
          const from = Number(pulse.currentTime);
          const check = () => (Number(pulse.currentTime) >= from + 1000 ? resolve(true) : setTimeout(check, 100));
          check();
        })`,
      });
      if (result.value !== true) throw new Error('The hero has no pulse running');
      return (await styleRecalculations()) - before;
    };
    await open(page, '/');
    await expect(network).toBeVisible();
    const running = await animations();
    // The links and the nodes springing up, each as one layer, and the 2 hubs' pulses.
    expect(running).toHaveLength(4);
    for (const animation of running) {
      // The drawing's animations may be over by now; the hubs pulse on.
      expect(['running', 'finished']).toContain(animation.state);
      expect(['transform', 'opacity']).toEqual(expect.arrayContaining(animation.properties));
    }
    expect(running.filter((animation) => animation.state === 'running').length).toBeGreaterThanOrEqual(2);
    // On the compositor, pulsing costs the main thread no style recalculation; on the main thread
    // (an animation of the individual `scale` property, say) it costs one in every frame. Sections
    // near the hero may still be loading at first, so the page has a few seconds to settle.
    await expect.poll(recalculationsInASecondOfPulsing, { timeout: 15_000 }).toBeLessThanOrEqual(5);
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await animations()).map((animation) => animation.state)).not.toContain('running');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await reopen(page);
    await expect(network).toBeVisible();
    expect(await animations()).toEqual([]);
  });

  test('a deep link to a section scrolls to it from another page, and stays there while the sections above fill in', async ({
    page,
  }) => {
    // A slow phone's CPU: the sections above the target fill in well after the first scroll.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await open(page, '/careers');
    await open(page, '/#major-events');
    await expect(page.locator('#major-events li').first()).toBeAttached();
    await expect(page.locator('#team li').first()).toBeAttached();
    await expect(page.locator('#investor-relations li').first()).toBeAttached();
    const heading = page.getByRole('heading', { level: 2, name: text('en', 'events.title') });
    await expect(heading).toBeInViewport();
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(300);
  });
});

test.describe('navigation', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('every item reaches its section or screen', async ({ page }) => {
    await open(page, '/careers');
    const nav = page.getByRole('navigation', { name: text('en', 'nav.label') });
    const cases: [string, RegExp, string][] = [
      ['nav.team', /\/#team$/, 'team.title'],
      ['nav.ecosystem', /\/#ecosystem$/, 'ecosystem.title'],
      ['nav.news', /\/#news$/, 'news.title'],
      ['nav.investorRelations', /\/#investor-relations$/, 'ir.title'],
      ['nav.contactUs', /\/#contact$/, 'contact.title'],
      ['nav.aboutUs', /\/#about$/, 'about.title'],
    ];
    for (const [label, url, heading] of cases) {
      await nav.getByRole('link', { name: text('en', label), exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 2, name: text('en', heading) })).toBeInViewport();
    }
    await nav.getByRole('link', { name: text('en', 'nav.careers'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'careers.title') })).toBeVisible();
    // Keyboard and screen-reader users start at the new screen's content.
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('sub-items reach their screens and sections', async ({ page }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: text('en', 'nav.label') });
    const openSubmenu = async (item: string) =>
      nav.getByRole('button', { name: text('en', 'nav.showSubmenu', { item: text('en', item) }) }).click();

    await openSubmenu('nav.news');
    await nav.getByRole('link', { name: text('en', 'nav.industryPolicies') }).click();
    await expect(page).toHaveURL(/\/announcements\?category=industry-policy$/);

    await openSubmenu('nav.news');
    await nav.getByRole('link', { name: text('en', 'nav.announcement'), exact: true }).click();
    await expect(page).toHaveURL(/\/announcements$/);

    await openSubmenu('nav.investorRelations');
    await nav.getByRole('link', { name: text('en', 'nav.informationDisclosure') }).click();
    await expect(page).toHaveURL(/\/announcements\?category=information-disclosure$/);

    await openSubmenu('nav.investorRelations');
    await nav.getByRole('link', { name: text('en', 'nav.corporateGovernance') }).click();
    await expect(page).toHaveURL(/\/investors\/governance$/);
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'governance:title') })).toBeVisible();

    await openSubmenu('nav.aboutUs');
    await nav.getByRole('link', { name: text('en', 'nav.strategicPartnership') }).click();
    await expect(page).toHaveURL(/\/#strategic-partnership$/);
    await expect(
      page.getByRole('heading', { level: 3, name: text('en', 'about.strategicPartnershipTitle') }),
    ).toBeInViewport();
  });

  test('Claim and the social links open outside the site; same-site links stay in it', async ({ page, context }) => {
    await context.route(`${SITE.claimUrl}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Claim</title>' }),
    );
    await open(page, '/');
    const claim = page
      .getByRole('navigation', { name: text('en', 'nav.label') })
      .getByRole('link', { name: text('en', 'nav.claim') });
    await expect(claim).toHaveAttribute('href', SITE.claimUrl);
    await expect(claim).toHaveAttribute('target', '_blank');
    await expect(claim).toHaveAttribute('rel', 'noopener noreferrer');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Telegram', 'Medium', 'X']) {
      const link = footer.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    const popup = page.waitForEvent('popup');
    await claim.click();
    expect((await popup).url()).toContain('claim.lumenpacific-group.com');
    await footer.getByRole('link', { name: text('en', 'footer.privacy') }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    expect(page.context().pages()).toHaveLength(2);
  });

  test('the footer carries every item', async ({ page }) => {
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    for (const key of ['footer.privacy', 'footer.terms', 'footer.aboutGroup', 'footer.majorEvents']) {
      await expect(footer.getByRole('link', { name: text('en', key) })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: /Apex Quorum/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'LPT', exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'APQ', exact: true })).toBeVisible();
    await expect(footer.getByRole('heading', { name: text('en', 'footer.followUs') })).toBeVisible();
  });
});
