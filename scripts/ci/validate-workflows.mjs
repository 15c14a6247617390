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
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateWorkflow } from '@action-validator/core';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Where GitHub reads workflows from. */
export const WORKFLOWS_DIR = path.join(ROOT, '.github/workflows');

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
  process.exit(failed ? 1 : 0);
}
