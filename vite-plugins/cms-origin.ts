/**
 * Where the CMS is served (docs/publishing.md, "The CMS's own Content-Security-Policy"): the build
 * setting `VITE_CMS_ORIGIN`, read by the site's build (`./prerender.ts`, for `/admin/`'s headers)
 * and the CMS's (`admin/vite.config.ts`, for what goes into `dist/admin/`). Empty or unset, the CMS
 * is served at the site's `/admin/`; set, it is the CMS's own origin (`https://cms.<domain>`), and
 * `/admin/` only links there.
 */

/** The build setting's name, as `.env` files and the environment spell it. */
export const CMS_ORIGIN_VARIABLE = 'VITE_CMS_ORIGIN';

/**
 * The CMS's own origin from the setting's raw value, or `undefined` when it is empty or unset.
 * @throws {Error} naming the setting when the value is not an `https:` origin (a path, a query,
 *   a fragment or a user name would make it more than an origin; `http:` would put the editor's
 *   login on an insecure page, which Decap CMS refuses anyway)
 */
export function cmsOrigin(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  const problem = `${CMS_ORIGIN_VARIABLE} is ${JSON.stringify(text)}: it must be the CMS's own https origin, such as https://cms.lumenpacific-group.com, or empty to serve the CMS at /admin/`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(problem);
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(problem);
  }
  return url.origin;
}
