// @ts-check
/**
 * `npm run html`: every page the build wrote (`dist/`, or the folders named on the command line)
 * checked by the W3C Nu HTML checker, the validator behind validator.w3.org (`vnu-jar`, run on
 * Java 11 or later). Prints one line per error, `file:line:column: message`, and exits 1 on any.
 *
 * The checker also reads the pages' inline CSS, and its CSS grammar lags the browsers: the
 * features in {@link CHECKER_CSS_GAPS} are reported as errors though every supported browser
 * has them. Only those messages are set aside, and counted; any other CSS error fails as HTML does.
 *
 * It first checks a canary page with two known errors, which must both be flagged, so a checker
 * that silently accepts everything (a missing jar, a changed output format) cannot pass.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vnuJar from 'vnu-jar';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * CSS the checker does not know yet, each a pattern of its message and why it is set aside:
 * container queries (CSS Containment Module Level 3) and `sibling-index()` (CSS Values and Units
 * Level 5), which the site's stylesheet uses with fallbacks.
 */
export const CHECKER_CSS_GAPS = [
  { pattern: /^CSS: “container-type”: Property “container-type” doesn't exist\.$/, why: 'container queries' },
  { pattern: /^CSS: Unrecognized at-rule “@container”$/, why: 'container queries' },
  { pattern: /^CSS: “order”: “sibling-index\(\)” is not a “order” value\.$/, why: 'sibling-index()' },
  { pattern: /^CSS: “--i”: Parse Error\.$/, why: 'sibling-index() in a custom property' },
];

/**
 * A page with the two errors the checker once found on the built site: a label on a plain
 * `<span>` (W3C ARIA in HTML: not allowed without a role) and `role="status"` on `<main>`.
 */
export const CANARY_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Canary</title></head>
<body><main role="status"><span aria-label="Not a member">–</span></main></body></html>
`;

/**
 * @typedef {object} CheckerMessage
 * @property {string} type `error`, `info` or `non-document-error`
 * @property {string} [url] the page, as a `file:` URL
 * @property {number} [lastLine]
 * @property {number} [firstColumn]
 * @property {string} message
 */

/**
 * @typedef {object} HtmlReport
 * @property {number} pages the HTML files checked
 * @property {string[]} errors one line per error, `file:line:column: message`, the file relative to
 *   `base`, sorted
 * @property {number} setAside the CSS messages of {@link CHECKER_CSS_GAPS}
 */

/**
 * The `.html` files under `folder`, recursively.
 * @param {string} folder
 * @returns {Promise<string[]>}
 */
async function htmlFiles(folder) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => entry.name);
}

/**
 * Runs the checker over `folders` (its `--skip-non-html` reads only HTML files) and sorts its
 * messages.
 * @param {readonly string[]} folders
 * @param {{ java?: string, base?: string }} [options] the Java command (`java` on the `PATH`,
 *   else `$JAVA_HOME/bin/java`), and the folder error lines are relative to (the project's root)
 * @returns {Promise<HtmlReport>}
 * @throws {Error} when Java cannot be started, or the checker's output is not its JSON report
 */
export async function validateHtml(folders, options = {}) {
  const java = options.java ?? (process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java');
  const base = options.base ?? ROOT;
  const args = ['-jar', String(vnuJar), '--skip-non-html', '--errors-only', '--format', 'json', ...folders];
  // The checker exits 1 when it finds errors; its JSON report on stderr is the answer either way.
  const stderr = await new Promise((resolve, reject) => {
    execFile(java, args, { maxBuffer: 256 * 1024 * 1024 }, (error, _stdout, output) => {
      if (error && 'code' in error && error.code === 'ENOENT') {
        reject(
          new Error(
            `The W3C Nu HTML checker needs Java 11 or later, and "${java}" was not found: install Java ` +
              '(on Debian, apt-get install default-jre-headless, as .ci/run does) or set JAVA_HOME.',
          ),
        );
      } else resolve(output);
    });
  });
  /** @type {{ messages: CheckerMessage[] }} */
  let report;
  try {
    report = JSON.parse(String(stderr));
  } catch {
    throw new Error(`The Nu HTML checker did not answer with its JSON report:\n${String(stderr).slice(0, 2000)}`);
  }
  const pages = (await Promise.all(folders.map(htmlFiles))).reduce((sum, files) => sum + files.length, 0);
  let setAside = 0;
  /** @type {string[]} */
  const errors = [];
  for (const message of report.messages) {
    if (message.type === 'info') continue;
    if (CHECKER_CSS_GAPS.some((gap) => gap.pattern.test(message.message))) {
      setAside += 1;
      continue;
    }
    const file = message.url ? path.relative(base, fileURLToPath(message.url)) : '(no file)';
    errors.push(`${file}:${message.lastLine ?? 0}:${message.firstColumn ?? 0}: ${message.message}`);
  }
  // The checker reads pages in parallel: sorted, the report reads the same on every run.
  errors.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return { pages, errors, setAside };
}

/**
 * Checks the canary page: it must give exactly its two errors, else the checker is not working.
 * @returns {Promise<string[]>} the canary's error lines
 */
export async function checkCanary() {
  const folder = await mkdtemp(path.join(tmpdir(), 'html-canary-'));
  try {
    await writeFile(path.join(folder, 'canary.html'), CANARY_PAGE);
    const { errors } = await validateHtml([folder], { base: folder });
    const expected = [
      /aria-label.*must not be specified on any “span”/,
      /Bad value “status” for attribute “role” on element “main”/,
    ];
    if (errors.length !== 2 || !expected.every((pattern) => errors.some((line) => pattern.test(line))))
      throw new Error(`The canary page should give exactly its two known errors, and gave:\n${errors.join('\n')}`);
    return errors;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folders = process.argv.slice(2);
  try {
    await checkCanary();
    const report = await validateHtml(folders.length > 0 ? folders : [path.join(ROOT, 'dist')]);
    for (const line of report.errors) console.error(line);
    console.log(
      `W3C Nu HTML checker: ${report.pages} pages, ${report.errors.length} errors` +
        ` (${report.setAside} CSS messages set aside: features the checker does not know yet)`,
    );
    if (report.errors.length > 0 || report.pages === 0) process.exitCode = 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
