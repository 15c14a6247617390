// @ts-check
/**
 * `npm run security`: scans the Electron shell (electron/) with Electronegativity and fails on
 * any high or medium finding that security/electronegativity-exceptions.json does not list with
 * a reason. It first scans a deliberately insecure canary (security/canary/), which must be
 * flagged, so a scanner that silently ran nothing cannot pass.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { judgeFindings, parseFindings } from './security-findings.mjs';

const root = path.resolve(import.meta.dirname, '..');
const scanner = path.join(root, 'node_modules', '.bin', 'electronegativity');
const electronVersion = JSON.parse(readFileSync(path.join(root, 'node_modules/electron/package.json'), 'utf8')).version;
const work = mkdtempSync(path.join(tmpdir(), 'electronegativity-'));

/**
 * Scans `input`; a report garbled by the scanner's own write race is scanned again (up to six
 * tries: on a loaded two-core machine three garbled reports in a row happen).
 */
function scan(/** @type {string} */ input) {
  const output = path.join(work, `${path.basename(input)}.csv`);
  for (let attempt = 1; ; attempt += 1) {
    execFileSync(scanner, ['-i', input, '-o', output, '-r', '-e', electronVersion, '-v', 'false'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 300_000,
    });
    try {
      return parseFindings(readFileSync(output, 'utf8'));
    } catch (error) {
      if (attempt === 6) throw error;
      console.log(`security: ${/** @type {Error} */ (error).message}; scanning again`);
    }
  }
}

let failed = false;
try {
  const canary = scan(path.join(root, 'security/canary'));
  const caught = canary.filter((finding) => finding.severity === 'HIGH');
  if (caught.length === 0) {
    console.error('security: the scanner did not flag the insecure canary; it ran nothing useful.');
    failed = true;
  } else {
    console.log(`security: canary flagged (${caught.map((finding) => finding.check).join(', ')})`);
  }

  const findings = scan(path.join(root, 'electron'));
  const { exceptions } = JSON.parse(
    readFileSync(path.join(root, 'security/electronegativity-exceptions.json'), 'utf8'),
  );
  const { accepted, blocking, stale } = judgeFindings(findings, exceptions);
  console.log(`security: ${findings.length} findings in electron/, ${accepted.length} covered by reviewed exceptions`);
  for (const finding of blocking) {
    console.error(
      `security: ${finding.severity} ${finding.check} at ${finding.file}:${finding.location}: ${finding.sample}`,
    );
  }
  for (const exception of stale)
    console.error(`security: stale exception ${exception.check} for ${exception.file}; remove it`);
  if (blocking.length > 0 || stale.length > 0) failed = true;
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (failed) {
  console.error('security: FAILED');
  process.exit(1);
}
console.log('security: passed');
