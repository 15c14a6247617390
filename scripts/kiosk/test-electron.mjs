// @ts-check
/**
 * `npm run test:electron`: builds the kiosk and drives the real shell with Playwright's
 * `_electron`, or prints one line saying why it was skipped and what to run when no Electron
 * binary exists (`npm test` runs it everywhere; only kiosk work needs the binary).
 *
 * With `KIOSK_E2E_REQUIRED=1` (the kiosk CI workflow, `.github/workflows/kiosk.yml`) a missing
 * binary is a failure: the same line, exit code 1, so a broken download cannot pass as a skip.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findElectronBinary, missingElectronMessage } from './electron-binary.mjs';

/** The environment variable that turns a missing binary from a skip into a failure. */
export const REQUIRED_VARIABLE = 'KIOSK_E2E_REQUIRED';

/** Whether `env` asks for the binary to be required (`1` or `true`). */
export function isBinaryRequired(env = process.env) {
  const value = env[REQUIRED_VARIABLE]?.trim().toLowerCase();
  return value === '1' || value === 'true';
}

/**
 * What to do when there is no binary: skip (exit 0) or, when required, fail (exit 1).
 * @param {NodeJS.ProcessEnv} env
 * @param {string} message The one line naming the missing binary and the step to run.
 * @returns {{ exitCode: 0 | 1, line: string }}
 */
export function missingBinaryOutcome(env, message) {
  return isBinaryRequired(env)
    ? { exitCode: 1, line: `${message} Failed: ${REQUIRED_VARIABLE} is set, so the tests must run.` }
    : { exitCode: 0, line: `${message} Skipped.` };
}

/** Runs an npm command, stopping with its exit code when it fails. */
function run(/** @type {string} */ command) {
  const result = spawnSync(command, { stdio: 'inherit', shell: true });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const binary = findElectronBinary();
  if (!binary) {
    const { exitCode, line } = missingBinaryOutcome(process.env, missingElectronMessage('test:electron'));
    (exitCode === 0 ? console.log : console.error)(line);
    process.exit(exitCode);
  }
  console.log(`test:electron: using ${binary}`);
  run('npm run build:kiosk');
  run('npx playwright test --config playwright.electron.config.ts');
}
