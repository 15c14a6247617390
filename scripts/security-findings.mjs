// @ts-check
/**
 * Reading and judging Electronegativity findings. Electronegativity exits 0 whatever it finds,
 * so `npm run security` parses its CSV report (the SARIF report drops the severity).
 */
import { parse } from 'csv-parse/sync';

/**
 * @typedef {{ check: string, severity: string, confidence: string, file: string, location: string, sample: string }}
 *   Finding
 * @typedef {{ check: string, file: string, reason: string }} Exception
 */

/** Severities that fail the check. */
export const BLOCKING_SEVERITIES = ['HIGH', 'MEDIUM'];

/** The first line of every report Electronegativity writes. */
export const CSV_HEADER = 'issue, severity, confidence, filename, location, sample, description, url';

/**
 * Parses Electronegativity's CSV report.
 *
 * Electronegativity 1.10 writes the header and the rows with two concurrent `fs.writeFile`
 * calls, so a report can come out with the header over the first row. Such a report is
 * refused (the caller scans again) rather than read wrongly.
 * @param {string} csv
 * @returns {Finding[]}
 * @throws {Error} when the report is not a header followed by well-formed rows.
 */
export function parseFindings(csv) {
  if (!csv.startsWith(CSV_HEADER)) throw new Error('The Electronegativity report does not start with its header');
  /** @type {string[][]} */
  const rows = parse(csv, { trim: true, skip_empty_lines: true, from_line: 2 });
  if (rows.some((row) => row.length !== 8 || !/^[A-Z_]+$/.test(row[0] ?? ''))) {
    throw new Error('The Electronegativity report has a malformed row');
  }
  return rows.map((row) => ({
    check: row[0] ?? '',
    severity: (row[1] ?? '').toUpperCase(),
    confidence: row[2] ?? '',
    file: row[3] ?? '',
    location: row[4] ?? '',
    sample: row[5] ?? '',
  }));
}

/**
 * Splits high and medium findings into the ones a reviewed exception covers and the ones that
 * block, and lists exceptions that no longer match anything (stale reviews).
 * @param {Finding[]} findings
 * @param {Exception[]} exceptions
 */
export function judgeFindings(findings, exceptions) {
  const serious = findings.filter((finding) => BLOCKING_SEVERITIES.includes(finding.severity));
  const covers = (/** @type {Exception} */ exception, /** @type {Finding} */ finding) =>
    exception.check === finding.check && exception.file === finding.file;
  return {
    accepted: serious.filter((finding) => exceptions.some((exception) => covers(exception, finding))),
    blocking: serious.filter((finding) => !exceptions.some((exception) => covers(exception, finding))),
    stale: exceptions.filter((exception) => !findings.some((finding) => covers(exception, finding))),
  };
}
