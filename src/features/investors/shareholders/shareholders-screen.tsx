import { Trans, useTranslation } from 'react-i18next';
import { useCatalogue } from '@/lib/locale/use-catalogue';
import { TableSection } from '@/components/ui/data-table';
import { staticPart } from '@/components/ui/deferred-part';
import { DocumentList } from '@/components/ui/document-list';
import { Link } from '@/components/ui/link';
import { PageSection } from '@/components/ui/page-section';
import { SmartLink } from '@/components/ui/smart-link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { siteDateTime } from '@/config/site-time';
import { useLocale } from '@/lib/locale/use-locale';
import { formatDate, formatFigure } from '@/lib/locale/format';
import type {
  Dividend,
  Registrar,
  ShareholderDocument,
  ShareholderInformation,
} from '@/content/investors/shareholder-information';
import { SHAREHOLDERS_NS, shareholdersCatalogue } from './catalogue';
import styles from './shareholders-screen.module.css';

/**
 * The page's parts, each text, dates and links that nothing on the page changes: static parts,
 * hydrated only when reached (`docs/design.md` §3.3), so the start neither formats their dates
 * again nor hydrates them.
 */
const PART_IDS = { dividends: 'dividends', registrar: 'registrar', documents: 'shareholder-documents' } as const;
const Dividends = staticPart(PART_IDS.dividends).Component;
const Registrar = staticPart(PART_IDS.registrar).Component;
const Documents = staticPart(PART_IDS.documents).Component;

/**
 * A `YYYY-MM-DD` date as the page states dates ("15 June 2026", "2026年6月15日"); `medium` for the
 * dividend table's columns of dates ("15 Jun 2026"), so each stays on one line.
 */
function useDay(style: 'long' | 'medium' = 'long') {
  const locale = useLocale();
  return (day: string) => formatDate(siteDateTime(day, '12:00:00'), locale, style);
}

/**
 * The dividend history, newest first: one row per dividend with its financial year, kind, amount
 * per share, the dates that decide who receives it (ex-dividend, record date, book closure) and
 * when it is paid, and the announcement that declared it.
 */
