/**
 * How an announcement's filing PDFs are named on its page, in each locale: the filing's name (the
 * entry's `filingTitle`, else "Full announcement") and the language of the file, as the site has
 * always listed them ("Full announcement (Chinese, PDF)", "公告全文（英文版，PDF）"). The build
 * writes these into the content files (`vite-plugins/content/generate.ts`) and the CMS's preview
 * will show them the same way. Alias-free: the build loads it without the app's aliases.
 */
import type { Locale } from '../../common/locales.ts';

/** The languages a filing is uploaded in, as BCP 47 tags, in the order an English page lists them. */
const FILING_LANGUAGES = ['en', 'zh-Hant'] as const;
export type FilingLanguage = (typeof FILING_LANGUAGES)[number];

const WORDS: Record<Locale, { untitled: string; label: (name: string, language: FilingLanguage) => string }> = {
  en: {
    untitled: 'Full announcement',
    label: (name, language) => `${name} (${language === 'en' ? 'English' : 'Chinese'}, PDF)`,
  },
  zh: {
    untitled: '公告全文',
    label: (name, language) => `${name}（${language === 'en' ? '英文版' : '繁体中文版'}，PDF）`,
  },
  'zh-TW': {
    untitled: '公告全文',
    label: (name, language) => `${name}（${language === 'en' ? '英文版' : '中文版'}，PDF）`,
  },
};

/** The link text of a filing in `language` on a `locale` page; `name` is the entry's own, if any. */
export function filingLabel(locale: Locale, language: FilingLanguage, name: string | undefined): string {
  const words = WORDS[locale];
  return words.label(name?.trim() ? name : words.untitled, language);
}

/** The filings in the order a `locale` page lists them: its own language's first. */
export function filingOrder(locale: Locale): readonly FilingLanguage[] {
  return locale === 'en' ? FILING_LANGUAGES : [...FILING_LANGUAGES].reverse();
}
