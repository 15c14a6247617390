// @ts-check
/**
 * Writes the bundled filings as PDFs (`npm run documents`), so every PDF under `public/documents`
 * that the site's text can describe is made from that text, in each of its languages:
 *
 * - each announcement that has a filing (an attachment under `/documents/announcements/`) is printed
 *   from its body in English (`<id>.pdf`, the address it has always had) and in Traditional Chinese
 *   (`<id>-tc.pdf`), the two languages an issuer files in on HKEXnews (Listing Rules, rule 2.07C);
 * - every Markdown file under `documents/<folder>/` becomes `public/documents/<folder>/<name>.pdf`
 *   (circulars, notices, proxy forms, results presentations; reports; governance documents).
 *
 * Chromium lays the text out (`page.pdf`, tagged and with an outline), so words are separated as a
 * browser separates them and the Chinese text is set in Noto CJK. The build states each file's size
 * (`vite-plugins/content/generate.ts`).
 *
 * Needs Chromium (`/usr/bin/chromium` or `PLAYWRIGHT_CHROMIUM_PATH`) and Debian's `fonts-noto-cjk`;
 * the PDFs are content and are committed, so neither the build nor the tests run this.
 *
 * Usage: `npm run documents [-- <filter>]`, where the filter is part of the path under `public/documents`,
 * e.g. `npm run documents -- announcements/` or `npm run documents -- 2026-04-24`.
 */
