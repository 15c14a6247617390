// @ts-check
/**
 * Reading and judging Electronegativity findings. `npm run security` takes them from
 * Electronegativity's programmatic API (its package's `run`, README "Programmatically"), which
 * returns the issues it found: its report files are no source, since version 1.10 writes a CSV
 * report's header and rows with two concurrent `fs.writeFile` calls (a loaded machine gets the
 * header over the first row) and its SARIF report drops the severity.
 */

/**
 * @typedef {{ check: string, severity: string, confidence: string, file: string, location: string, sample: string }}
 *   Finding
 * @typedef {{ check: string, file: string, reason: string }} Exception
 */

/** Severities that fail the check. */
export const BLOCKING_SEVERITIES = ['HIGH', 'MEDIUM'];

/**
 * The findings in the issues Electronegativity's `run` returns (each `{ id, severity: { name },
 * confidence: { name }, file, location: { line, column }, sample }`; a global check's file is
 * `N/A` and its location 0:0).
 * @param {unknown} issues `run(…).issues`
 * @returns {Finding[]}
 * @throws {Error} when an issue is not of that shape (a scanner version that changed it).
 */
export function findingsOf(issues) {
  if (!Array.isArray(issues)) throw new Error('Electronegativity returned no list of issues');
  return issues.map((issue, index) => {
    const { id, severity, confidence, file, location, sample } = issue ?? {};
    if (typeof id !== 'string' || typeof severity?.name !== 'string' || typeof confidence?.name !== 'string')
      throw new Error(`Electronegativity's issue ${index} is not of the known shape`);
    return {
      check: id,
      severity: severity.name.toUpperCase(),
      confidence: confidence.name.toUpperCase(),
      file: typeof file === 'string' ? file : 'N/A',
      location: `${location?.line ?? 0}:${location?.column ?? 0}`,
      sample: typeof sample === 'string' ? sample : '',
    };
  });
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
