/**
 * A prerendered page hydrates only what moves (`docs/design.md` §3.3): an announcement's body and a
 * legal page's text are static parts (`src/components/ui/static-markdown.tsx`), left as the
 * server wrote them, their code (the Markdown parser) neither downloaded nor run at the start; an
 * investor page's tables and documents are static parts whose code is in the screen's chunk
 * (`staticPart`, `src/components/ui/deferred-part.tsx`), left unhydrated.
 * They still follow the visitor's choices: the theme through the page's CSS, a language through
 * their code, which loads when the new language's page renders them.
 */
import type { Page } from '@playwright/test';
import { expect, open, test, text } from './fixtures';

const MARKDOWN_CODE = /\/assets\/markdown-[\w-]+\.js$/;
const ID = '2021-02-08-launch-of-lpt-ecosystem-framework';
const FIRST_LINE = {
  en: 'This announcement is made by the Company on a voluntary basis',
  'zh-TW': '本公告乃由本公司自願刊發',
};

/**
 * Whether React has taken over the element `selector` finds: React marks every DOM node it has
 * hydrated or rendered with a `__reactFiber$…` property; markup left as the server wrote it has none.
 */
function claimedByReact(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
}

/** Whether `page` has asked for the Markdown parser's code, from now on. */
function watchMarkdownCode(page: Page): () => boolean {
  let requested = false;
  page.on('request', (request) => {
    if (MARKDOWN_CODE.test(new URL(request.url()).pathname)) requested = true;
  });
  return () => requested;
}

test.describe('static parts of a prerendered page', () => {
  test('an announcement starts without the Markdown code, and its body follows the theme', async ({ page }) => {
    const markdownRequested = watchMarkdownCode(page);
    await open(page, `/announcement/${ID}`);
    await page.waitForLoadState('networkidle');
    const body = page.locator('#announcement-body');
    await expect(body).toContainText(FIRST_LINE.en);
    expect(markdownRequested(), 'the Markdown code at the start').toBe(false);

    const color = () =>
      body
        .locator('p')
        .first()
        .evaluate((element) => getComputedStyle(element).color);
    const before = await color();
    await page.getByRole('button', { name: text('en', 'theme.switchToDark') }).click();
    await expect(page.locator('body')).toHaveClass('dark-theme');
    await expect.poll(color, { message: 'the body’s text in the dark theme' }).not.toBe(before);
    expect(markdownRequested(), 'the Markdown code, for a change of theme').toBe(false);
  });

  test('an announcement’s body, never hydrated, shows the new language when the visitor changes it', async ({
    page,
  }) => {
    const markdownRequested = watchMarkdownCode(page);
    await open(page, `/announcement/${ID}`);
    await page.waitForLoadState('networkidle');
    expect(markdownRequested()).toBe(false);

    await page.getByRole('button', { name: new RegExp(text('en', 'language.label')) }).click();
    await page.getByRole('button', { name: text('zh-TW', 'language.zhTW') }).click();
    await expect(page).toHaveURL(new RegExp(`/zh-TW/announcement/${ID}$`));
    const body = page.locator('#announcement-body');
    await expect(body).toContainText(FIRST_LINE['zh-TW']);
    await expect(body).not.toContainText(FIRST_LINE.en);
    await expect(page.locator('#announcement-body')).toHaveCount(1);
    expect(markdownRequested(), 'the Markdown code, for the new language').toBe(true);
  });

  test('a legal page starts without the Markdown code, and its text answers a tap', async ({ page }) => {
    const markdownRequested = watchMarkdownCode(page);
    await open(page, '/privacy');
    await page.waitForLoadState('networkidle');
    const body = page.locator('#legal-body');
    await expect(body.locator('p').first()).toBeVisible();
    expect(markdownRequested(), 'the Markdown code at the start').toBe(false);
    await body.locator('p').first().click();
    await expect.poll(markdownRequested, { message: 'the Markdown code, once the text is reached' }).toBe(true);
    await expect(body).toHaveCount(1);
  });

  test('an investor page’s tables and documents are left as painted, follow the theme, and their links answer a tap', async ({
    page,
  }) => {
    await open(page, '/investors/shareholders');
    // The screen around them hydrates after the start, in a task of its own.
    await expect.poll(() => claimedByReact(page, 'h1'), { message: 'the screen’s title, hydrated' }).toBe(true);
    for (const part of ['#dividends', '#registrar', '#shareholder-documents']) {
      expect(await claimedByReact(page, part), `${part}, as the server wrote it`).toBe(false);
    }

    const cell = page.locator('#dividends td').first();
    const color = () => cell.evaluate((element) => getComputedStyle(element).color);
    const before = await color();
    await page.getByRole('button', { name: text('en', 'theme.switchToDark') }).click();
    await expect(page.locator('body')).toHaveClass('dark-theme');
    await expect.poll(color, { message: 'a table cell in the dark theme' }).not.toBe(before);
    expect(await claimedByReact(page, '#dividends'), 'the table, for a change of theme').toBe(false);

    const link = page.locator('#dividends a[href*="/announcement/"]').first();
    const href = await link.getAttribute('href');
    expect(href).toBeTruthy();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`));
    await expect(page.locator('#announcement-body')).toBeVisible();
  });
});
