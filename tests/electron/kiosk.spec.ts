/**
 * The real kiosk shell, driven with Playwright's `_electron`. Runs where an Electron binary
 * exists (see scripts/kiosk/test-electron.mjs); needs `npm run build:kiosk` first.
 *
 * Each test gets its own profile folder through `KIOSK_USER_DATA_DIR` (honoured because the
 * tests run the unpackaged app, `electron .`), so a test can write a `kiosk-config.json` there
 * before launching and read the shell's log afterwards.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { _electron as electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';
import { hashExitPin } from '../../electron/main/exit-pin-hash.mjs';
import { generateSettingsKeyPair, signSettingsDocument } from '../../electron/main/settings-signature.mjs';
import { findElectronBinary } from '../../scripts/kiosk/electron-binary.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const executablePath = findElectronBinary();

/** A staff PIN for the tests (the configuration takes 6 to 8 digits), stored as its hash. */
const EXIT_PIN = '246810';

/** `kiosk-config.json`'s `exitPinHash` for {@link EXIT_PIN}, as `npm run kiosk:setup -- --set-exit-pin` writes it. */
const exitPinHash = () => hashExitPin(EXIT_PIN);

interface Kiosk {
  app: ElectronApplication;
  page: Page;
}

/**
 * Starts the shell on `userData`, after writing `config` as its `kiosk-config.json` when given,
 * with `flags` on its command line.
 */
async function launch(
  userData: string,
  config?: Record<string, unknown>,
  flags: readonly string[] = [],
): Promise<Kiosk> {
  if (!executablePath) throw new Error('No Electron binary');
  if (config) writeFileSync(path.join(userData, 'kiosk-config.json'), JSON.stringify(config));
  const app = await electron.launch({
    executablePath,
    args: [root, '--no-sandbox', ...flags],
    env: { ...process.env, KIOSK_USER_DATA_DIR: userData },
  });
  const page = await app.firstWindow();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  return { app, page };
}

/**
 * The kiosk opens on its start screen (a modal dialog over the start page, docs/kiosk.md): lets the
 * visitor in as a touch outside its tiles and buttons does, so the page beneath takes taps.
 */
async function enterSite(page: Page): Promise<void> {
  const start = page.getByRole('dialog');
  await expect(start).toBeVisible();
  await start.locator('#kiosk-start-lead').click();
  await expect(start).toBeHidden();
}

/**
 * The lines the shell logged since its last start. electron-log writes `main.log` in the
 * profile's `logs/` folder on Linux and Windows, and in `~/Library/Logs/<app name>/` on macOS,
 * where every run shares one file: hence only the lines after the last "Kiosk … starting".
 */
async function readLogSinceStart(app: ElectronApplication, userData: string): Promise<string[]> {
  const { name, logs } = await app.evaluate(({ app: shellApp }) => ({
    name: shellApp.name,
    logs: shellApp.getPath('logs'),
  }));
  const candidates = [
    path.join(userData, 'logs', 'main.log'),
    path.join(logs, 'main.log'),
    path.join(homedir(), 'Library', 'Logs', name, 'main.log'),
  ];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) return [];
  const lines = readFileSync(file, 'utf8').split(/\r?\n/);
  const start = lines.findLastIndex((line) => /Kiosk \S+ starting/.test(line));
  return start === -1 ? lines : lines.slice(start);
}

/** How many lines logged since the start match `pattern`. */
async function countLogLines(app: ElectronApplication, userData: string, pattern: RegExp): Promise<number> {
  return (await readLogSinceStart(app, userData)).filter((line) => pattern.test(line)).length;
}

/** What the probe installed by {@link watchRenderer} has seen. */
interface RendererProbe {
  gone: string[];
  loads: number;
}

/**
 * Records, in the main process, each renderer exit (`render-process-gone`) and each finished
 * load of the kiosk window, and marks the current document, so a test can tell a reload from
 * the page it had. Playwright's `Page` is unusable once its renderer crashed (its session is
 * marked crashed), so recovery is checked from the main process.
 */
