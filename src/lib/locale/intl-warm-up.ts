/**
 * Loads the browser's internationalisation data on another thread before the app formats its
 * first date.
 *
 * The first `Intl.DateTimeFormat` a Chromium renderer makes loads ICU's data and the time zone
 * rules: 45 to 90 ms on the bench host, whatever the locale, where every later one takes 1 to
 * 4 ms. A hydrating screen that shows a date paid it inside one render, so it was the largest part
 * of a long task (165 ms with the CPU 4× slower on `/zh-TW/investors`; `docs/development.md` §8).
 * ICU's data and caches belong to the process, not to a thread, so a worker that formats one date
 * pays it off the main thread, and the main thread's first formatter then costs what a later one
 * does.
 */
import { logger } from '@/lib/log';

/** Constructs the warm-up's worker; the parameter is for tests. */
type WorkerFactory = () => Worker;

const startWorker: WorkerFactory = () =>
  new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module', name: 'intl-warm-up' });

/**
 * Starts the worker of `./intl-warm-up.worker.ts` and ends it once it has formatted its date, or
 * failed to. Never throws: without workers (an old browser, a policy that forbids them) the app
 * simply pays the cost itself, as it did before.
 */
export function warmUpIntl(create: WorkerFactory = startWorker): void {
  let worker: Worker;
  try {
    worker = create();
  } catch (error) {
    logger.debug('The Intl warm-up worker did not start', error);
    return;
  }
  const end = () => worker.terminate();
  worker.addEventListener('message', end, { once: true });
  worker.addEventListener('error', end, { once: true });
}