import { readFile, readdir, writeFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { micromark } from 'micromark';
import * as OpenCC from 'opencc-js';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { runnerImport } from 'vite';
import { launchChromium } from '../bench/browser.mjs';
import { generateSiteContent } from '../content/build.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CONTENT = path.join(ROOT, 'public/content');
const PUBLIC_DOCUMENTS = path.join(ROOT, 'public/documents');
const SOURCES = path.join(ROOT, 'documents');
const ANNOUNCEMENT_FOLDER = '/documents/announcements/';

/** @typedef {'en' | 'zh-Hant' | 'zh-Hans'} Language */
/** @typedef {'announcement' | 'circular' | 'notice' | 'form' | 'slides' | 'document'} Kind */

/**
 * The group's identity as the site states it (`src/config/site.ts`, docs/design.md §1.3), loaded
 * through Vite's module runner since Node 20 cannot import TypeScript.
 * @type {{ module: { site: import('../../src/config/site.ts').SiteConfig } }}
 */
const { module: identity } = await runnerImport(fileURLToPath(new URL('../../src/config/site.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'silent',
});
const { site } = identity;
/** The issuer's names on a letterhead: English in capitals, Chinese as registered in Hong Kong. */
const ISSUER = { en: site.groupName.en.toUpperCase(), zh: site.groupName['zh-TW'] };

/**
 * The letterhead's and the closing's words in one language.
 * @typedef {object} Words
 * @property {string} incorporated
 * @property {string} stockCode
 * @property {string} byOrder
 * @property {string} place
 * @property {(noun: string) => string} disclaimer HKEX's standard disclaimer for a document of kind `noun`.
 * @property {Record<'announcement' | 'circular' | 'notice', string>} nouns
 */

/** @type {Words} */
const TRADITIONAL = {
  incorporated: '（於開曼群島註冊成立之有限公司）',
  stockCode: `（股份代號：${site.stockCode}）`,
  byOrder: '承董事會命',
  place: '香港',
  disclaimer: (noun) =>
    `香港交易及結算所有限公司及香港聯合交易所有限公司對本${noun}的內容概不負責，對其準確性或完整性亦不發表任何聲明，並明確表示概不就因本${noun}全部或任何部分內容而產生或因倚賴該等內容而引致的任何損失承擔任何責任。`,
  nouns: { announcement: '公告', circular: '通函', notice: '通告' },
};

// Simplified Chinese says the same as Hong Kong's Traditional Chinese, in mainland characters
// (opencc-js's hk → cn conversion: 於 → 于, 註冊 → 注册, 結算 → 结算).
const toSimplified = OpenCC.Converter({ from: 'hk', to: 'cn' });

/** @type {Record<Language, Words>} */
const WORDS = {
  en: {
    incorporated: '(Incorporated in the Cayman Islands with limited liability)',
    stockCode: `(Stock code: ${site.stockCode})`,
    byOrder: 'By order of the Board',
    place: 'Hong Kong',
    disclaimer: (noun) =>
      `Hong Kong Exchanges and Clearing Limited and The Stock Exchange of Hong Kong Limited take no responsibility for the contents of this ${noun}, make no representation as to its accuracy or completeness and expressly disclaim any liability whatsoever for any loss howsoever arising from or in reliance upon the whole or any part of the contents of this ${noun}.`,
    nouns: { announcement: 'announcement', circular: 'circular', notice: 'notice' },
  },
  'zh-Hant': TRADITIONAL,
  'zh-Hans': {
    incorporated: toSimplified(TRADITIONAL.incorporated),
    stockCode: toSimplified(TRADITIONAL.stockCode),
    byOrder: toSimplified(TRADITIONAL.byOrder),
    place: TRADITIONAL.place,
    disclaimer: (noun) => toSimplified(TRADITIONAL.disclaimer(noun)),
    nouns: TRADITIONAL.nouns,
  },
};

/** The `lang` of the printed page: Hong Kong's Chinese, so Chromium picks the HK glyph forms. */
const HTML_LANG = { en: 'en-HK', 'zh-Hant': 'zh-Hant-HK', 'zh-Hans': 'zh-Hans' };
/**
 * Chromium's PDF backend (Skia) embeds only TrueType outlines; the system's Noto CJK is CFF and would
 * be drawn as Type 3 glyphs (about 450 KB a page, poor on screen). Fontsource's Noto Serif TC/SC are
 * TrueType, split by Unicode range, so a page loads and embeds only the ranges it uses.
 */
const require = createRequire(import.meta.url);
const CHINESE_FONT = { en: 'noto-serif-tc', 'zh-Hant': 'noto-serif-tc', 'zh-Hans': 'noto-serif-sc' };
/**
 * The style sheets of the fonts a document in `language` uses (the English letterhead carries the
 * Chinese name too).
 * @param {Language} language
 */
const fontCss = (language) =>
  [400, 700].flatMap((weight) => [
    `@fontsource/noto-serif/${weight}.css`,
    `@fontsource/${CHINESE_FONT[language]}/${weight}.css`,
  ]);
/** @param {Language} language */
const fontFamily = (language) => `"Noto Serif", "Noto Serif ${language === 'zh-Hans' ? 'SC' : 'TC'}", serif`;

/**
 * One PDF to write.
 * @typedef {object} Job
 * @property {string} output Absolute path of the PDF.
 * @property {Language} language
 * @property {Kind} kind
 * @property {string} title Document title (PDF metadata and the heading).
 * @property {string} markdown Body in CommonMark + GFM, without the title.
 * @property {Date} [date] Publication date, for an announcement's closing.
 */

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * The date an announcement closes with, in Hong Kong time: "12 November 2026", "2026年11月12日".
 * @param {Date} date
 * @param {Language} language
 */
function closingDate(date, language) {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    timeZone: 'Asia/Hong_Kong',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
}

/**
 * The page Chromium prints.
 * @param {Job} job
 * @returns {string} A whole HTML document.
 */
export function documentHtml(job) {
  const words = WORDS[job.language];
  const slides = job.kind === 'slides';
  const noun =
    job.kind === 'announcement' || job.kind === 'circular' || job.kind === 'notice' ? words.nouns[job.kind] : undefined;
  const body = micromark(job.markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()] });
  const closing =
    job.kind === 'announcement' && job.date
      ? `<p class="closing">${words.byOrder}<br>${escapeHtml(job.language === 'en' ? site.groupName.en : ISSUER.zh)}</p>
         <p>${words.place}${job.language === 'en' ? ', ' : '，'}${closingDate(job.date, job.language)}</p>`
      : '';
  return `<!doctype html>
<html lang="${HTML_LANG[job.language]}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(job.title)}</title>
${fontCss(job.language)
  .map((css) => `<link rel="stylesheet" href="${pathToFileURL(require.resolve(css)).href}">`)
  .join('\n')}
<style>
  @page { size: A4 ${slides ? 'landscape' : 'portrait'}; margin: ${slides ? '16mm 20mm' : '22mm 22mm 24mm'}; }
  html { font-family: ${fontFamily(job.language)}; font-size: ${slides ? '15pt' : '10.5pt'}; line-height: 1.55; color: #111; }
  body { margin: 0; }
  .disclaimer { font-size: 8pt; line-height: 1.4; border: 0.6pt solid #444; padding: 6pt 8pt; margin: 0 0 14pt; text-align: justify; }
  header { margin-bottom: 16pt; }
  header p { text-align: center; }
  header .name { font-weight: 700; font-size: 13pt; letter-spacing: 0.02em; margin: 0; }
  header .name-second { font-weight: 700; font-size: 13pt; margin: 2pt 0 0; }
  header .small { font-size: 9pt; margin: 2pt 0 0; }
  h1 { text-align: center; font-size: ${slides ? '24pt' : '12.5pt'}; margin: 18pt 0 14pt; border-block: ${slides ? 'none' : '0.6pt solid #111'}; padding: 6pt 0; }
  h2 { font-size: ${slides ? '20pt' : '11pt'}; margin: 16pt 0 6pt; }
  h3 { font-size: ${slides ? '16pt' : '10.5pt'}; margin: 12pt 0 4pt; }
  p, li { text-align: ${job.language === 'en' ? 'justify' : 'left'}; margin: 0 0 7pt; }
  table { border-collapse: collapse; width: 100%; margin: 8pt 0 12pt; font-size: ${slides ? '13pt' : '9.5pt'}; break-inside: avoid; }
  th, td { border: 0.6pt solid #555; padding: 4pt 6pt; text-align: left; vertical-align: top; }
  th { background: #eee; }
  a { color: inherit; }
  .closing { margin-top: 20pt; }
  ${job.kind === 'document' ? 'h2, h3, li > p:first-child { break-after: avoid; } li { break-inside: avoid; }' : ''}
  ${slides ? 'h2 { break-before: page; border-bottom: 2pt solid #0b5cad; padding-bottom: 4pt; } .cover { min-height: 150mm; display: flex; flex-direction: column; justify-content: center; }' : ''}
</style>
</head>
<body>
${noun ? `<p class="disclaimer">${words.disclaimer(noun)}</p>` : ''}
<div class="${slides ? 'cover' : ''}">
<header>
  <p class="name">${ISSUER.en}</p>
  <p class="name-second">${ISSUER.zh}</p>
  <p class="small">${words.incorporated}</p>
  <p class="small">${words.stockCode}</p>
</header>
<h1>${escapeHtml(job.title)}</h1>
</div>
${body}
${closing}
</body>
</html>`;
}

