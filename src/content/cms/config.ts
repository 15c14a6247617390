/**
 * The files the CMS reads, as this module writes them: `admin/config.yml`, its configuration
 * (Decap CMS, decapcms.org/docs/configuration-options; Sveltia CMS reads it too), with the
 * settings below and the collections made from the site's schemas (`./collections.ts`), in
 * English; and `admin/labels.zh-Hant.json`, the same words in Traditional Chinese for the CMS's
 * Chinese interface (`admin/translate.ts`). Both take their words from the CMS's catalogue,
 * `locales/cms/en.json` and `locales/cms/zh-TW.json`. `npm run cms:config` writes the files;
 * `npm run check` fails while a committed one differs from what this writes
 * (`scripts/content/cms-config.mjs`).
 */
import { Document, isMap, isScalar } from 'yaml';
import { LOCALES, DEFAULT_LOCALE } from '@/config/locales';
import { site } from '@/config/site';
import english from '@locales/cms/en.json';
import chinese from '@locales/cms/zh-TW.json';
import { cmsCollections, type CmsWords } from './collections';

/** A catalogue's content: words, in objects by collection, file and field. */
type Words = { readonly [key: string]: string | Words };

/**
 * The values of the placeholders a catalogue's words may hold, `{{name}}`: facts the site's
 * configuration owns, so that a message cannot go on naming what the configuration no longer says
 * (`hosts`: the hosts a document's address may name, `site.documentHosts`, which the fields'
 * pattern is made from).
 */
const PLACEHOLDERS: Readonly<Record<string, string>> = { hosts: site.documentHosts.join(', ') };

/**
 * `value` as a catalogue, whose every leaf is a string with more than white space, with its
 * placeholders ({@link PLACEHOLDERS}) filled in.
 * @throws {Error} naming the key of the first leaf that is not a string, is empty or names an
 *   unknown placeholder.
 */
function catalogue(value: unknown, name: string, where = ''): Words {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${name}: ${where || 'the file'} is not a set of words`);
  }
  const words: Record<string, string | Words> = {};
  for (const [key, leaf] of Object.entries(value)) {
    const at = where ? `${where}.${key}` : key;
    if (typeof leaf === 'string') {
      if (!leaf.trim()) throw new Error(`${name}: ${at} is empty`);
      // A function, not a string, as the replacement: a value's `$&` or `$1` stays as written.
      words[key] = leaf.replace(/\{\{([^{}]*)\}\}/g, (_match, placeholder: string) => {
        const filled = Object.hasOwn(PLACEHOLDERS, placeholder) ? PLACEHOLDERS[placeholder] : undefined;
        if (filled === undefined) {
          throw new Error(`${name}: ${at} names {{${placeholder}}}; a message may name ${placeholderList()}`);
        }
        return filled;
      });
    } else words[key] = catalogue(leaf, name, at);
  }
  return words;
}

const placeholderList = () =>
  Object.keys(PLACEHOLDERS)
    .map((placeholder) => `{{${placeholder}}}`)
    .join(', ');

/** What the file says first, for whoever opens it. */
const HEADER = `admin/config.yml: written by npm run cms:config from src/content/cms/ (the CMS's settings),
the site's schemas (src/content/registry.ts) and the CMS's catalogue (locales/cms/). Do not edit
it: a change here is undone by the next run, and npm run check fails until the file is what the
script writes.

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
    collections: cmsCollections(catalogue(english, 'locales/cms/en.json') as CmsWords),
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

/**
 * The text of `admin/labels.zh-Hant.json`: each English word of the catalogue and its Traditional
 * Chinese, sorted, as `admin/translate.ts` looks them up (by the English text).
 * @throws {Error} naming the key, when the two catalogues do not have the same keys, or one
 *   English text has two translations (the lookup could hold only one).
 */
export function cmsChineseLabelsText(): string {
  const labels = new Map<string, string>();
  const walk = (en: Words, zh: Words, where: string) => {
    const keys = new Set([...Object.keys(en), ...Object.keys(zh)]);
    for (const key of keys) {
      const at = where ? `${where}.${key}` : key;
      const [from, to] = [en[key], zh[key]];
      if (typeof from === 'string' && typeof to === 'string') {
        const seen = labels.get(from);
        if (seen !== undefined && seen !== to) {
          throw new Error(`locales/cms/zh-TW.json: ${at} translates “${from}” as “${to}”, elsewhere as “${seen}”`);
        }
        labels.set(from, to);
      } else if (typeof from === 'object' && typeof to === 'object') walk(from, to, at);
      else throw new Error(`locales/cms/zh-TW.json: ${at} is not as in locales/cms/en.json`);
    }
  };
  walk(catalogue(english, 'locales/cms/en.json'), catalogue(chinese, 'locales/cms/zh-TW.json'), '');
  const sorted = Object.fromEntries([...labels].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${JSON.stringify(sorted, null, 2)}\n`;
}
