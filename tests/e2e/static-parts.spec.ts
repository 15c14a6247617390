/**
 * A prerendered page hydrates only what moves (`docs/design.md` §3.3): an announcement's body and a
 * legal page's text are static parts (`src/components/ui/static-markdown.tsx`), left as the
 * server wrote them, their code (the Markdown parser) neither downloaded nor run at the start.
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
});
