// @ts-check
/**
 * The website's published announcements as the watch and the gaps read them: the list the build
 * writes for each locale, `/content/<locale>/announcements.json` (`vite-plugins/content/`).
 */
import * as z from 'zod';

/** An item of the published list, as far as the watcher needs it. */
const websiteAnnouncementSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  publishedAt: z.string(),
  attachments: z.optional(z.array(z.looseObject({ language: z.string(), sizeBytes: z.optional(z.number()) }))),
});
/** @typedef {z.infer<typeof websiteAnnouncementSchema>} WebsiteAnnouncement */

/**
 * The website's published list of announcements in `locale`, checked.
 * @param {string} site the website's origin, `https://…`
 * @param {'en' | 'zh-TW'} locale
 * @param {typeof fetch} fetchFn
 * @returns {Promise<WebsiteAnnouncement[]>}
 * @throws {Error} naming the list's URL when it cannot be fetched, does not answer 200, or is not the list
 */
export async function readWebsiteList(site, locale, fetchFn) {
  const url = `${site.replace(/\/+$/, '')}/content/${locale}/announcements.json`;
  const fail = (/** @type {string} */ why) => new Error(`The website's list ${url} cannot be read: ${why}`);
  const response = await fetchFn(url, { headers: { accept: 'application/json' }, cache: 'no-store' }).catch(
    (/** @type {Error} */ error) => {
      throw fail(`it could not be fetched (${error.message})`);
    },
  );
  if (!response.ok) throw fail(`it answered ${response.status}`);
  const parsed = z.array(websiteAnnouncementSchema).safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw fail('it is not the website’s list of announcements');
  return parsed.data;
}
