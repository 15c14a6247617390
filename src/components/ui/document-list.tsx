import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import type { Attachment } from '@/lib/content-schemas';
import { formatBytes } from '@/lib/format';
import { Icon } from './icon';
import { SmartLink } from './smart-link';
import styles from './document-list.module.css';

/** Links to an item's documents (usually PDFs), each with its size when known. */
export function DocumentList({ attachments, label }: { attachments: readonly Attachment[]; label: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className={styles.list} aria-label={label}>
      {attachments.map((attachment) => (
        <li key={attachment.url}>
          <SmartLink href={attachment.url} className={styles.link} data-hover-icons>
            <Icon name="pdf" size={22} />
            <span className={styles.title}>{attachment.title}</span>
            {attachment.sizeBytes !== undefined ? (
              <span className={styles.size}>{t('documents.size', { size: formatBytes(attachment.sizeBytes, locale) })}</span>
            ) : null}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
