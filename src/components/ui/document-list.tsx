import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/locale/use-locale';
import { LANGUAGE_TAG, type Locale } from '@/config/locales';
import type { Attachment, DocumentLanguage } from '@/lib/content/schemas';
import { formatBytes } from '@/lib/locale/format';
import { Icon } from './icon';
import { SmartLink } from './smart-link';
import styles from './document-list.module.css';

export interface DocumentListProps {
  attachments: readonly Attachment[];
  /** The list's accessible name. */
  label: string;
  /**
   * The item's own heading already names each document (a report, a governance document): each
   * link then shows a short label, the note its title ends with in brackets ("PDF",
   * "繁体中文版，PDF") and its size, and keeps the whole title as its accessible name.
   */
  named?: boolean;
}

/**
 * The note a document title ends with in brackets, which tells one file of the same document
 * from another: "Annual Report 2025 (PDF)" → "PDF", "2025年年报（繁体中文版，PDF）" →
 * "繁体中文版，PDF"; undefined when there is none.
 */
function titleNote(title: string): string | undefined {
  return /[(（]([^()（）]+)[)）]\s*$/.exec(title)?.[1]?.trim() || undefined;
}

/** The other Chinese script, which a Chinese reader takes before English. */
const OTHER_CHINESE: Readonly<Record<Locale, DocumentLanguage | undefined>> = {
  en: undefined,
  zh: 'zh-Hant',
  'zh-TW': 'zh-Hans',
};

/**
 * An item's documents in the order a reader of `locale` looks for them: those in the page's language
 * (and those that do not say theirs) first, then the other Chinese script on a Chinese page, then the
 * rest, each group in its given order. So a Chinese page lists the Chinese filing first and the English
 * one beside it, and the English page the reverse, whatever order the content API sends.
 */
export function orderByLanguage(attachments: readonly Attachment[], locale: Locale): Attachment[] {
  const rank = (language: DocumentLanguage | undefined) => {
    if (language === undefined || language === LANGUAGE_TAG[locale]) return 0;
    return language === OTHER_CHINESE[locale] ? 1 : 2;
  };
  return [...attachments].sort((a, b) => rank(a.language) - rank(b.language));
}

/**
 * Links to an item's documents (usually PDFs), each with its size when known, in the page's language
 * first ({@link orderByLanguage}); a document in another language says so with `hreflang`.
 */
export function DocumentList({ attachments, label, named = false }: DocumentListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className={styles.list} aria-label={label}>
      {orderByLanguage(attachments, locale).map((attachment) => {
        const size = attachment.sizeBytes === undefined ? undefined : formatBytes(attachment.sizeBytes, locale);
        const note = named ? titleNote(attachment.title) : undefined;
        return (
          <li key={attachment.url}>
            <SmartLink href={attachment.url} hrefLang={attachment.language} className={styles.link} data-hover-icons>
              <Icon name="pdf" size={22} />
              {note === undefined ? (
                <span className={styles.title}>{attachment.title}</span>
              ) : (
                <>
                  {/* The whole title stays the accessible name, which tells the link from the page's
                      other PDFs; the note is part of it, so the visible copy is not read twice. */}
                  <span className="sr-only">{attachment.title}</span>
                  <span className={`${styles.title} ${styles.note}`} aria-hidden="true">
                    {note}
                  </span>
                </>
              )}
              {size === undefined ? null : (
                <span className={styles.size}>{note === undefined ? t('documents.size', { size }) : size}</span>
              )}
            </SmartLink>
          </li>
        );
      })}
    </ul>
  );
}
