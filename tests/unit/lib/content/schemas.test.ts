import { describe, expect, it, vi } from 'vitest';
import { ContentError } from '@/lib/content/content-error';
import { hasNextPage, MAX_MARKDOWN_LENGTH, parseOne, parsePage } from '@/lib/content/schemas';
import { announcementSummarySchema, announcementSchema } from '@/content/announcements/schema';
import { careerSchema } from '@/content/careers/schema';
import { logger } from '@/lib/log';

const good = {
  id: '2026-11-12-appointment',
  title: 'Appointment of Executive Director',
  category: 'corporate-governance',
  publishedAt: '2026-11-12T18:45:00+08:00',
  summary: 'The Board announces an appointment.',
  attachments: [{ title: 'Full announcement (PDF)', url: '/documents/a.pdf', sizeBytes: 12345 }],
};

describe('announcementSummarySchema', () => {
  it('accepts a complete item and strips unknown fields', () => {
    const parsed = announcementSummarySchema.parse({ ...good, internalNote: 'x' });
    expect(parsed).toEqual(good);
  });

  it.each([
    ['a missing title', { ...good, title: undefined }],
    ['a blank title', { ...good, title: '   ' }],
    ['an unknown category', { ...good, category: 'gossip' }],
    ['a date without offset', { ...good, publishedAt: '2026-11-12T18:45:00' }],
    ['an id with a slash', { ...good, id: '../etc/passwd' }],
    ['a javascript: attachment', { ...good, attachments: [{ title: 'x', url: 'javascript:alert(1)' }] }],
    ['a negative size', { ...good, attachments: [{ title: 'x', url: '/a.pdf', sizeBytes: -1 }] }],
  ])('rejects %s', (_label, item) => {
    expect(announcementSummarySchema.safeParse(item).success).toBe(false);
  });
});

describe('careerSchema', () => {
  const career = {
    id: 'engineer',
    title: 'Engineer',
    department: 'Engineering',
    location: 'Hong Kong',
    employmentType: 'full-time',
    postedAt: '2026-11-01T10:00:00+08:00',
    summary: 'Build things.',
    applyEmail: 'careers@example.com',
  };
  it('accepts a career and rejects a bad employment type or apply URL', () => {
    expect(careerSchema.safeParse(career).success).toBe(true);
    expect(careerSchema.safeParse({ ...career, employmentType: 'gig' }).success).toBe(false);
    expect(careerSchema.safeParse({ ...career, applyUrl: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('parsePage', () => {
  it('keeps the good items, skips and counts the bad ones', () => {
    const debug = vi.spyOn(logger, 'debug');
    const page = parsePage(
      announcementSummarySchema,
      {
        items: [good, { ...good, id: 'b', title: undefined }, { ...good, id: 'c' }],
        page: 1,
        pageSize: 3,
        total: 3,
        extra: true,
      },
      'announcement',
    );
    expect(page.items.map((item) => item.id)).toEqual([good.id, 'c']);
    expect(page).toMatchObject({ page: 1, pageSize: 3, total: 3 });
    expect(debug).toHaveBeenCalledWith('Skipped 1 of 3 announcement item(s)');
  });

  it.each([
    ['not an object', 'nope'],
    ['no items', { page: 1, pageSize: 10, total: 0 }],
    ['items not a list', { items: {}, page: 1, pageSize: 10, total: 0 }],
    ['page zero', { items: [], page: 0, pageSize: 10, total: 0 }],
    ['a fractional total', { items: [], page: 1, pageSize: 10, total: 1.5 }],
  ])('treats an envelope with %s as a bad response', (_label, raw) => {
    expect(() => parsePage(announcementSummarySchema, raw, 'announcement')).toThrow(ContentError);
    try {
      parsePage(announcementSummarySchema, raw, 'announcement');
    } catch (error) {
      expect((error as ContentError).kind).toBe('invalid-response');
    }
  });
});

describe('parseOne', () => {
  it('returns a valid detail and throws invalid-response for a bad one', () => {
    expect(parseOne(announcementSchema, { ...good, body: '# Hi' }, 'announcement').body).toBe('# Hi');
    expect(() => parseOne(announcementSchema, good, 'announcement')).toThrow(/Malformed announcement/);
  });

  // Vitest fails a test whose work outlasts its timeout (5 s by default): a refusal must not parse.
  it.each([
    ['one character too long', 'a'.repeat(MAX_MARKDOWN_LENGTH + 1)],
    ['of 5 MB', '# Notice\n\nThe Board announces *an appointment*.\n\n'.repeat(100_000)],
  ])('refuses a body %s as a bad response', (_label, body) => {
    let failure: unknown;
    try {
      parseOne(announcementSchema, { ...good, body }, 'announcement');
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(ContentError);
    expect(failure).toMatchObject({ kind: 'invalid-response' });
  });

  it('accepts a body of MAX_MARKDOWN_LENGTH characters', () => {
    const body = 'a'.repeat(MAX_MARKDOWN_LENGTH);
    expect(parseOne(announcementSchema, { ...good, body }, 'announcement').body).toBe(body);
  });
});

describe('hasNextPage', () => {
  it('ends when page × pageSize ≥ total or a page is empty', () => {
    expect(hasNextPage({ items: [1], page: 1, pageSize: 10, total: 45 })).toBe(true);
    expect(hasNextPage({ items: [1], page: 5, pageSize: 10, total: 45 })).toBe(false);
    expect(hasNextPage({ items: [1], page: 4, pageSize: 10, total: 40 })).toBe(false);
    expect(hasNextPage({ items: [], page: 2, pageSize: 10, total: 99 })).toBe(false);
  });
});
