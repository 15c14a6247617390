// @vitest-environment node
/**
 * The bundled filings as a reader's PDF viewer sees them: the text pdf.js extracts (the same
 * library Firefox and many viewers use), in the filing's language, with its words apart.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { type DocumentLanguage } from '@/lib/content/schemas';
import { announcementSummarySchema } from '@/content/announcements/schema';

const PUBLIC = path.resolve(__dirname, '../../../public');
const read = (file: string) => readFileSync(path.join(PUBLIC, file), 'utf8');

const english = z.array(announcementSummarySchema).parse(JSON.parse(read('content/en/announcements.json')));
const filings = english.flatMap((item) =>
  (item.attachments ?? []).map((attachment) => ({ id: item.id, url: attachment.url, language: attachment.language })),
);

/** All the text of a PDF, lines joined by a space as a viewer's copy would. */
async function pdfText(url: string): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(readFileSync(path.join(PUBLIC, url))) }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await document.destroy();
  return pages.join('\n');
}

/** The body's plain words, without Markdown's marks, on one line. */
function plainBody(id: string, language: DocumentLanguage | undefined): string {
  const locale = language === 'zh-Hant' ? 'zh-TW' : 'en';
  return read(`content/${locale}/announcements/${id}.md`)
    .replace(/^#+\s*|^\s*[-*]\s+|^\s*\d+\.\s+|\*\*|__|\[|\]\([^)]*\)|^\|.*$/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const CJK = /[\u4e00-\u9fff]/gu;

describe('bundled filings', () => {
  it('are in both languages for every announcement with a document, in every locale', () => {
    expect(filings.length).toBeGreaterThanOrEqual(40);
    for (const locale of ['en', 'zh', 'zh-TW']) {
      const items = z.array(announcementSummarySchema).parse(JSON.parse(read(`content/${locale}/announcements.json`)));
      for (const item of items.filter((entry) => (entry.attachments ?? []).length > 0)) {
        const languages = (item.attachments ?? []).map((attachment) => attachment.language).sort();
        expect(languages, `${locale}: ${item.id}`).toEqual(['en', 'zh-Hant']);
      }
    }
  });

  it.each(filings)('$url is in its language, words apart', async ({ id, url, language }) => {
    const text = await pdfText(url);
    const chinese = (text.match(CJK) ?? []).length;
    if (language === 'zh-Hant') expect(chinese, 'Chinese characters').toBeGreaterThan(200);
    else expect(chinese, 'Chinese characters (the letterhead only)').toBeLessThan(30);
    // A web address runs straight on into the next word only when a space was lost ("hkexnews.hkand").
    const body = plainBody(id, language);
    for (const address of body.match(/https?:\/\/[^\s)]+[^\s).,;，。]/g) ?? []) {
      const at = text.indexOf(address);
      expect(at, address).toBeGreaterThanOrEqual(0);
      expect(text.charAt(at + address.length), `after ${address}`).not.toMatch(/[A-Za-z0-9]/);
    }
    // Every sentence of the body is in the PDF as written, spaces and all (the viewer may break lines).
    const flat = text.replace(/-\n/g, '-').replace(/\s+/g, language === 'zh-Hant' ? '' : ' ');
    const sentences = body.split(language === 'zh-Hant' ? /。/ : /(?<=\.)\s/).filter((s) => s.length > 20);
    for (const sentence of sentences.slice(0, 6)) {
      const expected = language === 'zh-Hant' ? sentence.replace(/\s+/g, '') : sentence;
      expect(flat, url).toContain(expected.slice(0, 80));
    }
  });

  const shareholderFiles = (
    JSON.parse(read('content/en/shareholder-information.json')) as {
      documents: { attachments: { url: string; language: DocumentLanguage }[] }[];
    }
  ).documents.flatMap((document) => document.attachments);

  it.each(shareholderFiles)('$url is printed from its source, in its language', async ({ url, language }) => {
    const source = readFileSync(
      path.join(PUBLIC, '..', 'documents', url.replace(/^\/documents\//, '').replace(/\.pdf$/, '.md')),
      'utf8',
    );
    const text = await pdfText(url);
    const chinese = (text.match(CJK) ?? []).length;
    if (language === 'en') expect(chinese, 'Chinese characters (the letterhead only)').toBeLessThan(30);
    else expect(chinese, 'Chinese characters').toBeGreaterThan(200);
    const title = /^# (.+)$/m.exec(source)?.[1] ?? '';
    expect(text.replace(/\s+/g, ''), url).toContain(title.replace(/\s+/g, ''));
  });
});
