// @ts-check
/**
 * The pages the bench's Lighthouse and CLS parts visit: every route in every locale.
 */

/** The locales' URL prefixes, longest first (`src/config/locales.ts`; English has none). */
const LOCALE_PREFIXES = ['/zh-TW/', '/zh/', '/'];

/** @param {string} path */
const prefixOf = (path) => LOCALE_PREFIXES.find((prefix) => path.startsWith(prefix)) ?? '/';

/**
 * Every page `sitemap` lists, with one announcement per locale (`announcementId`'s) in place of
 * them all, and the site search, which the sitemap leaves out, in each locale; grouped by locale
 * in the sitemap's order.
 * @param {string} sitemap the text of the build's `sitemap.xml`
 * @param {string} announcementId
 * @returns {string[]} URL paths, e.g. `/`, `/careers`, …, `/announcement/<id>`, `/search`, `/zh/`, …
 * @throws {Error} when the sitemap lists no page
 */
export function benchPaths(sitemap, announcementId) {
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  if (listed.length === 0) throw new Error('sitemap.xml lists no page');
  const pages = listed.filter((path) => !/\/announcement\/[^/]+$/.test(path));
  /** @type {Map<string, string[]>} */
  const byLocale = new Map();
  for (const path of pages) {
    const prefix = prefixOf(path);
    byLocale.set(prefix, [...(byLocale.get(prefix) ?? []), path]);
  }
  return [...byLocale].flatMap(([prefix, paths]) => [
    ...paths,
    `${prefix}announcement/${announcementId}`,
    `${prefix}search`,
  ]);
}