function DividendTable({ dividends, note }: { dividends: readonly Dividend[]; note: string }) {
  useCatalogue(shareholdersCatalogue);
  const { t } = useTranslation(SHAREHOLDERS_NS);
  const locale = useLocale();
  const day = useDay('medium');
  return (
    <TableSection
      id={PART_IDS.dividends}
      titleId="dividends-title"
      title={t('dividendsTitle')}
      caption={t('dividendsCaption')}
      classes={styles}
      table={
        <>
          <thead>
            <tr>
              <th scope="col">{t('financialYear')}</th>
              <th scope="col">{t('kind')}</th>
              <th scope="col" className={styles.number}>
                {t('amount')}
              </th>
              <th scope="col">{t('exDate')}</th>
              <th scope="col">{t('recordDate')}</th>
              <th scope="col">{t('bookClosure')}</th>
              <th scope="col">{t('paymentDate')}</th>
              <th scope="col">{t('announcement')}</th>
            </tr>
          </thead>
          <tbody>
            {dividends.map((dividend) => (
              <tr key={dividend.id}>
                <th scope="row">{dividend.financialYear}</th>
                <td>
                  {t(`kinds.${dividend.kind}`)}
                  {dividend.status === 'proposed' ? (
                    <span className={styles.status}>{t('status.proposed')}</span>
                  ) : null}
                </td>
                <td className={styles.number}>{formatFigure(dividend.amountCents, locale, 1)}</td>
                <td>{day(dividend.exDate)}</td>
                <td>{day(dividend.recordDate)}</td>
                <td className={styles.range}>
                  {dividend.bookClosure ? (
                    // A line may break between the two dates, never inside one ("2025年9月…" + "日").
                    <Trans
                      t={t}
                      i18nKey="bookClosureRange"
                      values={{ from: day(dividend.bookClosure.from), to: day(dividend.bookClosure.to) }}
                      components={{ date: <span className={styles.date} /> }}
                    />
                  ) : (
                    '–'
                  )}
                </td>
                <td>{day(dividend.paymentDate)}</td>
                <td>
                  <Link to={paths.announcement(dividend.announcementId)} className="text-link">
                    {t('announcement')}
                    <span className="sr-only">
                      {' '}
                      {dividend.financialYear} {t(`kinds.${dividend.kind}`)}
                    </span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </>
      }
    >
      <p className={styles.note}>{note}</p>
    </TableSection>
  );
}

/** One document: its kind, title, publication date, its files in each language, its announcement. */
function DocumentItem({ document }: { document: ShareholderDocument }) {
  useCatalogue(shareholdersCatalogue);
  const { t } = useTranslation(SHAREHOLDERS_NS);
  const locale = useLocale();
  return (
    <li className={`card ${styles.document}`}>
      <p className={styles.documentKind}>{t(`documentKinds.${document.kind}`)}</p>
      <p className={styles.documentTitle}>{document.title}</p>
      <time dateTime={document.publishedAt} className={styles.muted}>
        {formatDate(document.publishedAt, locale)}
      </time>
      <DocumentList attachments={document.attachments} label={t('filesOf', { title: document.title })} named />
      {document.kind === 'results-presentation' && document.announcementId ? (
        <Link to={paths.announcement(document.announcementId)} className="text-link">
          {t('resultsAnnouncement')}
          <span className="sr-only"> – {document.title}</span>
        </Link>
      ) : null}
    </li>
  );
}

/**
 * The shareholder documents: each annual general meeting's circular, notice and proxy form under the
 * meeting, newest meeting first, then the results presentations; every file in each language it is
 * published in, the page's language first.
 */
function ShareholderDocuments({ documents }: { documents: readonly ShareholderDocument[] }) {
  useCatalogue(shareholdersCatalogue);
  const { t } = useTranslation(SHAREHOLDERS_NS);
  const meetings = [...new Set(documents.flatMap((document) => (document.meetingId ? [document.meetingId] : [])))];
  const presentations = documents.filter((document) => document.kind === 'results-presentation');
  return (
    <section id={PART_IDS.documents} className={styles.section} aria-labelledby="documents-title">
      <h2 id="documents-title" className={`part-title ${styles.spaced}`}>
        {t('documentsTitle')}
      </h2>
      <p className={styles.muted}>{t('languagesNote')}</p>
      <h3 className={styles.subtitle}>{t('meetingsTitle')}</h3>
      {meetings.map((meeting) => (
        <section key={meeting} className={styles.meeting} aria-labelledby={`meeting-${meeting}`}>
          <h4 id={`meeting-${meeting}`} className={styles.meetingTitle}>
            {t('meetingTitle', { year: meeting.slice(0, 4) })}
          </h4>
          <ul className={styles.documents}>
            {documents
              .filter((document) => document.meetingId === meeting)
              .map((document) => (
                <DocumentItem key={document.id} document={document} />
              ))}
          </ul>
        </section>
      ))}
      <h3 className={styles.subtitle}>{t('presentationsTitle')}</h3>
      <ul className={styles.documents}>
        {presentations.map((document) => (
          <DocumentItem key={document.id} document={document} />
        ))}
      </ul>
    </section>
  );
}

/** The share registrar's name, address and ways to reach it. */
function RegistrarCard({ registrar }: { registrar: Registrar }) {
  useCatalogue(shareholdersCatalogue);
  const { t } = useTranslation(SHAREHOLDERS_NS);
  return (
    <section id={PART_IDS.registrar} className={`card ${styles.registrar}`} aria-labelledby="registrar-title">
      <h2 id="registrar-title" className="part-title">
        {t('registrarTitle')}
      </h2>
      <p className={styles.muted}>{t('registrarBody')}</p>
      <address className={styles.address}>
        <strong>{registrar.name}</strong>
        <span>{registrar.address}</span>
      </address>
      <dl className={styles.contacts}>
        <div>
          <dt>{t('phone')}</dt>
          <dd>{registrar.phone}</dd>
        </div>
        <div>
          <dt>{t('email')}</dt>
          <dd>
            <SmartLink href={`mailto:${registrar.email}`} className="text-link">
              {registrar.email}
            </SmartLink>
          </dd>
        </div>
        <div>
          <dt>{t('website')}</dt>
          <dd>
            <SmartLink href={registrar.website} className="text-link">
              {new URL(registrar.website).host}
            </SmartLink>
          </dd>
        </div>
        <div>
          <dt>{t('hours')}</dt>
          <dd>{registrar.hours}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * The shareholder information page (`/investors/shareholders`; `docs/design.md` §4.6): the dividend history,
 * the share registrar and the shareholder documents.
 */
export function ShareholdersScreen({ information }: { information: ShareholderInformation }) {
  useCatalogue(shareholdersCatalogue);
  const { t } = useTranslation(SHAREHOLDERS_NS);
  const locale = useLocale();
  const lead = t('subtitle', { group: site.groupName[locale] });
  return (
    <PageSection id="shareholders" title={t('title')} lead={lead} description={lead}>
      <Dividends>
        <DividendTable dividends={information.dividends} note={information.dividendNote} />
      </Dividends>
      <Registrar>
        <RegistrarCard registrar={information.registrar} />
      </Registrar>
      {information.documents.length ? (
        <Documents>
          <ShareholderDocuments documents={information.documents} />
        </Documents>
      ) : null}
    </PageSection>
  );
}
