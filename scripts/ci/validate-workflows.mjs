// @ts-check
/**
 * `npm run workflows`: validates the GitHub Actions workflows (`.github/workflows/*.yml`, or the
 * files named on the command line) against the workflow schema, offline, with
 * `@action-validator/core` (SchemaStore's github-workflow schema compiled to WebAssembly, plus
 * checks such as `needs` naming a job that exists). Prints one line per problem and exits 1 on
 * any, so a broken workflow fails `npm test` before it reaches GitHub.
 *
 * It first validates a deliberately broken canary, which must be flagged, so a validator that
 * silently accepts everything cannot pass (as `npm run security` does with its canary).
 *
 * Then the trust boundary's rules (`./workflow-policy.mjs`): secrets only in the deploy and
 * release environments, actions pinned by SHA, release on tags only, and CODEOWNERS covering
 * every tracked file outside the content folders (`git ls-files`).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateWorkflow } from '@action-validator/core';
import { codeownersProblems, workflowPolicyProblems } from './workflow-policy.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Where GitHub reads workflows from. */
export const WORKFLOWS_DIR = path.join(ROOT, '.github/workflows');
/** The CODEOWNERS file GitHub reads first. */
const CODEOWNERS = path.join(ROOT, '.github/CODEOWNERS');

/** A workflow with a misspelt key (`run-on`), so no `runs-on`: every validator run must flag it. */
export const CANARY_WORKFLOW =
  'on: push\njobs:\n  canary:\n    run-on: ubuntu-latest\n    steps:\n      - run: echo canary\n';

/** @typedef {import('@action-validator/core').ValidationError} ValidationError */

/**
 * Problems under `error`, counting each alternative of a `one_of` by its closest.
 * @param {ValidationError} error
 * @returns {number}
 */
function leafCount(error) {
  const states = 'states' in error ? (error.states ?? []) : [];
  return states.length === 0 ? 1 : Math.min(...states.map(stateCost));
}

/**
 * Problems in one alternative of a `one_of`.
 * @param {{ errors: ValidationError[] }} state
 * @returns {number}
 */
function stateCost(state) {
  return state.errors.reduce((/** @type {number} */ sum, inner) => sum + leafCount(inner), 0);
}

/**
 * One line per problem. A `one_of` error (the value matched none of the schema's alternatives:
 * a job is either steps on a runner or a reusable-workflow call) is reported by the alternative
 * that came closest, the one with the fewest problems, instead of every alternative's.
 * @param {ValidationError} error
 * @returns {string[]}
 */
function describe(error) {
  const states = 'states' in error ? (error.states ?? []) : [];
  if (states.length > 0) {
    const closest = states.reduce((best, state) => (stateCost(state) < stateCost(best) ? state : best));
    return closest.errors.flatMap(describe);
  }
  const where =
    'location' in error && error.location
      ? `line ${error.location.line}, column ${error.location.column}`
      : 'path' in error && error.path
        ? error.path
        : '/';
  return [`${where}: ${error.title}${error.detail ? ` (${error.detail})` : ''}`];
}

/**
 * Validates one workflow's YAML text.
 * @param {string} text The file's contents.
 * @returns {string[]} One line per problem; empty when the workflow is valid.
 */
export function validateWorkflowText(text) {
  const { errors } = validateWorkflow(text);
  return [...new Set(errors.flatMap(describe))];
}

/** The workflow files GitHub would read: `*.yml` and `*.yaml` in `dir`, sorted. */
export function workflowFiles(dir = WORKFLOWS_DIR) {
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (validateWorkflowText(CANARY_WORKFLOW).length === 0) {
    console.error('workflows: the validator accepted the broken canary workflow; it is not checking anything.');
    process.exit(1);
  }
  const files = process.argv.length > 2 ? process.argv.slice(2).map((file) => path.resolve(file)) : workflowFiles();
  if (files.length === 0) {
    console.error(`workflows: no workflow files in ${path.relative(ROOT, WORKFLOWS_DIR)}.`);
    process.exit(1);
  }
  let failed = false;
  for (const file of files) {
    const relative = path.relative(process.cwd(), file);
    const name = relative && !relative.startsWith('..') ? relative : file;
    let problems;
    try {
      problems = validateWorkflowText(readFileSync(file, 'utf8'));
    } catch (error) {
      problems = [`cannot be read: ${/** @type {Error} */ (error).message}`];
    }
    for (const problem of problems) console.error(`workflows: ${name}: ${problem}`);
    if (problems.length > 0) failed = true;
    else console.log(`workflows: ${name} is valid`);
  }
  const policy = workflowPolicyProblems(
    files.map((file) => ({ file: path.basename(file), text: readFileSync(file, 'utf8') })),
  );
  let codeowners = '';
  try {
    codeowners = readFileSync(CODEOWNERS, 'utf8');
  } catch {
    policy.push(
      `${path.relative(ROOT, CODEOWNERS)} is missing: every change outside the content folders needs a developer's approval.`,
    );
  }
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  if (codeowners) policy.push(...codeownersProblems(codeowners, tracked));
  for (const problem of policy) console.error(`workflows: policy: ${problem}`);
  if (policy.length === 0) console.log('workflows: the secrets, pins, triggers and code owners follow the policy');
  process.exit(failed || policy.length > 0 ? 1 : 0);
}