/**
 * A Markdown source's kind, from its name (`…-agm-circular-en.md`, `…-notice-of-agm-tc.md`); the
 * reports and governance documents (`documents/reports/`, `documents/governance/`) are documents,
 * which carry no Exchange disclaimer.
 * @param {string} folder
 * @param {string} name
 * @returns {Kind}
 */
function kindOf(folder, name) {
  if (folder === 'reports' || folder === 'governance') return 'document';
  if (name.includes('presentation')) return 'slides';
  if (name.includes('proxy-form')) return 'form';
  if (name.includes('circular')) return 'circular';
  if (name.includes('notice')) return 'notice';
  return 'announcement';
}

/**
 * A source's language, from its suffix: `-en`, `-tc` (Traditional Chinese), `-sc` (Simplified
 * Chinese). The issuer files in English and Traditional Chinese, as on HKEXnews; its results
 * presentations are also in Simplified Chinese.
 * @param {string} name
 * @returns {Language}
 */
function languageOf(name) {
  if (name.endsWith('-tc')) return 'zh-Hant';
  if (name.endsWith('-sc')) return 'zh-Hans';
  if (name.endsWith('-en')) return 'en';
  throw new Error(`${name}: a document source ends with -en, -tc or -sc`);
}

/**
 * Splits a source into its `# ` title line and the rest.
 * @param {string} source
 * @param {string} file For the error message.
 */
function splitTitle(source, file) {
  const match = /^# (.+)\r?\n/.exec(source);
  if (!match?.[1]) throw new Error(`${file}: the first line must be "# <title>"`);
  return { title: match[1].trim(), markdown: source.slice(match[0].length) };
}

