// @ts-check
/**
 * Simplified Chinese derived from Traditional Chinese as written in Hong Kong, with OpenCC
 * (`opencc-js`, from `hk` to `cn`: characters and Mainland phrasing).
 *
 * HKEX requires an issuer's announcements in English and Chinese (Main Board Listing Rule 2.07C;
 * GEM Listing Rule 16.19), written in Traditional Chinese in Hong Kong; the site's Simplified
 * Chinese is a courtesy. Where nobody has written it, it is derived and says so
 * (`convertedFrom: zh-TW`), so a reviewer sees which text no person wrote. Used by the content
 * build (vite-plugins/content/generate.ts) and the HKEXnews watcher (scripts/hkexnews/draft.mjs).
 */
// The Traditional-to-Simplified build only (about a tenth of the whole), as the preview page loads it too.
import * as OpenCC from 'opencc-js/t2cn';

/** The front matter field, and its value, that mark a Simplified Chinese text derived from `zh-TW`. */
export const CONVERTED_FROM_FIELD = 'convertedFrom';
export const CONVERTED_FROM = 'zh-TW';

/** @type {((text: string) => string) | undefined} */
let converter;

/**
 * `text` in Simplified Chinese, Mainland phrasing; what is not Chinese (English, digits, Markdown,
 * HTML) is left as it is. The dictionaries load on the first call.
 * @param {string} text Traditional Chinese as written in Hong Kong.
 * @returns {string}
 */
export function toSimplified(text) {
  converter ??= OpenCC.Converter({ from: 'hk', to: 'cn' });
  return converter(text);
}

/**
 * `value` with every string converted by {@link toSimplified}, at any depth, but the values of
 * the keys in `keep` (ids, dates, categories, file paths: one value in every language).
 * @template T
 * @param {T} value a front matter or a YAML document.
 * @param {ReadonlySet<string>} keep
 * @returns {T}
 */
export function simplifiedData(value, keep) {
  if (typeof value === 'string') return /** @type {T} */ (toSimplified(value));
  if (Array.isArray(value)) return /** @type {T} */ (value.map((item) => simplifiedData(item, keep)));
  // Plain objects only: a date the YAML reader made stays a date.
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return /** @type {T} */ (
      Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, keep.has(key) ? item : simplifiedData(item, keep)]),
      )
    );
  }
  return value;
}

/** Whether an editor left `value` out or empty. */
const blank = (/** @type {unknown} */ value) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());

/**
 * The Simplified Chinese version of an entry's fields: `written` as an editor wrote it, with every
 * field left out or empty taken from `traditional` converted by {@link simplifiedData}; without
 * `written`, all of it. The values of the keys in `keep` are the Traditional Chinese's as they are.
 * What was derived is marked with {@link CONVERTED_FROM_FIELD}; what an editor wrote is never
 * replaced.
 * @param {Record<string, unknown>} traditional the Traditional Chinese fields (Hong Kong).
 * @param {Record<string, unknown> | undefined} written the Simplified Chinese fields, if any.
 * @param {ReadonlySet<string>} keep
 * @returns {{ data: Record<string, unknown>, derived: boolean }}
 */
export function fillSimplified(traditional, written, keep) {
  const converted = simplifiedData(traditional, keep);
  if (!written) return { data: { ...converted, [CONVERTED_FROM_FIELD]: CONVERTED_FROM }, derived: true };
  const data = { ...written };
  let derived = false;
  for (const [key, value] of Object.entries(converted)) {
    if (key === CONVERTED_FROM_FIELD || !blank(data[key]) || blank(value)) continue;
    data[key] = value;
    derived = true;
  }
  return { data: derived ? { ...data, [CONVERTED_FROM_FIELD]: CONVERTED_FROM } : data, derived };
}
