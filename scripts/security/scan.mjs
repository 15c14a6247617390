// @ts-check
/**
 * `npm run security`: scans the Electron shell (electron/) with Electronegativity and fails on
 * any high or medium finding that security/electronegativity-exceptions.json does not list with
 * a reason. It first scans a deliberately insecure canary (security/canary/), which must be
 * flagged, so a scanner that silently ran nothing cannot pass.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import run from '@doyensec/electronegativity';
import { findingsOf, judgeFindings } from './findings.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const electronVersion = JSON.parse(readFileSync(path.join(root, 'node_modules/electron/package.json'), 'utf8')).version;

/**
 * Scans `input` (a folder) with every check, for the Electron version in the lockfile, paths
 * relative to it. `electronVersionOverride` is the option the runner reads (the README's
 * `electronVersion` is the CLI's `-e`, which its index maps to it).
 * @param {string} input
 */
async function scan(input) {
  const { issues } = await run({ input, isRelative: true, electronVersionOverride: electronVersion });
  return findingsOf(issues);
}

/**
 * Both scans at once, with the console silenced for them: the scanner talks on it as it goes
 * (its translations, its fetch of Electron's release notes from GitHub, which an offline
 * machine lacks and the checks here do not need, and which waits for its retries to give up
 * once per scan); the findings are what this script reports.
 */
async function scanAll() {
  const { log, warn } = console;
  console.log = console.warn = () => undefined;
  try {
    return await Promise.all([scan(path.join(root, 'security/canary')), scan(path.join(root, 'electron'))]);
  } finally {
    Object.assign(console, { log, warn });
  }
}

let failed = false;
try {
  const [canary, findings] = await scanAll();
  const caught = canary.filter((finding) => finding.severity === 'HIGH');
  if (caught.length === 0) {
    console.error('security: the scanner did not flag the insecure canary; it ran nothing useful.');
    failed = true;
  } else {
    console.log(`security: canary flagged (${caught.map((finding) => finding.check).join(', ')})`);
  }

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
} catch (error) {
  console.error(`security: ${error instanceof Error ? error.message : String(error)}`);
  failed = true;
}

if (failed) {
  console.error('security: FAILED');
  process.exit(1);
}
console.log('security: passed');