/** @param {string} locale */
async function readAnnouncements(locale) {
  /** @type {{ id: string; title: string; publishedAt: string; attachments?: { url: string }[] }[]} */
  const list = JSON.parse(await readFile(path.join(CONTENT, locale, 'announcements.json'), 'utf8'));
  return list;
}

/** @returns {Promise<Job[]>} Both filings of every announcement that has one. */
async function announcementJobs() {
  const english = await readAnnouncements('en');
  const chinese = new Map((await readAnnouncements('zh-TW')).map((item) => [item.id, item]));
  /** @type {Job[]} */
  const jobs = [];
  for (const item of english) {
    if (!item.attachments?.some((attachment) => attachment.url.startsWith(ANNOUNCEMENT_FOLDER))) continue;
    const zh = chinese.get(item.id);
    if (!zh) throw new Error(`${item.id}: no Traditional Chinese announcement to print`);
    const date = new Date(item.publishedAt);
    for (const [entry, language, locale, suffix] of /** @type {const} */ ([
      [item, 'en', 'en', ''],
      [zh, 'zh-Hant', 'zh-TW', '-tc'],
    ])) {
      jobs.push({
        output: path.join(PUBLIC_DOCUMENTS, 'announcements', `${item.id}${suffix}.pdf`),
        language,
        kind: 'announcement',
        title: entry.title,
        markdown: await readFile(path.join(CONTENT, locale, 'announcements', `${item.id}.md`), 'utf8'),
        date,
      });
    }
  }
  return jobs;
}

/** @returns {Promise<Job[]>} One job per Markdown file under `documents/<folder>/`. */
async function sourceJobs() {
  /** @type {Job[]} */
  const jobs = [];
  for (const folder of await readdir(SOURCES, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of await readdir(path.join(SOURCES, folder.name))) {
      if (!file.endsWith('.md')) continue;
      const name = file.slice(0, -'.md'.length);
      const source = await readFile(path.join(SOURCES, folder.name, file), 'utf8');
      jobs.push({
        output: path.join(PUBLIC_DOCUMENTS, folder.name, `${name}.pdf`),
        language: languageOf(name),
        kind: kindOf(folder.name, name),
        ...splitTitle(source, `documents/${folder.name}/${file}`),
      });
    }
  }
  return jobs;
}

/** The page numbers Chromium prints at the foot of each page ("3 / 12"). */
const FOOTER = `<div style="font-size:8pt;width:100%;text-align:center;color:#555;"><span class="pageNumber"></span> / <span class="totalPages"></span></div>`;

async function main() {
  const filter = process.argv[2];
  // The announcements as the site publishes them, from the sources in content/.
  const published = await generateSiteContent();
  if (published.report) throw new Error(published.report);
  const jobs = [...(await announcementJobs()), ...(await sourceJobs())].filter(
    (job) => !filter || path.relative(PUBLIC_DOCUMENTS, job.output).includes(filter),
  );
  const browser = await launchChromium();
  // A file: page, so that the fonts' file: style sheets may load.
  const scratch = await mkdtemp(path.join(tmpdir(), 'documents-'));
  try {
    const page = await browser.newPage();
    for (const job of jobs) {
      const html = path.join(scratch, 'page.html');
      await writeFile(html, documentHtml(job));
      await page.goto(pathToFileURL(html).href, { waitUntil: 'load' });
      // Chromium prints once the fonts a page uses have loaded.
      await page.evaluate(() => globalThis.document.fonts.ready);
      await mkdir(path.dirname(job.output), { recursive: true });
      const pdf = await page.pdf({
        preferCSSPageSize: true,
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate: FOOTER,
        tagged: true,
        outline: true,
      });
      await writeFile(job.output, pdf);
      console.log(`${path.relative(ROOT, job.output)}  ${(pdf.length / 1024).toFixed(1)} KiB`);
    }
  } finally {
    await browser.close();
    await rm(scratch, { recursive: true, force: true });
  }
  console.log(`${jobs.length} PDFs written; the build states their sizes (vite-plugins/content/generate.ts).`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
