/**
 * Finds the Chromium the end-to-end tests drive, in this order: `PLAYWRIGHT_CHROMIUM_PATH`,
 * Playwright's own installed browser, then Debian's `/usr/bin/chromium`.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS as BENCH_CHROMIUM_ARGS } from '../../scripts/bench/browser.mjs';

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
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  throw new Error(
    "No Chromium found for the end-to-end tests. Either install Debian's Chromium " +
      '(`apt-get install -y chromium`, giving /usr/bin/chromium) or set PLAYWRIGHT_CHROMIUM_PATH ' +
      'to a Chromium executable (`npx playwright install chromium` also works where downloads are allowed).',
  );
}
