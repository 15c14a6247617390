/**
 * The editors' uploads under `/documents/`, as nginx serves them with the repository's rules
 * (`documentHeaders` in vite-plugins/host-config.ts): every response is sandboxed and never
 * sniffed, so even a page that reached the folder (the content check refuses one, the CMS's token
 * sits in the site's storage) runs no script on the site's origin, while the PDFs still download.
 */
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { builtFile, NGINX_URL } from './server';

const DIST = path.resolve(import.meta.dirname, '../../../dist');

test('a filing is a PDF, sandboxed and never sniffed', async ({ request }) => {
  const filing = builtFile('documents/announcements', /\.pdf$/);
  const response = await request.get(`${NGINX_URL}${filing}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-security-policy']).toBe('sandbox');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('a page that reached /documents/ runs no script and cannot read the site’s storage', async ({ page }) => {
  const name = `planted-${randomUUID()}.html`;
  const file = path.join(DIST, 'documents', name);
  await writeFile(
    file,
    '<!doctype html><title>planted</title><script>localStorage.setItem("stolen", "yes"); document.title = "ran";</script>',
  );
  try {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/sandboxed/.test(message.text())) blocked.push(message.text());
    });
    const response = await page.goto(`${NGINX_URL}/documents/${name}`);
    expect(response?.headers()['content-security-policy']).toBe('sandbox');
    await expect.poll(() => blocked.length).toBeGreaterThan(0);
    await expect(page).toHaveTitle('planted');
    // The site's own pages share its storage: the planted page wrote nothing there.
    await page.goto(`${NGINX_URL}/`);
    expect(await page.evaluate(() => window.localStorage.getItem('stolen'))).toBeNull();
  } finally {
    await rm(file, { force: true });
  }
});
