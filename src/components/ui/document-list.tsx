import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import type { Attachment } from '@/lib/content-schemas';
import { formatBytes } from '@/lib/format';
import { classifyHref } from '@/lib/links';
import { Icon } from './icon';
import { SmartLink } from './smart-link';
import styles from './document-list.module.css';

/**
 * A link to a document. A file on this site is no screen of the app: it is a plain link the
 * browser loads itself (its PDF viewer, with Back to the page), never a router link, which would
 * show the not-found screen, nor under a locale prefix, which the host does not serve. A
 * document elsewhere follows the site's link rule (`SmartLink`).
 */
function DocumentLink({ href, children }: { href: string; children: ReactNode }) {
  const target = classifyHref(href);
  if (target.kind === 'internal') {
    return (
      <a href={target.path} className={styles.link} data-hover-icons>
        {children}
      </a>
    );
  }
  return (
    <SmartLink href={href} className={styles.link} data-hover-icons>
      {children}
    </SmartLink>
  );
}

/** Links to an item's documents (usually PDFs), each with its size when known. */
export function DocumentList({ attachments, label }: { attachments: readonly Attachment[]; label: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className={styles.list} aria-label={label}>
      {attachments.map((attachment) => (
        <li key={attachment.url}>
          <DocumentLink href={attachment.url}>
            <Icon name="pdf" size={22} />
            <span className={styles.title}>{attachment.title}</span>
            {attachment.sizeBytes !== undefined ? (
              <span className={styles.size}>{t('documents.size', { size: formatBytes(attachment.sizeBytes, locale) })}</span>
            ) : null}
          </DocumentLink>
        </li>
      ))}
    </ul>
  );
}
