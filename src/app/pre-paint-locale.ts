/**
 * The locale pre-paint script, first in `<head>` of every page (`index.html`'s
 * `<!--pre-paint-locale-->`): `vite-plugins/inline-script.ts` compiles it, with what it imports,
 * into one inline script, the same text on every page so a CSP can allow it by hash.
 *
 * A prerendered page names its path, its entry module and that module's imports on the script
 * element ({@link PRERENDERED_PATH_ATTRIBUTE}, {@link PAGE_ENTRY_ATTRIBUTE},
 * {@link PAGE_PRELOAD_ATTRIBUTE}, written by `vite-plugins/prerender.ts`); the app shell names none.
 */
import { PAGE_ENTRY_ATTRIBUTE, PAGE_PRELOAD_ATTRIBUTE, PRERENDERED_PATH_ATTRIBUTE } from './prerender-contract';
import { captureEarlyInput } from '@/lib/pre-paint/early-input-capture';
import { prePaintLocale, startAfterFirstPaint } from '@/lib/pre-paint/page';
import { RUNTIME_CONFIG_FILE, startRuntimeConfigRequest } from '@/lib/pre-paint/runtime-config-request';

const script = document.currentScript;
const redirect = prePaintLocale(script?.getAttribute(PRERENDERED_PATH_ATTRIBUTE) ?? null);
const entry = script?.getAttribute(PAGE_ENTRY_ATTRIBUTE);
if (redirect) location.replace(redirect);
else if (entry) {
  // A prerendered page's controls are painted before its app starts: hold their taps until then.
  captureEarlyInput();
  // The app's base path is the inline script's: both are built with Vite's default, `/`.
  startRuntimeConfigRequest(`${import.meta.env.BASE_URL}${RUNTIME_CONFIG_FILE}`);
  const preloads = script?.getAttribute(PAGE_PRELOAD_ATTRIBUTE);
  // A stale page shows nothing before its app: no paint to wait for.
  startAfterFirstPaint(
    entry,
    preloads ? preloads.split(' ') : [],
    document.documentElement.dataset.prerender === undefined,
  );
}
