/**
 * The request for the run-time configuration (`config.json`, `src/app/runtime-config.ts`), which
 * the locale pre-paint script sends as soon as it knows the visitor stays on a prerendered page:
 * the app, which needs the answer before it can start, then finds it on its way instead of
 * sending the request only once its modules have loaded and run (a round trip later, some 600 ms
 * on a slow 4G connection). DOM-free but for `window`; compiled into the inline script.
 */

/** File name of the web's run-time configuration, resolved against the app's base path. */
export const RUNTIME_CONFIG_FILE = 'config.json';
/** How long start-up waits for `config.json`, in milliseconds, from when the app needs it, before using the build's values. */
export const RUNTIME_CONFIG_TIMEOUT_MS = 3_000;
/** Name of the global through which the pre-paint script hands its request to the app. */
const RUNTIME_CONFIG_GLOBAL = '__runtimeConfigRequest';

/** A request for `config.json` under way: its URL and its answer. */
interface RuntimeConfigRequest {
  url: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    [RUNTIME_CONFIG_GLOBAL]?: RuntimeConfigRequest;
  }
}

/**
 * Requests `config.json` at `url`: revalidated (`no-cache`), so an edited file takes effect on the
 * next visit; same-origin credentials. No abort signal: the app bounds its own wait
 * ({@link RUNTIME_CONFIG_TIMEOUT_MS}, from when it needs the answer), and a signal timed from the
 * request would cut the body of an answer the app reads later.
 * @returns `fetchImpl`'s promise, which rejects on a network failure.
 */
export function requestRuntimeConfig(url: string, fetchImpl: typeof fetch = fetch): Promise<Response> {
  return fetchImpl(url, { cache: 'no-cache', credentials: 'same-origin', headers: { Accept: 'application/json' } });
}

/** Sends the request for `url` and leaves it for {@link takeRuntimeConfigRequest}. Never throws. */
export function startRuntimeConfigRequest(url: string): void {
  try {
    const response = requestRuntimeConfig(url);
    // The app reads the failure; until it does, it is not an unhandled rejection.
    response.catch(() => undefined);
    window[RUNTIME_CONFIG_GLOBAL] = { url, response };
  } catch {
    // `fetch` threw at once (a URL it refuses): the app sends the request itself and reports it.
  }
}

/**
 * The answer of the request the pre-paint script sent for `url`, once; `undefined` when it sent
 * none, or sent it for another URL (the app then sends its own).
 */
export function takeRuntimeConfigRequest(url: string): Promise<Response> | undefined {
  const request = window[RUNTIME_CONFIG_GLOBAL];
  window[RUNTIME_CONFIG_GLOBAL] = undefined;
  return request?.url === url ? request.response : undefined;
}
