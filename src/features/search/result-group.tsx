import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/lib/locale/use-catalogue';
import { SmartLink } from '@/components/ui/smart-link';
import type { SearchKind } from '@/config/search';
import { useLocale } from '@/lib/locale/use-locale';
import { formatDate } from '@/lib/locale/format';
import { SEARCH_NS, searchCatalogue } from './catalogue';
import type { SearchHit } from './pagefind';
import styles from './search-screen.module.css';

/** The props of {@link ResultGroup}. */
export interface ResultGroupProps {
  kind: SearchKind;
  /** The group's results, in the order shown; at least one. */
  hits: readonly SearchHit[];
}

/**
 * The results of one kind: a region named by its heading (the kind and how many), and a list of
 * links, each with its date (announcements) and a snippet with the matched words marked.
 */
export function ResultGroup({ kind, hits }: ResultGroupProps) {
  useCatalogue(searchCatalogue);
  const { t } = useTranslation(SEARCH_NS);
  const locale = useLocale();
  const titleId = `search-group-${kind}`;
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.groupTitle}>
        {t(`kinds.${kind}`)} <span className={styles.groupCount}>({hits.length})</span>
      </h2>
      <ol className={styles.results}>
        {hits.map((hit) => (
          <li key={hit.url} className={styles.result}>
            <SmartLink href={hit.url} className={styles.resultLink}>
              {hit.title}
            </SmartLink>
            {hit.date === undefined ? null : (
              <time dateTime={hit.date} className={styles.date}>
                {formatDate(hit.date, locale)}
              </time>
            )}
            {hit.snippet.length ? (
              <p className={styles.snippet}>
                {hit.snippet.map((part, index) =>
                  part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
                )}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
