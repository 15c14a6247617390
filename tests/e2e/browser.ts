/**
 * Finds the Chromium the end-to-end tests drive, in this order: `PLAYWRIGHT_CHROMIUM_PATH`,
 * Playwright's own installed browser, Debian's headless shell (`/usr/bin/chromium-headless-shell`),
 * then Debian's `/usr/bin/chromium`.
 *
 * The headless shell is the browser Playwright itself runs headless tests in ("Chromium headless
 * shell", Playwright's docs, Browsers): the same Blink without the desktop browser around it,
 * so a context opens and a page starts in about half the time here (`docs/development.md` §7).
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS as BENCH_CHROMIUM_ARGS } from '../../scripts/bench/browser.mjs';

const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Flags for running as root on a closed network without noise (see `docs/development.md` §7); one list with the bench's. */
export const CHROMIUM_ARGS: readonly string[] = BENCH_CHROMIUM_ARGS;

/**
 * The executable to launch, or `undefined` for Playwright's own browser.
 * @throws {Error} naming both ways to get a browser when none is found.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`PLAYWRIGHT_CHROMIUM_PATH points at ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  let bundled: string | undefined;
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  if (bundled && existsSync(bundled)) return undefined;
  if (existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  throw new Error(
    "No Chromium found for the end-to-end tests. Either install Debian's headless shell " +
      '(`apt-get install -y chromium-headless-shell`) or set PLAYWRIGHT_CHROMIUM_PATH ' +
      'to a Chromium executable (`npx playwright install chromium` also works where downloads are allowed).',
  );
}
