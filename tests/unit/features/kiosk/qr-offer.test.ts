import { describe, expect, it } from 'vitest';
import { describeQrOffer, MAX_QR_BYTES } from '@/features/kiosk/qr-offer';

describe('describeQrOffer', () => {
  it('hands over an email address as itself, without mailto:', () => {
    expect(describeQrOffer('mailto:ir@lumenpacific-group.com')).toEqual({
      kind: 'email',
      value: 'mailto:ir@lumenpacific-group.com',
      display: 'ir@lumenpacific-group.com',
      fits: true,
      host: '',
    });
  });

  it('tells documents and calendar entries from links', () => {
    expect(describeQrOffer('https://www.lumenpacific-group.com/documents/reports/annual-report-2025-en.pdf').kind).toBe(
      'document',
    );
    expect(describeQrOffer('https://www.lumenpacific-group.com/calendar/agm-2026.ics').kind).toBe('calendar');
    expect(describeQrOffer('https://t.me/lumenpacific').kind).toBe('link');
    expect(describeQrOffer('https://example.com/report.pdf?download=1#page=2').kind).toBe('document');
  });

  it('writes percent-escaped text readably, and leaves malformed escapes as they are', () => {
    expect(describeQrOffer('https://example.com/%E8%91%A3%E4%BA%8B').display).toBe('https://example.com/董事');
    expect(describeQrOffer('https://example.com/%E8%91').display).toBe('https://example.com/%E8%91');
  });

  it('draws no code past the limit, names the site instead, and shortens what it writes', () => {
    const long = `https://www.hkexnews.hk/search?${'x'.repeat(MAX_QR_BYTES)}`;
    const offer = describeQrOffer(long);
    expect(offer.fits).toBe(false);
    expect(offer.host).toBe('www.hkexnews.hk');
    expect(offer.display.length).toBeLessThanOrEqual(160);
    expect(offer.display.endsWith('…')).toBe(true);
    expect(describeQrOffer(`https://a.example/${'x'.repeat(MAX_QR_BYTES - 'https://a.example/'.length)}`).fits).toBe(
      true,
    );
  });

  it('counts bytes, not characters: Chinese text takes three bytes a character', () => {
    expect(describeQrOffer(`https://a.example/${'董'.repeat(700)}`).fits).toBe(false);
  });

  it('never throws on an address it cannot parse', () => {
    expect(describeQrOffer('not a url')).toMatchObject({ kind: 'link', display: 'not a url', host: '' });
  });
});