async function watchRenderer({ app, page }: Kiosk): Promise<void> {
  await page.evaluate(() => {
    (window as { beforeFault?: boolean }).beforeFault = true;
  });
  await app.evaluate(({ BrowserWindow }) => {
    const contents = BrowserWindow.getAllWindows()[0]?.webContents;
    if (!contents) throw new Error('no kiosk window');
    const probe: RendererProbe = { gone: [], loads: 0 };
    (globalThis as { rendererProbe?: RendererProbe }).rendererProbe = probe;
    contents.on('render-process-gone', (_event, details) => probe.gone.push(details.reason));
    contents.on('did-finish-load', () => {
      probe.loads += 1;
    });
  });
}

function rendererProbe(app: ElectronApplication): Promise<RendererProbe | undefined> {
  return app.evaluate(() => (globalThis as { rendererProbe?: RendererProbe }).rendererProbe);
}

/** Whether the window shows a fresh document of the app (not the marked one) with its heading. */
function showsFreshApp(app: ElectronApplication): Promise<boolean> {
  return app.evaluate(async ({ BrowserWindow }) => {
    const contents = BrowserWindow.getAllWindows()[0]?.webContents;
    if (!contents || contents.isCrashed() || !contents.getURL().startsWith('app://site/')) return false;
    return (
      (await contents.executeJavaScript(
        "document.querySelector('h1') !== null && window.beforeFault === undefined",
      )) === true
    );
  });
}

/** Replaces `shell.openExternal` in the main process with a stub that records each URL. */
async function stubOpenExternal(app: ElectronApplication): Promise<void> {
  await app.evaluate(({ shell }) => {
    const opened: string[] = [];
    (globalThis as { opened?: string[] }).opened = opened;
    shell.openExternal = (url: string) => {
      opened.push(url);
      return Promise.resolve();
    };
  });
}

function openedUrls(app: ElectronApplication): Promise<string[] | undefined> {
  return app.evaluate(() => (globalThis as { opened?: string[] }).opened);
}

/** `window.kiosk` as page script sees it (typed loosely: the test calls it as a visitor's script could). */
/** What the page's bridge answers to `pin` (`window.kiosk.unlockStaff`). */
function enterPin(page: Page, pin: string): Promise<unknown> {
  return page.evaluate((entered) => (window as unknown as { kiosk: PageBridge }).kiosk.unlockStaff(entered), pin);
}

/**
 * Signs staff in with the right PIN, then quits from the staff screen's call and waits for the
 * kiosk to quit (which may cut the answer off).
 */
async function quitWithPin(app: ElectronApplication, page: Page): Promise<void> {
  expect(await enterPin(page, EXIT_PIN)).toEqual({ ok: true });
  const closed = app.waitForEvent('close');
  await page.evaluate(() => (window as unknown as { kiosk: PageBridge }).kiosk.quit()).catch(() => undefined);
  await closed;
}

interface PageBridge {
  openExternal(url: string): Promise<unknown>;
  unlockStaff(pin: string): Promise<unknown>;
  quit(): Promise<unknown>;
  readInsights(): Promise<unknown>;
  chooseExportTarget(): Promise<unknown>;
  exportInsights(targetId: string, csv: string): Promise<unknown>;
  endSession(): Promise<unknown>;
  config: Record<string, unknown>;
}

