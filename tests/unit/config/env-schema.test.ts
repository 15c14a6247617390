import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env-schema';

describe('parseEnv', () => {
  it('reads bundled content and the default timeout from an empty environment', () => {
    expect(parseEnv({}, '1.2.3')).toEqual({
      apiBaseUrl: undefined,
      apiTimeoutMs: undefined,
      stockQuoteUrl: undefined,
      appVersion: '1.2.3',
    });
    expect(parseEnv({ VITE_API_BASE_URL: '', VITE_API_TIMEOUT_MS: '' }, '1')).toMatchObject({
      apiBaseUrl: undefined,
      apiTimeoutMs: undefined,
    });
  });

  it('reads the API address without trailing slashes and the timeout as a number', () => {
    expect(
      parseEnv({ VITE_API_BASE_URL: 'https://api.example.com/v1/', VITE_API_TIMEOUT_MS: '8000' }, '1'),
    ).toMatchObject({
      apiBaseUrl: 'https://api.example.com/v1',
      apiTimeoutMs: 8000,
    });
  });

  it('reads a licensed stock quote address, and none when empty', () => {
    expect(parseEnv({ VITE_STOCK_QUOTE_URL: 'https://quotes.example.com/2629.json' }, '1').stockQuoteUrl).toBe(
      'https://quotes.example.com/2629.json',
    );
    expect(parseEnv({ VITE_STOCK_QUOTE_URL: '' }, '1').stockQuoteUrl).toBeUndefined();
  });

  it.each([
    [{ VITE_API_BASE_URL: 'ftp://api.example.com' }, /VITE_API_BASE_URL/],
    [{ VITE_API_BASE_URL: '/relative' }, /VITE_API_BASE_URL/],
    [{ VITE_API_TIMEOUT_MS: 'ten' }, /VITE_API_TIMEOUT_MS/],
    [{ VITE_API_TIMEOUT_MS: '60000' }, /VITE_API_TIMEOUT_MS/],
    [{ VITE_STOCK_QUOTE_URL: 'ftp://quotes.example.com' }, /VITE_STOCK_QUOTE_URL/],
  ])('fails loudly, naming the variable, on %j', (raw, name) => {
    expect(() => parseEnv(raw, '1')).toThrow(name);
  });
});
