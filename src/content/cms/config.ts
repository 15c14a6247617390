/**
 * `admin/config.yml`, the CMS's configuration (Decap CMS, decapcms.org/docs/configuration-options;
 * Sveltia CMS reads it too), as this module writes it: the settings below and the collections
 * made from the site's schemas (`./collections.ts`). `npm run cms:config` writes the file;
 * `npm run check` fails while the committed file differs from what this writes
 * (`scripts/content/cms-config.mjs`).
 */
import { Document, isMap, isScalar } from 'yaml';
import { LOCALES, DEFAULT_LOCALE } from '@/config/locales';
import { site } from '@/config/site';
import { cmsCollections } from './collections';

/** What the file says first, for whoever opens it. */
const HEADER = `admin/config.yml: written by npm run cms:config from src/content/cms/ (the CMS's words and
settings) and the site's schemas (src/content/registry.ts). Do not edit it: a change here is
undone by the next run, and npm run check fails until the file is what the script writes.

The CMS at /admin/ (Decap CMS; Sveltia CMS reads this file too) edits the content sources under
content/, which the build publishes (docs/publishing.md). A document's address (a file chosen
here, or an address pasted) is a path under /documents/ or an https:// address on a host of
documentHosts in src/config/site.ts.`;

/** A comment above a top-level setting: why it is so. */
const COMMENTS: Record<string, string> = {
  backend: ' IT sets the repository and the login (docs/publishing.md, "Setting up the CMS").',
  local_backend:
    ' On this computer (localhost) the CMS edits the working copy through decap-server instead of\n GitHub: `npm run cms` (docs/publishing.md, "Trying the CMS locally").',
  publish_mode:
    ' Draft → In review → Ready → Published. Drafts are branches (cms/…), never main: an\n announcement may be inside information until HKEXnews publishes it.',
  i18n: ' Traditional Chinese beside English in the editor; Simplified Chinese by switching the left pane.',
};

/** The configuration as data. */
function cmsConfig(): Record<string, unknown> {
  return {
    backend: {
      name: 'github',
      repo: 'lumen-pacific/website',
      branch: 'main',
      base_url: 'https://cms-auth.lumenpacific-group.com',
      commit_messages: {
        create: 'Create {{collection}} “{{slug}}”',
        update: 'Update {{collection}} “{{slug}}”',
        delete: 'Delete {{collection}} “{{slug}}”',
        uploadMedia: 'Upload “{{path}}”',
        deleteMedia: 'Delete “{{path}}”',
      },
    },
    local_backend: true,
    publish_mode: 'editorial_workflow',
    site_url: site.origin,
    display_url: site.origin,
    logo_url: '/favicon.svg',
    show_preview_links: false,
    search: true,
    media_folder: 'public/documents',
    public_folder: '/documents',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    // English first, then Traditional Chinese, beside it in the editor.
    i18n: {
      structure: 'multiple_folders',
      locales: [
        DEFAULT_LOCALE,
        'zh-TW',
        ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE && locale !== 'zh-TW'),
      ],
      default_locale: DEFAULT_LOCALE,
    },
    collections: cmsCollections(),
  };
}

/** The text of `admin/config.yml`, as the script writes it. */
export function cmsConfigText(): string {
  const document = new Document(cmsConfig());
  document.commentBefore = HEADER.split('\n')
    .map((line) => (line ? ` ${line}` : ''))
    .join('\n');
  if (isMap(document.contents)) {
    for (const pair of document.contents.items) {
      const comment = isScalar(pair.key) ? COMMENTS[String(pair.key.value)] : undefined;
      if (comment && isScalar(pair.key)) {
        pair.key.spaceBefore = pair !== document.contents.items[0];
        pair.key.commentBefore = comment;
      }
    }
  }
  return document.toString({ lineWidth: 0 });
}
