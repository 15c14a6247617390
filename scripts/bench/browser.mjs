// @ts-check
/**
 * The Chromium the bench drives: Debian's `/usr/bin/chromium` (or `PLAYWRIGHT_CHROMIUM_PATH`),
 * with the flags the end-to-end tests also use (`tests/e2e/browser.ts` imports them), for Playwright and for
 * Lighthouse's `chrome-launcher`.
 */
import { chromium } from '@playwright/test';

export const CHROMIUM_PATH = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for running as root on a closed network without noise (see `docs/development.md` §7). */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
]);

/** Launches Chromium for Playwright measurements. */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

/** A phone viewport like Lighthouse's mobile emulation (Moto G Power). */
export const MOBILE = Object.freeze({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
});
/** The design's desktop width. */
export const DESKTOP = Object.freeze({
  viewport: { width: 1440, height: 900 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
});

/** Resolves after `ms` milliseconds. @param {number} ms */
export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
