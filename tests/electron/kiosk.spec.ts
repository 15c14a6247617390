/**
 * The real kiosk shell, driven with Playwright's `_electron`. Runs where an Electron binary
 * exists (see scripts/test-electron.mjs); needs `npm run build:kiosk` first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { _electron as electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';
import { findElectronBinary } from '../../scripts/electron-binary.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const executablePath = findElectronBinary();

async function launch(userData: string): Promise<{ app: ElectronApplication; page: Page }> {
  if (!executablePath) throw new Error('No Electron binary');
  const app = await electron.launch({
    executablePath,
    args: [root, '--no-sandbox'],
    env: { ...process.env, KIOSK_USER_DATA_DIR: userData },
  });
  const page = await app.firstWindow();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { app, page };
}

test.describe('kiosk shell', () => {
  test.skip(!executablePath, 'no Electron binary');
  let userData = '';
  test.beforeEach(() => {
    userData = mkdtempSync(path.join(tmpdir(), 'kiosk-profile-'));
  });
  test.afterEach(() => {
    rmSync(userData, { recursive: true, force: true });
  });

  test('opens full screen in kiosk mode on the app:// origin', async () => {
    const { app, page } = await launch(userData);
    const state = await app.evaluate(({ BrowserWindow }) => {
      const window = BrowserWindow.getAllWindows()[0];
      return { kiosk: window?.isKiosk(), fullScreen: window?.isFullScreen() };
    });
    expect(state).toEqual({ kiosk: true, fullScreen: true });
    expect(new URL(page.url()).origin).toBe('app://site');
    expect(await page.evaluate(() => typeof (window as { kiosk?: unknown }).kiosk)).toBe('object');
    expect(await page.evaluate(() => typeof (window as { require?: unknown }).require)).toBe('undefined');
    await app.close();
  });

  test('an external link goes to shell.openExternal and the QR panel', async () => {
    const { app, page } = await launch(userData);
    await app.evaluate(({ shell }) => {
      const opened: string[] = [];
      (globalThis as { opened?: string[] }).opened = opened;
      shell.openExternal = (url: string) => {
        opened.push(url);
        return Promise.resolve();
      };
    });
    await page.getByRole('link', { name: 'Telegram' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect.poll(() => app.evaluate(() => (globalThis as { opened?: string[] }).opened)).toEqual(['https://t.me/lumenpacific']);
    // A disallowed scheme never reaches the system.
    await page.evaluate(() => (window as unknown as { kiosk: { openExternal: (url: string) => Promise<unknown> } }).kiosk.openExternal('file:///etc/passwd'));
    expect(await app.evaluate(() => (globalThis as { opened?: string[] }).opened)).toEqual(['https://t.me/lumenpacific']);
    await app.close();
  });

  test('theme and locale chosen in the kiosk survive a relaunch', async () => {
    const first = await launch(userData);
    await first.page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await first.page.getByRole('button', { name: /Language/ }).click();
    await first.page.getByRole('button', { name: '繁體中文' }).click();
    await expect(first.page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await first.app.close();
    const second = await launch(userData);
    await expect(second.page.locator('body')).toHaveClass(/dark-theme/);
    await expect(second.page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await second.app.close();
  });

  test('a crashed renderer is reloaded', async () => {
    const { app, page } = await launch(userData);
    const reloaded = app.waitForEvent('window').catch(() => page);
    await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.webContents.forcefullyCrashRenderer());
    await reloaded;
    await expect
      .poll(() => app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.webContents.isCrashed()), { timeout: 20_000 })
      .toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await app.close();
  });
});
