import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { appQueryClient } from '@/components/ui/content-query-provider';
import { StockInfo } from '@/features/investors/stock-info';
import { MIN_QUOTE_DELAY_MINUTES, stockQuoteKeys, stockQuoteSchema } from '@/features/investors/stock-quote-data';

const QUOTE_URL = 'https://quotes.example.com/v1/2629.json?lang=en';
const QUOTE = {
  symbol: '2629',
  currency: 'HKD',
  price: 1.23,
  change: 0.04,
  changePercent: 3.36,
  asOf: '2026-11-23T15:45:00+08:00',
  delayMinutes: 15,
  source: 'Example Market Data Ltd',
};

function serve(body: unknown) {
  const fetch = vi.fn<(input: Request | string | URL) => Promise<Response>>(() =>
    Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderStockInfo(quoteUrl: string | undefined) {
  render(
    <MemoryRouter>
      <StockInfo quoteUrl={quoteUrl} />
    </MemoryRouter>,
  );
}

describe('StockInfo', () => {
  it('without a licensed feed shows the code, the exchange and its quote link, and no price', () => {
    const fetch = serve(QUOTE);
    renderStockInfo(undefined);
    expect(screen.getByText('2629')).toBeInTheDocument();
    expect(
      screen.getByText('This site shows no share price. The exchange’s quote page has the current price.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Share price on HKEX/ })).toHaveAttribute(
      'href',
      expect.stringContaining('sym=2629'),
    );
    expect(screen.queryByText('Last price')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with a licensed feed shows the price and change with the delay, the Hong Kong time stamp and the source', async () => {
    const fetch = serve(QUOTE);
    renderStockInfo(QUOTE_URL);
    expect(await screen.findByText('HK$1.23')).toBeInTheDocument();
    expect(screen.getByText('+0.04 (+3.36%)')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Delayed by at least 15 minutes. As of 23 Nov 2026, 3:45 pm HKT. Source: Example Market Data Ltd.',
      ),
    ).toBeInTheDocument();
    const request = fetch.mock.calls[0]?.[0];
    expect(request instanceof Request ? request.url : String(request)).toBe(QUOTE_URL);
    expect(request instanceof Request ? request.credentials : undefined).toBe('omit');
  });

  it('in the kiosk shell reads no quote over plain HTTP to another machine, and shows no price', () => {
    const fetch = serve(QUOTE);
    vi.stubGlobal('kiosk', { isKiosk: true });
    renderStockInfo('http://quotes.example.com/v1/2629.json');
    expect(screen.getByText('2629')).toBeInTheDocument();
    expect(screen.queryByText('Last price')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('in the kiosk shell reads a quote over https', async () => {
    const fetch = serve(QUOTE);
    vi.stubGlobal('kiosk', { isKiosk: true });
    const url = 'https://quotes.example.com/v1/2629.json?kiosk';
    renderStockInfo(url);
    expect(await screen.findByText('HK$1.23')).toBeInTheDocument();
    const request = fetch.mock.calls[0]?.[0];
    expect(request instanceof Request ? request.url : String(request)).toBe(url);
  });

  it(`refuses a quote delayed less than ${MIN_QUOTE_DELAY_MINUTES} minutes, and shows no price`, async () => {
    const url = 'https://quotes.example.com/v1/realtime.json';
    const fetch = serve({ ...QUOTE, delayMinutes: 0 });
    // Another address: the app's one query cache still holds the good quote of the test above.
    renderStockInfo(url);
    // No price shows while the quote is on its way either: the absence means a refusal only once
    // the quote has arrived and failed validation, the last state the component reaches (its
    // query has no retry). The key is StockInfo's own.
    const quote = () => appQueryClient().getQueryState(stockQuoteKeys.quote(url));
    await waitFor(() => expect(quote()?.status).toBe('error'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(quote()?.error).toMatchObject({ kind: 'invalid-response' });
    expect(screen.queryByText('Last price')).not.toBeInTheDocument();
    expect(screen.queryByText('HK$1.23')).not.toBeInTheDocument();
    expect(screen.getByText(/This site shows no share price/)).toBeInTheDocument();
  });

  it('validates a quote: a real-time or malformed one is not a quote', () => {
    expect(stockQuoteSchema.safeParse(QUOTE).success).toBe(true);
    expect(stockQuoteSchema.safeParse({ ...QUOTE, delayMinutes: 14 }).success).toBe(false);
    expect(stockQuoteSchema.safeParse({ ...QUOTE, asOf: 'today' }).success).toBe(false);
    expect(stockQuoteSchema.safeParse({ ...QUOTE, price: -1 }).success).toBe(false);
  });
});
