/**
 * The CMS page, `/admin/`, behind nginx with the repository's configuration: it starts under its
 * own Content-Security-Policy (`adminHeaders` in vite-plugins/host-config.ts) without a single
 * violation, frames its preview page (the site's own code) under it, and no other page gets that
 * policy.
 *
 * Opened as `https://cms.example` (mapped to nginx's loopback address, on its TLS listener), a
 * host the CMS does not take for this computer: on `localhost` or `127.0.0.1` it first looks for
 * decap-server (`local_backend` in admin/config.yml), which the production policy rightly
 * refuses. Over HTTPS, as in production, the page is a secure context, which the CMS needs
 * (`crypto.randomUUID`); the listener's certificate is its own, for `localhost`.
 */
import { expect, test, type Page } from '@playwright/test';
import { PREVIEW_ENTRY, PREVIEW_READY } from '../../../admin/preview/protocol';
import { CHROMIUM_ARGS, findChromium } from '../browser';
import { NGINX_TLS_HOST, NGINX_URL } from './server';

const tlsPort = NGINX_TLS_HOST.split(':')[1] ?? '';
const executablePath = findChromium();

test.use({
  baseURL: `https://cms.example:${tlsPort}`,
  ignoreHTTPSErrors: true,
  launchOptions: {
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP cms.example 127.0.0.1'],
    ...(executablePath ? { executablePath } : {}),
  },
});

/** Collects `page`'s policy violations (in every frame) and its other errors and failed requests. */
async function watchPage(page: Page): Promise<{ violations: string[]; errors: string[] }> {
  const violations: string[] = [];
  const errors: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') (message.text().startsWith('CSP:') ? violations : errors).push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return { violations, errors };
}

test('the CMS starts under its own policy, which lets it compile its code, and asks staff to log in', async ({
  page,
}) => {
  const { violations, errors } = await watchPage(page);
  const response = await page.goto('/admin/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("'unsafe-eval'");
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.getByRole('button', { name: /login with github/i })).toBeVisible({ timeout: 30_000 });
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('the CMS frames its preview page, the site itself, under the CMS’s policy', async ({ page }) => {
  const { violations, errors } = await watchPage(page);
  await page.goto('/admin/');
  // As the preview pane does (admin/preview-template.ts): frame the page, and send it an entry once it listens.
  await page.evaluate(
    ({ ready, entry }) =>
      new Promise<void>((resolve) => {
        const frame = document.createElement('iframe');
        frame.id = 'site-preview';
        frame.src = 'preview.html';
        frame.style.cssText = 'width: 1200px; height: 800px';
        window.addEventListener('message', (event) => {
          if (event.source !== frame.contentWindow || (event.data as { type?: unknown }).type !== ready) return;
          frame.contentWindow?.postMessage(entry, window.location.origin);
          resolve();
        });
        document.body.append(frame);
      }),
    {
      ready: PREVIEW_READY,
      entry: {
        type: PREVIEW_ENTRY,
        collection: 'announcements',
        name: 'preview-check',
        locale: 'zh-TW',
        entries: {
          'zh-TW': {
            id: 'preview-check',
            title: '預覽檢查',
            category: 'announcement',
            publishedAt: '2026-12-04T16:45:00+08:00',
            body: '董事會宣佈。',
          },
        },
      },
    },
  );
  const preview = page.frameLocator('#site-preview');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('預覽檢查');
  await expect(preview.getByText('董事會宣佈。')).toBeVisible();
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('the CMS has one address, with its slash, and every other page keeps the site’s strict policy', async ({
  request,
}) => {
  const bare = await request.get(`${NGINX_URL}/admin`, { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers().location).toBe('/admin/');
  for (const path of ['/', '/zh-TW/careers', '/admin-not-the-cms', '/content/en/announcements.json']) {
    const response = await request.get(`${NGINX_URL}${path}`);
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy, path).toContain("default-src 'none'");
    expect(policy, path).not.toContain("'unsafe-eval'");
    expect(response.headers()['x-robots-tag'], path).toBeUndefined();
  }
});