test.describe('kiosk shell', () => {
  test.skip(!executablePath, 'no Electron binary');
  let userData = '';
  test.beforeEach(() => {
    userData = mkdtempSync(path.join(tmpdir(), 'kiosk-profile-'));
  });
  test.afterEach(() => {
    // Retries: on Windows the profile can stay locked for a moment after the app exits.
    rmSync(userData, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  });

  test('opens full screen in kiosk mode on the app:// origin', async () => {
    const { app, page } = await launch(userData);
    // Entering full screen is animated (asynchronous) on macOS.
    await expect
      .poll(() =>
        app.evaluate(({ BrowserWindow }) => {
          const window = BrowserWindow.getAllWindows()[0];
          return { kiosk: window?.isKiosk(), fullScreen: window?.isFullScreen() };
        }),
      )
      .toEqual({ kiosk: true, fullScreen: true });
    expect(new URL(page.url()).origin).toBe('app://site');
    expect(await page.evaluate(() => typeof (window as { kiosk?: unknown }).kiosk)).toBe('object');
    expect(await page.evaluate(() => typeof (window as { require?: unknown }).require)).toBe('undefined');
    // No electron-log preload (electron/main/logging.ts): page script cannot write to the shell's log.
    expect(await page.evaluate(() => typeof (window as { __electronLog?: unknown }).__electronLog)).toBe('undefined');
    await app.close();
  });

  test('the site search works offline on app://, under the kiosk CSP, in Chinese too', async () => {
    const { app, page } = await launch(userData);
    await page.goto('app://site/zh-TW/search?q=%E8%91%A3%E4%BA%8B');
    const results = page.getByRole('region', { name: '搜尋結果' });
    await expect(results.getByRole('link', { name: '委任執行董事', exact: true })).toBeVisible();
    await expect(results.locator('a[href="/zh-TW/investors/governance"]')).toBeVisible();
    await app.close();
  });

  test('in link mode both, an external link goes to shell.openExternal and the QR panel', async () => {
    const { app, page } = await launch(userData, { linkMode: 'both' });
    await stubOpenExternal(app);
    await enterSite(page);
    await page.getByRole('link', { name: 'Telegram' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect.poll(() => openedUrls(app)).toEqual(['https://t.me/lumenpacific']);
    // A disallowed scheme never reaches the system.
    await page.evaluate(() => (window as unknown as { kiosk: PageBridge }).kiosk.openExternal('file:///etc/passwd'));
    expect(await openedUrls(app)).toEqual(['https://t.me/lumenpacific']);
    await app.close();
  });

  test('in link mode qr, no link reaches shell.openExternal: not a tap, not page script', async () => {
    const { app, page } = await launch(userData, { linkMode: 'qr' });
    await stubOpenExternal(app);
    await enterSite(page);
    await page.getByRole('link', { name: 'Telegram' }).first().click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    await expect(panel.getByText('https://t.me/lumenpacific')).toBeVisible();
    // Page script calling the bridge itself, and window.open (the window-open handler), are refused too.
    const result = await page.evaluate(() =>
      (window as unknown as { kiosk: PageBridge }).kiosk.openExternal('https://example.com/'),
    );
    expect(result).toEqual({ ok: false, reason: 'refused' });
    await page.evaluate(() => {
      window.open('https://example.com/popup', '_blank');
    });
    expect(await openedUrls(app)).toEqual([]);
    expect(app.windows()).toHaveLength(1);
    await expect.poll(() => countLogLines(app, userData, /Refused to open "https:\/\/example\.com\/".*\bqr\b/)).toBe(1);
    await app.close();
  });

  test('the staff sign-in locks after five wrong PINs: the sixth attempt is refused even with the right PIN', async () => {
    const { app, page } = await launch(userData, { exitPinHash: await exitPinHash() });
    const attempt = (pin: string) => enterPin(page, pin);
    for (const wrong of ['000000', '111111', '222222', '333333']) {
      expect(await attempt(wrong)).toEqual({ ok: false, reason: 'wrong-pin' });
    }
    // The fifth wrong PIN ends the round; it starts the 30 s lockout.
    expect(await attempt('444444')).toMatchObject({ ok: false });
    const sixth = (await attempt(EXIT_PIN)) as { ok: boolean; reason?: string; retryAfterSeconds?: number };
    expect(sixth).toMatchObject({ ok: false, reason: 'locked' });
    expect(sixth.retryAfterSeconds).toBeGreaterThan(0);
    expect(sixth.retryAfterSeconds).toBeLessThanOrEqual(30);
    // Still running, still showing the app.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect.poll(() => countLogLines(app, userData, /Staff sign-in locked for \d+ s/)).toBe(1);
    await app.close();
  });

  test('the right PIN signs staff in, and then the kiosk quits', async () => {
    const { app, page } = await launch(userData, { exitPinHash: await exitPinHash() });
    await quitWithPin(app, page);
  });

  test('a plain exitPin in the file is replaced by its hash at start, and still signs staff in', async () => {
    const { app, page } = await launch(userData, { idleSeconds: 90, exitPin: EXIT_PIN, colour: 'red' });
    const file = JSON.parse(readFileSync(path.join(userData, 'kiosk-config.json'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(file)).toEqual(['idleSeconds', 'exitPinHash', 'colour']);
    expect(file.exitPinHash).toMatch(/^scrypt\$N=32768,r=8,p=1\$/);
    await expect.poll(() => countLogLines(app, userData, /the plain "exitPin" in .* was replaced by its hash/)).toBe(1);
    expect(await countLogLines(app, userData, new RegExp(EXIT_PIN))).toBe(0);
    await quitWithPin(app, page);
  });

  test('an exit PIN on the command line is refused and logged, never used', async () => {
    const { app, page } = await launch(userData, undefined, [`--exit-pin=${EXIT_PIN}`]);
    expect(await enterPin(page, EXIT_PIN)).toEqual({ ok: false, reason: 'wrong-pin' });
    await expect.poll(() => countLogLines(app, userData, /command line: --exit-pin refused and ignored/)).toBe(1);
    await app.close();
  });

  test('ending a visitor session clears the window’s navigation history', async () => {
    const { app, page } = await launch(userData);
    await page.goto('app://site/careers');
    await page.goto('app://site/announcements');
    const canGoBack = () =>
      app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.webContents.navigationHistory.canGoBack());
    expect(await canGoBack()).toBe(true);
    await page.evaluate(() => (window as unknown as { kiosk: PageBridge }).kiosk.endSession());
    expect(await canGoBack()).toBe(false);
    expect(page.url()).toBe('app://site/announcements');
    await app.close();
  });

  test('theme and locale chosen in the kiosk survive a relaunch', async () => {
    const first = await launch(userData);
    await enterSite(first.page);
    await first.page.getByRole('button', { name: 'Switch to dark theme' }).click();
    // The kiosk bar's language buttons (a kiosk has no language menu), named by their language.
    await first.page.getByRole('button', { name: '繁體中文', exact: true }).click();
    await expect(first.page.locator('body')).toHaveClass(/dark-theme/);
    await expect(first.page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await first.app.close();
    const second = await launch(userData);
    // A relaunch opens on the start screen again, in the kept language and theme.
    await expect(second.page.getByRole('dialog')).toBeVisible();
    await expect(second.page.locator('body')).toHaveClass(/dark-theme/);
    await expect(second.page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await second.app.close();
  });

  test('bad configuration values are logged one line each and replaced by their defaults', async () => {
    const { app, page } = await launch(userData, { idleSeconds: 3, linkMode: 'nope', constructor: 1 });
    const config = await page.evaluate(() => (window as unknown as { kiosk: PageBridge }).kiosk.config);
    // The defaults (common/kiosk-settings.ts): 120 s idle, links as QR codes only.
    expect(config).toMatchObject({ idleSeconds: 120, linkMode: 'qr' });
    await expect
      .poll(() => countLogLines(app, userData, /kiosk-config\.json: "idleSeconds" .*using the default/))
      .toBe(1);
    expect(await countLogLines(app, userData, /kiosk-config\.json: "linkMode" .*using the default/)).toBe(1);
    expect(await countLogLines(app, userData, /kiosk-config\.json: unknown setting "constructor" ignored/)).toBe(1);
    // Nothing else in the file was a problem.
    expect(await countLogLines(app, userData, /Configuration: kiosk-config\.json:/)).toBe(3);
    await app.close();
  });

  test('the heartbeat reaches a push monitor at start with the kiosk’s name and version, never logging its token', async () => {
    const beats: URL[] = [];
    const monitor = createServer((request, response) => {
      beats.push(new URL(request.url ?? '/', 'http://127.0.0.1'));
      response.end('OK');
    });
    await new Promise<void>((resolve) => monitor.listen(0, '127.0.0.1', resolve));
    const { port } = monitor.address() as AddressInfo;
    try {
      const { app } = await launch(userData, {
        kioskName: 'Booth 3',
        heartbeatUrl: `http://127.0.0.1:${port}/api/push/Tok3n?status=up&msg=OK&ping=`,
      });
      await expect.poll(() => beats.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
      expect(beats[0]?.pathname).toBe('/api/push/Tok3n');
      expect(beats[0]?.searchParams.get('status')).toBe('up');
      expect(beats[0]?.searchParams.get('msg')).toMatch(
        /^Booth 3 v\d+\.\d+\.\d+, up \d+ min, last recovery never, 0 sessions today$/,
      );
      expect((await readLogSinceStart(app, userData)).join('\n')).not.toContain('Tok3n');
      await app.close();
    } finally {
      monitor.closeAllConnections();
      monitor.close();
    }
  });

  test('a visitor session is counted in insights.json, and staff read it after the PIN', async () => {
    const { app, page } = await launch(userData, { kioskName: 'Booth 3', exitPinHash: await exitPinHash() });
    await enterSite(page);
    await page.getByRole('button', { name: 'Start over' }).click();
    const file = path.join(userData, 'insights.json');
    const sessionsOnFile = () =>
      existsSync(file)
        ? (JSON.parse(readFileSync(file, 'utf8')) as { days: { sessions: number }[] }).days[0]?.sessions
        : 0;
    await expect.poll(sessionsOnFile).toBe(1);
    const readInsights = () => page.evaluate(() => (window as unknown as { kiosk: PageBridge }).kiosk.readInsights());
    expect(await readInsights()).toEqual({ ok: false, reason: 'signed-out' });
    expect(await enterPin(page, EXIT_PIN)).toEqual({ ok: true });
    const insights = (await readInsights()) as { ok: boolean; kioskName: string; days: { sessions: number }[] };
    expect(insights).toMatchObject({ ok: true, kioskName: 'Booth 3' });
    expect(insights.days[0]?.sessions).toBe(1);
    await app.close();
  });

  test('staff export the insights to the place the shell offered, once, and never to a path the page names', async () => {
    const { app, page } = await launch(userData, { kioskName: 'Booth 3', exitPinHash: await exitPinHash() });
    type Choice = { ok: true; target: { id: string; removable: boolean; folder: string; fileName: string } };
    const choose = () =>
      page.evaluate(() => (window as unknown as { kiosk: PageBridge }).kiosk.chooseExportTarget()) as Promise<Choice>;
    const write = (id: string, csv: string) =>
      page.evaluate(
        ([targetId, text]) => (window as unknown as { kiosk: PageBridge }).kiosk.exportInsights(targetId, text),
        [id, csv] as const,
      );
    const CSV = '\uFEFFDate,Sessions\r\n';
    expect(await choose()).toEqual({ ok: false, reason: 'signed-out' });
    expect(await enterPin(page, EXIT_PIN)).toEqual({ ok: true });
    const first = await choose();
    expect(first.ok).toBe(true);
    if (first.target.removable) {
      // A USB stick plugged into the machine that runs the tests is left alone.
      await app.close();
      test.skip(true, 'a removable drive is plugged in');
    }
    const exports = path.join(realpathSync(userData), 'insights-exports');
    expect(first.target).toMatchObject({ removable: false, label: '', folder: exports });
    expect(readdirSync(exports)).toEqual([]);
    // A path in place of the choice's id writes nothing, and uses the choice up.
    const elsewhere = path.join(userData, 'elsewhere.csv');
    expect(await write(elsewhere, CSV)).toEqual({ ok: false, reason: 'stale' });
    expect(await write(first.target.id, CSV)).toEqual({ ok: false, reason: 'stale' });
    expect(existsSync(elsewhere)).toBe(false);

    const second = await choose();
    const file = path.join(exports, second.target.fileName);
    expect(await write(second.target.id, CSV)).toEqual({ ok: true, path: file, removable: false });
    expect(readFileSync(file, 'utf8')).toBe(CSV);
    expect(await write(second.target.id, 'again')).toEqual({ ok: false, reason: 'stale' });
    expect(readdirSync(exports)).toEqual([second.target.fileName]);
    await app.close();
  });

  test('a crashed renderer is reloaded', async () => {
    const kiosk = await launch(userData);
    const { app } = kiosk;
    await watchRenderer(kiosk);
    await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.webContents.forcefullyCrashRenderer());
    await expect.poll(async () => (await rendererProbe(app))?.gone.length, { timeout: 10_000 }).toBe(1);
    // The crash-loop guard reloads after 1 s the first time (CRASH_POLICY).
    await expect.poll(() => showsFreshApp(app), { timeout: 30_000 }).toBe(true);
    expect((await rendererProbe(app))?.loads).toBeGreaterThanOrEqual(1);
    expect(await countLogLines(app, userData, /Renderer gone \(.*\); reload in \d+ ms/)).toBe(1);
    await app.close();
  });

  test('a hung renderer is crashed on purpose and reloaded', async () => {
    // The shell waits 30 s (UNRESPONSIVE_LIMIT_MS) for a hung renderer to recover.
    test.setTimeout(150_000);
    const kiosk = await launch(userData);
    const { app } = kiosk;
    await watchRenderer(kiosk);
    await app.evaluate(({ BrowserWindow }) => {
      const window = BrowserWindow.getAllWindows()[0];
      if (!window) throw new Error('no kiosk window');
      const hanging = 'kiosk test: the renderer hangs now';
      // Chromium reports a hung renderer only after an input event has waited on it for several
      // seconds; emit its 'unresponsive' event as soon as the renderer has begun to hang, as
      // Chromium would, so the test does not depend on the hang monitor's timing. The shell's
      // reaction to it is what is tested. The renderer says so on its console just before the
      // loop, and the message reaches the main process even though its main thread never returns.
      window.webContents.on('console-message', function onHanging(details) {
        if (details.message !== hanging) return;
        window.webContents.off('console-message', onHanging);
        window.emit('unresponsive');
      });
      // A real hang: the renderer's main thread never returns.
      void window.webContents
        .executeJavaScript(`console.info(${JSON.stringify(hanging)}); while (true) {}`)
        .catch(() => undefined);
    });
    await expect
      .poll(() => countLogLines(app, userData, /Renderer unresponsive; will reload/), { timeout: 10_000 })
      .toBe(1);
    await expect.poll(async () => (await rendererProbe(app))?.gone.length, { timeout: 60_000 }).toBe(1);
    await expect.poll(() => showsFreshApp(app), { timeout: 30_000 }).toBe(true);
    expect(await countLogLines(app, userData, /Renderer still unresponsive; crashing it to reload/)).toBe(1);
    await app.close();
  });

  test.describe('a fleet’s signed settings', () => {
    const owner = generateSettingsKeyPair();
    const stranger = generateSettingsKeyPair();
    const day = 24 * 3600_000;
    /** The owner's settings document, issued `issuedAgo` ms ago and valid for a month. */
    const document = (fields: Record<string, unknown> = {}, issuedAgo = 60_000) =>
      JSON.stringify({
        issuedAt: new Date(Date.now() - issuedAgo).toISOString(),
        expiresAt: new Date(Date.now() + 30 * day).toISOString(),
        all: { idleSeconds: 90 },
        kiosks: { 'Booth 3': { startPath: '/careers', defaultLocale: 'zh-TW' } },
        ...fields,
      });

    /** Serves `text` at /fleet-settings.json on loopback while `run` runs; resolves the kiosk's settings address. */
    async function serving(text: string, run: (settingsUrl: string) => Promise<void>): Promise<void> {
      const server = createServer((_, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(text);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}/fleet-settings.json`);
      } finally {
        server.closeAllConnections();
        server.close();
      }
    }

    const configFor = (settingsUrl: string) => ({
      kioskName: 'Booth 3',
      settingsUrl,
      settingsPublicKey: owner.publicKey,
    });

    test('a valid file applies at the next session’s end, is saved, and is in force from the next start', async () => {
      await serving(signSettingsDocument(document(), owner.privateKeyPem), async (settingsUrl) => {
        const { app, page } = await launch(userData, configFor(settingsUrl));
        await expect
          .poll(() =>
            countLogLines(app, userData, /Remote settings issued at .* received; applied at the next idle reset/),
          )
          .toBe(1);
        // Nothing changes under the visitor: the page still has the installed settings.
        expect(await page.evaluate(() => (window as unknown as { kiosk: PageBridge }).kiosk.config)).toMatchObject({
          idleSeconds: 120,
          startPath: '/',
        });
        const answer = await page.evaluate(() => (window as unknown as { kiosk: PageBridge }).kiosk.endSession());
        expect(answer).toMatchObject({ idleSeconds: 90, startPath: '/careers', defaultLocale: 'zh-TW' });
        expect(existsSync(path.join(userData, 'remote-settings.json'))).toBe(true);
        await app.close();
      });
      // Restarted with the server gone: the saved file is in force from the start.
      const second = await launch(userData);
      expect(await second.page.evaluate(() => (window as unknown as { kiosk: PageBridge }).kiosk.config)).toMatchObject(
        { idleSeconds: 90, startPath: '/careers' },
      );
      await second.app.close();
    });

    const refused: Record<string, { text: () => string; reason: RegExp }> = {
      unsigned: { text: () => document(), reason: /is not signed/ },
      'signed by another key': {
        text: () => signSettingsDocument(document(), stranger.privateKeyPem),
        reason: /is signed by none of the keys in settingsPublicKey/,
      },
      expired: {
        text: () =>
          signSettingsDocument(document({ expiresAt: new Date(Date.now() - day).toISOString() }), owner.privateKeyPem),
        reason: /expired at/,
      },
      'trying to change the key': {
        text: () =>
          signSettingsDocument(document({ all: { settingsPublicKey: stranger.publicKey } }), owner.privateKeyPem),
        reason: /tries to set settingsPublicKey, which only kiosk-config\.json sets/,
      },
    };
    for (const [name, { text, reason }] of Object.entries(refused)) {
      test(`a file ${name} is refused in one log line and changes nothing`, async () => {
        await serving(text(), async (settingsUrl) => {
          const { app, page } = await launch(userData, configFor(settingsUrl));
          await expect
            .poll(() => countLogLines(app, userData, /Remote settings: .*keeping the settings in force/))
            .toBe(1);
          expect(await countLogLines(app, userData, reason)).toBe(1);
          const answer = await page.evaluate(() => (window as unknown as { kiosk: PageBridge }).kiosk.endSession());
          expect(answer).toMatchObject({ idleSeconds: 120, startPath: '/' });
          expect(existsSync(path.join(userData, 'remote-settings.json'))).toBe(false);
          await app.close();
        });
      });
    }

    test('an older file replayed after a newer one is refused, and the newer one stays in force', async () => {
      await serving(signSettingsDocument(document(), owner.privateKeyPem), async (settingsUrl) => {
        const { app } = await launch(userData, configFor(settingsUrl));
        await expect.poll(() => countLogLines(app, userData, /received; applied at the next idle reset/)).toBe(1);
        await app.close();
      });
      const older = signSettingsDocument(document({ all: { idleSeconds: 300 } }, 2 * day), owner.privateKeyPem);
      await serving(older, async (settingsUrl) => {
        const { app, page } = await launch(userData, configFor(settingsUrl));
        await expect
          .poll(() => countLogLines(app, userData, /an older file replayed; keeping the settings in force/))
          .toBe(1);
        const answer = await page.evaluate(() => (window as unknown as { kiosk: PageBridge }).kiosk.endSession());
        expect(answer).toMatchObject({ idleSeconds: 90 });
        await app.close();
      });
    });
  });
});
