/**
 * A licensed, delayed stock quote (`docs/content-api.md`, "Stock quote"), read from the address
 * a deployment configures (`VITE_STOCK_QUOTE_URL`). HKEX's market data vendors may show prices
 * on a public site only delayed, at least 15 minutes, with the delay and the time stamp stated;
 * a quote that claims less delay is refused, never shown.
 */
import * as z from 'zod/mini';
import { createHttpClient } from '@/lib/content/api-client';
import { isoDateTime, parseOne, text } from '@/lib/content/schemas';

/**
 * The investors feature's query keys for the quote (one factory, see `src/content/announcements/keys.ts`); not content, never saved.
 */
export const stockQuoteKeys = {
  quote: (url: string) => ['investors', 'stock-quote', url] as const,
};

/** The shortest delay a public page may show a price with, in minutes (exchange vendor rules). */
export const MIN_QUOTE_DELAY_MINUTES = 15;

/** A quote as the feed sends it; one that claims less than {@link MIN_QUOTE_DELAY_MINUTES} of delay fails. */
export const stockQuoteSchema = z.object({
  symbol: text,
  /** ISO 4217 code (`HKD`). */
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  price: z.number().check(z.positive()),
  /** Change from the previous close, in `currency`, and in percent. */
  change: z.number(),
  changePercent: z.number(),
  /** The time of the price (ISO 8601 with offset). */
  asOf: isoDateTime,
  delayMinutes: z.int().check(z.gte(MIN_QUOTE_DELAY_MINUTES)),
  /** The licensed vendor, named as its licence requires. */
  source: text,
});
export type StockQuote = z.infer<typeof stockQuoteSchema>;

/**
 * Fetches and validates the quote at `url` (the app's HTTP client: GET without credentials, a
 * timeout, a size limit).
 * @throws {import('@/lib/content/content-error').ContentError} on a failed request, or kind
 *   `invalid-response` for a quote that does not match {@link stockQuoteSchema}
 */
export async function fetchStockQuote(url: string, signal?: AbortSignal): Promise<StockQuote> {
  const address = new URL(url);
  const file = `${address.pathname.split('/').pop() ?? ''}${address.search}`;
  const client = createHttpClient({ baseUrl: new URL('./', address).href, retryLimit: 1 });
  return parseOne(stockQuoteSchema, await client.getJson(file, signal ? { signal } : {}), 'stock quote');
}
