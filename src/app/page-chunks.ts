/**
 * Evaluates a prerendered page's chunks one at a time, each in a task of its own, before the
 * router asks for the page's screens.
 *
 * A dynamic `import()` evaluates the module it names together with every module under it that
 * has not run yet, in one task. So the screen of a page, imported by its route's `lazy`, used to
 * run its whole graph at once: the content schemas (zod builds each schema when its module runs),
 * the content source, the formatting and the screen itself, 20 to 30 observed ms on this project's
 * bench machine, four times that on Lighthouse's slower phone. Imported one chunk at a time, each
 * after the chunks it imports, each import runs only its own chunk, and the start yields between
 * them.
 *
 * The chunks are the ones the prerender lists for the page ({@link PAGE_PRELOAD_ATTRIBUTE} on the
 * pre-paint script, `vite-plugins/prerender.ts`): the template's, which the entry has run already,
 * then the route's, each after the chunks it imports. Only same-origin scripts under the build's `assets/` folder are
 * imported; a page with no list (the dev server, the kiosk's shell page) imports nothing here.
 */
import { yieldToMain } from '@/lib/yield-to-main';
import { PAGE_PRELOAD_ATTRIBUTE, PRE_PAINT_ID } from './prerender-contract';

/**
 * How long, in ms, an import may take before the start yields: a chunk that has run already (the
 * framework, the entry's) resolves at once and needs no task of its own.
 */
const EVALUATED_MS = 2;

/** Whether `url` names one of the build's own scripts, on this origin, under `assets/`. */
function isBuildChunk(url: string): boolean {
  try {
    const parsed = new URL(url, window.location.href);
    return (
      parsed.origin === window.location.origin &&
      parsed.pathname.startsWith(`${import.meta.env.BASE_URL}assets/`) &&
      parsed.pathname.endsWith('.js') &&
      parsed.search === '' &&
      parsed.hash === ''
    );
  } catch {
    return false;
  }
}

/** The page's chunks in the prerender's order, each after the chunks it imports. */
export function pageChunks(document: Document): string[] {
  const listed = document.getElementById(PRE_PAINT_ID)?.getAttribute(PAGE_PRELOAD_ATTRIBUTE) ?? '';
  return listed.split(' ').filter(isBuildChunk);
}

/**
 * Imports each of the page's chunks ({@link pageChunks}) and yields to the main thread after each
 * one that took time to run. Never rejects: a chunk that fails to load stops the walk, and the
 * route's own import then fails or succeeds as it would have (`src/app/preload-error.ts`).
 * @param importChunk - imports a URL; the browser's dynamic `import()` unless a test passes its own.
 */
export async function evaluatePageChunks(
  document: Document,
  importChunk: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<void> {
  for (const url of pageChunks(document)) {
    const started = performance.now();
    try {
      await importChunk(url);
    } catch {
      return;
    }
    if (performance.now() - started > EVALUATED_MS) await yieldToMain();
  }
}
