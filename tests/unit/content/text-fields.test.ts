// @vitest-environment node
/**
 * Every text an editor writes is refused, naming its field, when it holds a character a feed or a
 * calendar file cannot carry or `]]>`; the bundled content, in Chinese and English, with tabs and
 * line breaks, passes as it is.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/config/locales';
import { contentFileProblems, type ContentFileName } from '@/content/registry';
import { CONTENT, english, englishWith, names, read, sample, strings, withValue } from '../support/content-samples';

const CDATA_END = 'contains `]]>`, which feeds cannot carry — reword it';

/** Values no text field takes, and what the check says of each. */
const HOSTILE: [string, string, string][] = [
  ['`]]>` twice', 'Results]]>one]]>two', CDATA_END],
  ['an item in `]]>`', ']]><item><title>injected</title></item>', CDATA_END],
  ['a bell (U+0007)', 'Ring\u0007bell', 'contains a control character (U+0007) — remove it'],
  ['a vertical tab (U+000B)', 'Vertical\u000Btab', 'contains a control character (U+000B) — remove it'],
  ['a NUL (U+0000)', 'Null\u0000', 'contains a control character (U+0000) — remove it'],
  ['a DEL (U+007F)', 'Delete\u007F', 'contains a control character (U+007F) — remove it'],
  ['a C1 next line (U+0085)', 'Next\u0085line', 'contains a control character (U+0085) — remove it'],
  [
    'a bare CR before a property',
    'Hall A\rATTENDEE:mailto:x@example.com',
    'contains a carriage return (U+000D) on line 1 — remove it',
  ],
  ['a CRLF before an event', 'Hall A\r\nBEGIN:VEVENT', 'contains a carriage return (U+000D) on line 1 — remove it'],
  ['a control on line 2', 'Line one\nline\u0007two', 'contains a control character (U+0007) on line 2 — remove it'],
  [
    'half of an emoji',
    'Half \uD83D of it',
    'contains half of a character (U+D83D) — delete the character and type it again',
  ],
  ['a noncharacter (U+FFFE)', 'Not\uFFFEtext', 'contains a code that is not a character (U+FFFE) — remove it'],
];

/** The text fields of each file, optional ones included (set here when the sample has none). */
const TEXT_FIELDS: [ContentFileName, string][] = [
  ['announcements.json', '0.title'],
  ['announcements.json', '0.summary'],
  ['announcements.json', '0.attachments.0.title'],
  ['careers.json', '0.title'],
  ['careers.json', '0.department'],
  ['careers.json', '0.location'],
  ['careers.json', '0.summary'],
  ['calendar.json', '0.title'],
  ['calendar.json', '0.location'],
  ['calendar.json', '0.description'],
  ['reports.json', '0.title'],
  ['reports.json', '0.document.title'],
  ['team.json', '0.name'],
  ['team.json', '0.role'],
  ['team.json', '0.credentials'],
  ['team.json', '0.bio'],
  ['timeline.json', 'group.0.title'],
  ['timeline.json', 'partner.0.description'],
  ['governance.json', 'directors.0.name'],
  ['governance.json', 'directors.0.position'],
  ['governance.json', 'documents.0.title'],
  ['governance.json', 'documents.0.summary'],
  ['governance.json', 'documents.0.document.title'],
  ['financial-highlights.json', 'note'],
  ['shareholder-information.json', 'registrar.name'],
  ['shareholder-information.json', 'registrar.address'],
  ['shareholder-information.json', 'registrar.hours'],
  ['shareholder-information.json', 'dividendNote'],
  ['shareholder-information.json', 'documents.0.title'],
  ['shareholder-information.json', 'documents.0.attachments.0.title'],
];

describe('the bundled content', () => {
  it.each(LOCALES)('in %s passes as it is, every file and every Markdown body', (locale) => {
    const problems: string[] = [];
    for (const name of names) {
      problems.push(...contentFileProblems(name, JSON.parse(read(`${locale}/${name}`)) as unknown));
    }
    const bodies = [
      ...['privacy.md', 'terms.md'].map((name) => `${locale}/${name}`),
      ...readdirSync(path.join(CONTENT, locale, 'announcements')).map((name) => `${locale}/announcements/${name}`),
    ];
    expect(bodies.length).toBeGreaterThan(40);
    for (const body of bodies) problems.push(...contentFileProblems('body.md', read(body)).map((p) => `${body}: ${p}`));
    expect(problems).toEqual([]);
  });
});

describe('a text field', () => {
  it.each(HOSTILE)('with %s is refused, the message naming the field and what to do', (_label, value, message) => {
    for (const [name, where] of TEXT_FIELDS) {
      expect(contentFileProblems(name, englishWith(name, where, value)), `${name} ${where}`).toEqual([
        `${where}: ${message}`,
      ]);
    }
  });

  it('takes Chinese and English text with tabs, line breaks, punctuation and emoji', () => {
    const value = '2026 年度業績公佈\tAnnual results (HK$ million)\n第二行 — “quoted” 😀 ＆ <b>';
    for (const [name, where] of TEXT_FIELDS) {
      expect(contentFileProblems(name, englishWith(name, where, value)), `${name} ${where}`).toEqual([]);
    }
  });
});

describe('every string a content file holds', () => {
  // Ids, dates, choices and addresses have their own rules; none of them may take these either.
  it.each(names)('in %s refuses a control character and `]]>`', (name) => {
    const file = sample(english.get(name) ?? null);
    const found = strings(file);
    expect(found.length).toBeGreaterThan(0);
    for (const [where, value] of found) {
      for (const inserted of ['\u0007', '\r', ']]>']) {
        const problems = contentFileProblems(
          name,
          withValue(file, where, `${value.slice(0, 1)}${inserted}${value.slice(1)}`),
        );
        // A choice in the calendar's union is reported against its event (`0: Invalid input`).
        const named = problems.some((problem) => {
          const at = problem.slice(0, problem.indexOf(': '));
          return where === at || where.startsWith(`${at}.`);
        });
        expect(named, `${where} with ${JSON.stringify(inserted)}: ${problems.join('; ')}`).toBe(true);
      }
    }
  });
});

describe('a Markdown body', () => {
  const body = read('en/terms.md');

  it('takes any line ends: a Windows editor’s CRLF, or a bare CR (CommonMark line ends)', () => {
    expect(body).toContain('\n');
    expect(contentFileProblems('terms.md', body.replaceAll('\n', '\r\n'))).toEqual([]);
    expect(contentFileProblems('terms.md', body.replaceAll('\n', '\r'))).toEqual([]);
  });

  it('refuses a control character, saying on which line, and `]]>`', () => {
    const lines = body.split('\n');
    const withBell = [...lines.slice(0, 4), `Ring\u0007${lines[4] ?? ''}`, ...lines.slice(5)].join('\r\n');
    expect(contentFileProblems('terms.md', withBell)).toEqual([
      'contains a control character (U+0007) on line 5 — remove it',
    ]);
    expect(contentFileProblems('terms.md', `${body}\n\nSee <![CDATA[x]]>.`)).toEqual([CDATA_END]);
  });
});
