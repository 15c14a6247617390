/**
 * A content repository of its own for each test (what `CONTENT_ROOT` names for a build): the
 * published subjects other than announcements, the documents they link to, and helpers to write
 * announcements and PDFs into it. The tests of the content build (vite-plugins/content/) and of
 * drafts written from HKEXnews (scripts/hkexnews/) start from it.
 */
import { cp, mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach } from 'vitest';
import { useTempFolder } from './temp-folder';

const REPO = path.resolve(import.meta.dirname, '../../..');
const LOCALES = ['en', 'zh', 'zh-TW'] as const;
type Locale = (typeof LOCALES)[number];
const TITLES: Record<Locale, string> = { en: 'Results', zh: '业绩', 'zh-TW': '業績' };

/** An announcement to write: `id` and what differs from a published one in every language. */
export interface AnnouncementSource {
  id: string;
  /** Default `2026-11-20T16:45:00+08:00`. */
  publishedAt?: string;
  /** Default `information-disclosure`. */
  category?: string;
  filingEnglish?: string;
  filingChinese?: string;
  /** The languages to write, default all three. */
  locales?: readonly Locale[];
  /** Front matter fields to set (or, `undefined`, to leave out) in one locale only. */
  override?: { locale: Locale; fields: Record<string, string | undefined> };
  /** Markdown body, default one sentence in English. */
  body?: string;
}

/**
 * Before each test of the calling `describe` block, a new folder holding the repository's
 * `content/about`, `content/investors` and `content/legal` and its report, governance and
 * shareholder documents (linked, not copied), with an empty `public/documents/announcements/`.
 * @param prefix the start of the folder's name under the system's temporary folder.
 * @returns the current test's folder; call it inside a test or a hook.
 */
export function useContentRoot(prefix: string): () => string {
  const folder = useTempFolder(prefix);
  beforeEach(async () => {
    const root = folder();
    for (const subject of ['about', 'investors', 'legal']) {
      await cp(path.join(REPO, 'content', subject), path.join(root, 'content', subject), { recursive: true });
    }
    await mkdir(path.join(root, 'public/documents/announcements'), { recursive: true });
    for (const documents of ['reports', 'governance', 'shareholders']) {
      await symlink(path.join(REPO, 'public/documents', documents), path.join(root, 'public/documents', documents));
    }
  });
  return folder;
}

/** Writes `announcement`'s source files into `root` (`content/announcements/<locale>/<id>.md`). */
export async function writeAnnouncement(root: string, announcement: AnnouncementSource): Promise<void> {
  for (const locale of announcement.locales ?? LOCALES) {
    const fields: Record<string, string | undefined> = {
      id: announcement.id,
      title: TITLES[locale],
      category: announcement.category ?? 'information-disclosure',
      publishedAt: announcement.publishedAt ?? '2026-11-20T16:45:00+08:00',
      filingEnglish: announcement.filingEnglish || undefined,
      filingChinese: announcement.filingChinese || undefined,
      ...(announcement.override?.locale === locale && announcement.override.fields),
    };
    const frontMatter = Object.entries(fields)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
      .join('\n');
    const file = path.join(root, `content/announcements/${locale}/${announcement.id}.md`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(
      file,
      `---\n${frontMatter}\n---\n\n${announcement.body ?? `The Board announces ${TITLES[locale]}.`}\n`,
    );
  }
}

/**
 * Writes `bytes` bytes that open as a PDF (its signature, then padding) as
 * `public/documents/announcements/<name>` in `root`.
 * @returns the file's address on the site.
 */
export async function writePdf(root: string, name: string, bytes = 1234): Promise<string> {
  const pdf = Buffer.alloc(bytes, 0x20);
  pdf.write('%PDF-1.4\n');
  await writeFile(path.join(root, 'public/documents/announcements', name), pdf);
  return `/documents/announcements/${name}`;
}
