/**
 * The characters content text may hold, shared by the content schemas (which refuse the others,
 * naming them) and the writers of the RSS feed and the iCalendar files (which drop them, in case
 * text reached them unchecked).
 *
 * Refused everywhere: the control characters (Unicode general category Cc: C0 U+0000–U+001F, DEL
 * U+007F, C1 U+0080–U+009F) except tab and line feed; lone surrogates; and the noncharacters
 * (U+FFFE, U+FFFF, U+FDD0–U+FDEF and the last two of every plane). XML 1.0 (§2.2, production
 * `Char`) forbids the C0 controls but tab, line feed and carriage return, the surrogates, U+FFFE
 * and U+FFFF, so one of them makes a feed unreadable; §2.2 also discourages DEL, C1 and the other
 * noncharacters. RFC 5545 (§3.1, `CONTROL`) keeps the C0 controls but tab, and DEL, out of
 * iCalendar text. None of them is anything an editor means to write.
 *
 * A carriage return is refused in text fields: a bare one ends an iCalendar content line (RFC 5545
 * §3.1) that the `ics` library leaves unescaped, and no editor writes one there (a browser's text
 * box and YAML both turn line ends into line feeds). In a Markdown body it is a line end
 * (CommonMark 0.31, "Characters and lines"), as a Windows editor writes it, and the renderer reads
 * it so; a body goes to no feed or calendar.
 */

/** A character a text field may not hold. */
const FORBIDDEN_IN_TEXT = /(?![\t\n])\p{Cc}|\p{Cs}|\p{Noncharacter_Code_Point}/u;
/** A character a Markdown body may not hold: as in text, but a carriage return is a line end. */
const FORBIDDEN_IN_MARKDOWN = /(?![\t\n\r])\p{Cc}|\p{Cs}|\p{Noncharacter_Code_Point}/u;
/** {@link FORBIDDEN_IN_TEXT}, every occurrence. */
const FORBIDDEN_IN_TEXT_ALL = new RegExp(FORBIDDEN_IN_TEXT.source, 'gu');

/** Ends an XML CDATA section (XML 1.0 §2.7, `CDEnd`), which the feed writes titles and summaries in. */
export const CDATA_END = ']]>';

/** How a value may end its lines: with line feeds only (text fields), or any CommonMark line end (Markdown). */
export type LineEnds = 'lf' | 'any';

/** `U+0007`: a code point as Unicode writes it. */
function codePointName(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The first refused character in `value` and its 1-based line, or `undefined`. */
function firstForbidden(value: string, lineEnds: LineEnds): { codePoint: number; line: number } | undefined {
  const match = (lineEnds === 'lf' ? FORBIDDEN_IN_TEXT : FORBIDDEN_IN_MARKDOWN).exec(value);
  if (!match) return undefined;
  const line = value.slice(0, match.index).split(/\r\n|\r|\n/).length;
  return { codePoint: match[0].codePointAt(0) ?? 0, line };
}

/**
 * What is wrong with the characters of `value`, as plain sentences for the staff who publish
 * (`contains a control character (U+0007) — remove it`); empty when nothing is. A value of more
 * than one line says on which line the first refused character is.
 */
export function characterProblems(value: string, lineEnds: LineEnds): string[] {
  const problems: string[] = [];
  const found = firstForbidden(value, lineEnds);
  if (found) {
    const where = /[\r\n]/.test(value) ? ` on line ${found.line}` : '';
    const name = codePointName(found.codePoint);
    const { codePoint } = found;
    if (codePoint === 0x0d) {
      problems.push(`contains a carriage return (${name})${where} — remove it`);
    } else if (codePoint <= 0x9f) {
      problems.push(`contains a control character (${name})${where} — remove it`);
    } else if (codePoint >= 0xd800 && codePoint <= 0xdfff) {
      problems.push(`contains half of a character (${name})${where} — delete the character and type it again`);
    } else {
      problems.push(`contains a code that is not a character (${name})${where} — remove it`);
    }
  }
  if (value.includes(CDATA_END)) problems.push(`contains \`${CDATA_END}\`, which feeds cannot carry — reword it`);
  return problems;
}

/**
 * `value` as an output may carry it: every line end (CRLF, bare CR) made a line feed, and every
 * refused character dropped. Line feeds and tabs stay, for the writer to encode as its format
 * needs; `]]>` stays too (only XML's CDATA sections care).
 */
export function outputText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(FORBIDDEN_IN_TEXT_ALL, '');
}
