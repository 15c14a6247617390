// @vitest-environment node
/**
 * The investor-relations content shipped in `public/content/` (reports, governance, calendar)
 * must pass the app's schemas whole, agree across locales, point at real files of the stated
 * size, and describe a board the Listing Rules would accept.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { LOCALES } from '@/config/locales';
import { calendarEventSchema } from '@/content/investors/calendar';
import { directorSchema, governanceDocumentSchema, GOVERNANCE_SECTIONS } from '@/content/investors/governance';
import { REPORT_KINDS, reportSchema } from '@/content/investors/reports';

const PUBLIC = path.resolve(__dirname, '../../../public');
const readJson = (relative: string): unknown => JSON.parse(readFileSync(path.join(PUBLIC, relative), 'utf8'));
const governanceFile = z.object({ directors: z.array(directorSchema), documents: z.array(governanceDocumentSchema) });

const reports = Object.fromEntries(
  LOCALES.map((locale) => [locale, z.array(reportSchema).parse(readJson(`content/${locale}/reports.json`))]),
);
const governance = Object.fromEntries(
  LOCALES.map((locale) => [locale, governanceFile.parse(readJson(`content/${locale}/governance.json`))]),
);
const calendar = Object.fromEntries(
  LOCALES.map((locale) => [locale, z.array(calendarEventSchema).parse(readJson(`content/${locale}/calendar.json`))]),
);

/** A linked site file exists, is a PDF (or the image it claims), and weighs what the content says. */
function expectFile(url: string, sizeBytes?: number) {
  const file = path.join(PUBLIC, url);
  expect(existsSync(file), url).toBe(true);
  if (sizeBytes !== undefined) expect(statSync(file).size, url).toBe(sizeBytes);
  if (url.endsWith('.pdf')) expect(readFileSync(file).subarray(0, 5).toString('latin1'), url).toBe('%PDF-');
}

describe('bundled financial reports', () => {
  it.each(LOCALES)('in %s: every kind for five years, newest first, each with its cover and PDF', (locale) => {
    const items = reports[locale] ?? [];
    for (const kind of REPORT_KINDS) {
      expect(
        new Set(items.filter((item) => item.kind === kind).map((item) => item.period)).size,
        kind,
      ).toBeGreaterThanOrEqual(5);
    }
    const times = items.map((item) => Date.parse(item.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const item of items) {
      expectFile(item.document.url, item.document.sizeBytes);
      expect(item.cover, item.id).toBeDefined();
      expectFile(item.cover ?? '');
    }
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'in %s match English in ids, kinds, periods and dates, linking the Chinese PDF',
    (locale) => {
      const shared = ({ id, kind, period, publishedAt, cover }: z.infer<typeof reportSchema>) => ({
        id,
        kind,
        period,
        publishedAt,
        cover,
      });
      expect((reports[locale] ?? []).map(shared)).toEqual((reports.en ?? []).map(shared));
      for (const item of reports[locale] ?? []) expect(item.document.url, item.id).toMatch(/-tc\.pdf$/);
    },
  );
});

describe('bundled corporate governance', () => {
  const board = governance.en?.directors ?? [];

  it('has a board the Listing Rules accept: three INEDs at least, a third of the board', () => {
    const independent = board.filter((director) => director.role === 'independent-non-executive');
    expect(independent.length).toBeGreaterThanOrEqual(3);
    expect(independent.length * 3).toBeGreaterThanOrEqual(board.length);
  });

  it('has committees composed as the rules require', () => {
    const on = (committee: 'audit' | 'remuneration' | 'nomination') =>
      board.filter((director) => director.committees?.[committee]);
    const chair = (committee: 'audit' | 'remuneration' | 'nomination') =>
      on(committee).filter((director) => director.committees?.[committee] === 'chair');
    // Audit: non-executive directors only, a majority independent, chaired by an INED (rule 3.21).
    expect(on('audit').every((director) => director.role !== 'executive')).toBe(true);
    expect(on('audit').filter((director) => director.role === 'independent-non-executive').length * 2).toBeGreaterThan(
      on('audit').length,
    );
    expect(chair('audit').map((director) => director.role)).toEqual(['independent-non-executive']);
    // Remuneration: chaired by an INED, a majority independent (rule 3.25).
    expect(chair('remuneration').map((director) => director.role)).toEqual(['independent-non-executive']);
    expect(
      on('remuneration').filter((director) => director.role === 'independent-non-executive').length * 2,
    ).toBeGreaterThan(on('remuneration').length);
    // Nomination: one chair, a majority independent (rule 3.27A).
    expect(chair('nomination')).toHaveLength(1);
    expect(
      on('nomination').filter((director) => director.role === 'independent-non-executive').length * 2,
    ).toBeGreaterThan(on('nomination').length);
  });

  it.each(LOCALES)('in %s: the documents every issuer must post, each a real PDF', (locale) => {
    const documents = governance[locale]?.documents ?? [];
    for (const section of GOVERNANCE_SECTIONS.filter((name) => name !== 'policies')) {
      expect(
        documents.some((document) => document.section === section),
        section,
      ).toBe(true);
    }
    expect(documents.filter((document) => document.section === 'committees')).toHaveLength(3);
    for (const document of documents) expectFile(document.document.url, document.document.sizeBytes);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'in %s match English in directors, roles, committees and documents',
    (locale) => {
      const directors = (governance[locale]?.directors ?? []).map(({ id, role, committees }) => ({
        id,
        role,
        committees,
      }));
      expect(directors).toEqual(board.map(({ id, role, committees }) => ({ id, role, committees })));
      const documents = (governance[locale]?.documents ?? []).map(({ id, section, updatedAt }) => ({
        id,
        section,
        updatedAt,
      }));
      expect(documents).toEqual(
        (governance.en?.documents ?? []).map(({ id, section, updatedAt }) => ({ id, section, updatedAt })),
      );
    },
  );
});

describe('bundled financial calendar', () => {
  it.each(LOCALES)('in %s: in date order, past and upcoming, with every kind of event', (locale) => {
    const events = calendar[locale] ?? [];
    const starts = events.map((event) =>
      Date.parse(event.allDay ? `${event.startsAt}T00:00:00+08:00` : event.startsAt),
    );
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const now = Date.parse('2026-11-23T00:00:00+08:00');
    expect(starts.some((start) => start < now)).toBe(true);
    expect(starts.some((start) => start > now)).toBe(true);
    expect(new Set(events.map((event) => event.kind)).size).toBe(5);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('in %s match English in ids, kinds and times', (locale) => {
    const shared = (event: z.infer<typeof calendarEventSchema>) => ({
      id: event.id,
      kind: event.kind,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
    });
    expect((calendar[locale] ?? []).map(shared)).toEqual((calendar.en ?? []).map(shared));
  });
});
