import { useQuery } from '@tanstack/react-query';
import { ListingFacts } from '@/components/ui/listing-facts';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/lib/locale/use-catalogue';
import { INVESTORS_NS, investorsCatalogue } from './catalogue';
import { ContentQueryProvider } from '@/components/ui/content-query-provider';
import { SmartLink } from '@/components/ui/smart-link';
import { INTL_LOCALE } from '@/config/locales';
import { site } from '@/config/site';
import { useLocale } from '@/lib/locale/use-locale';
import { SITE_TIME_ZONE } from '@/config/site-time';
import { isSecureRemoteUrl } from '@common/kiosk-settings';
import { inKioskShell } from '@/lib/content/settings';
import { formatDateTime } from '@/lib/locale/format';
import { fetchStockQuote, stockQuoteKeys, type StockQuote } from './stock-quote-data';
import styles from './stock-info.module.css';

/** How often a shown quote is asked for again, in ms (it is delayed by 15 minutes or more anyway). */
const QUOTE_REFRESH_MS = 60_000;

function QuoteFigures({ quote }: { quote: StockQuote }) {
  useCatalogue(investorsCatalogue);
  const { t: ti } = useTranslation(INVESTORS_NS);
  const locale = useLocale();
  const intl = INTL_LOCALE[locale];
  const money = new Intl.NumberFormat(intl, {
    style: 'currency',
    currency: quote.currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  });
  const signed = new Intl.NumberFormat(intl, {
    signDisplay: 'exceptZero',
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  });
  const percent = new Intl.NumberFormat(intl, {
    style: 'percent',
    signDisplay: 'exceptZero',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (
    <>
      <div className={styles.item}>
        <dt>{ti('quotePrice')}</dt>
        <dd className={styles.price}>{money.format(quote.price)}</dd>
      </div>
      <div className={styles.item}>
        <dt>{ti('quoteChange')}</dt>
        <dd>
          {signed.format(quote.change)} ({percent.format(quote.changePercent / 100)})
        </dd>
      </div>
    </>
  );
}

/** The facts, with `quote`'s price, delay and time stamp when there is one. */
function StockFacts({ quote }: { quote: StockQuote | undefined }) {
  const { t } = useTranslation();
  useCatalogue(investorsCatalogue);
  const { t: ti } = useTranslation(INVESTORS_NS);
  const locale = useLocale();
  return (
    <>
      <dl className={styles.facts}>
        <ListingFacts itemClassName={styles.item} codeClassName={styles.code} />
        {quote ? <QuoteFigures quote={quote} /> : null}
      </dl>
      <p className={styles.note}>
        {quote
          ? ti('quoteDelay', {
              minutes: quote.delayMinutes,
              time: formatDateTime(Date.parse(quote.asOf), locale, SITE_TIME_ZONE),
              source: quote.source,
            })
          : ti('quoteNote')}
      </p>
      <SmartLink href={site.quoteUrl[locale]} className="text-link">
        {t('investors.quoteLink')}
      </SmartLink>
    </>
  );
}

/**
 * The facts with the licensed quote at `url` once it has arrived and passed validation; until then, and on failure,
 * without.
 */
function LiveStockFacts({ url }: { url: string }) {
  const { data } = useQuery({
    queryKey: stockQuoteKeys.quote(url),
    queryFn: ({ signal }) => fetchStockQuote(url, signal),
    refetchInterval: QUOTE_REFRESH_MS,
    retry: false,
  });
  return <StockFacts quote={data} />;
}

/**
 * The stock's code and exchange with a link to the exchange's quote page. A price shows only
 * when a licensed feed is configured (`quoteUrl`, from `VITE_STOCK_QUOTE_URL`), with its delay
 * and time stamp; a quote that fails to load or to validate shows no price. In the kiosk shell
 * the feed's address must pass the shell's rule (`isSecureRemoteUrl` of
 * `common/kiosk-settings.ts`), else no price shows.
 */
export function StockInfo({ quoteUrl: configured }: { quoteUrl: string | undefined }) {
  useCatalogue(investorsCatalogue);
  const { t: ti } = useTranslation(INVESTORS_NS);
  const quoteUrl = configured && inKioskShell() && !isSecureRemoteUrl(configured) ? undefined : configured;
  return (
    <section className={`card ${styles.card}`} aria-labelledby="stock-title">
      <h2 id="stock-title" className={styles.title}>
        {ti('stockTitle')}
      </h2>
      {quoteUrl === undefined ? (
        <StockFacts quote={undefined} />
      ) : (
        <ContentQueryProvider>
          <LiveStockFacts url={quoteUrl} />
        </ContentQueryProvider>
      )}
    </section>
  );
}
