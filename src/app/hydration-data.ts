/**
 * Reads a prerendered page's router data (`vite-plugins/prerender.ts` writes it as JSON in
 * `<script type="application/json" id="router-hydration-data">`), for react-router's
 * `createBrowserRouter({ hydrationData })`.
 */
import { HYDRATION_DATA_ID, PRE_PAINT_ID, PRERENDERED_PATH_ATTRIBUTE, type HydrationData } from './prerender-contract';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` as {@link HydrationData}, or `undefined` when it does not have that shape. */
export function parseHydrationData(value: unknown): HydrationData | undefined {
  if (!isRecord(value) || !isRecord(value.loaderData)) return undefined;
  if (value.actionData !== null && !isRecord(value.actionData)) return undefined;
  if (value.errors !== null) return undefined;
  return { loaderData: value.loaderData, actionData: value.actionData, errors: null };
}

/**
 * The router data of `doc` when it was prerendered for `pathname` itself. Not for a not-found
 * page (prerendered for every path of its locale, `/zh/*`) nor for another page's markup: the
 * app then renders afresh, since hydrating one URL's markup at another would keep its links.
 * @returns `undefined` also when the data is missing or malformed (logged by the caller as a
 *   page that renders afresh); never throws.
 */
export function readHydrationData(doc: Document, pathname: string): HydrationData | undefined {
  const prerenderedPath = doc.getElementById(PRE_PAINT_ID)?.getAttribute(PRERENDERED_PATH_ATTRIBUTE);
  if (prerenderedPath !== pathname) return undefined;
  const text = doc.getElementById(HYDRATION_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseHydrationData(JSON.parse(text));
  } catch {
    return undefined;
  }
}
