// @ts-check
/**
 * The repository's trust boundary as rules on its GitHub Actions workflows and its CODEOWNERS
 * (docs/publishing.md, "Who can reach what"), checked by `npm run workflows`
 * (`./validate-workflows.mjs`) beside the schema:
 *
 * - a job that names a secret runs in one of the {@link SECRET_ENVIRONMENTS}, whose deployment
 *   rules (main only; `v*` tags only with a release manager's approval) are GitHub's settings;
 * - every action is pinned by a full commit SHA, with its tag in a comment (`@<sha> # v7.0.1`):
 *   a tag can be moved to other code, a commit cannot;
 * - every checkout sets `persist-credentials: false`, so no later step finds a token in `.git/`;
 * - a job with secrets installs nothing outside a lockfile (`npx --yes`, `npx <tool>@<version>`,
 *   `npm install --global`) and restores no dependency cache;
 * - no workflow runs on `pull_request_target` or `workflow_run`, which run a pull request's code
 *   with the base repository's token and secrets;
 * - no `run:` script expands `github.event` or `github.head_ref` inline, where a branch name or a
 *   title would become shell code;
 * - `release.yml` runs on `v*` tags only, never on a branch or by hand;
 * - CODEOWNERS gives every tracked file outside the {@link CONTENT_FOLDERS} an owner.
 *
 * Each rule returns sentences naming the file, the job and what to do; the unit tests prove each
 * can fail (tests/unit/scripts/ci/workflow-policy.integration.test.ts).
 */
import ignore from 'ignore';
import { parse } from 'yaml';

/** The GitHub environments that may hold secrets: the website's deploy, and the kiosk's signing. */
export const SECRET_ENVIRONMENTS = ['production', 'release'];

/** The folders the content editors publish, which need no developer's approval. */
export const CONTENT_FOLDERS = ['content/', 'public/documents/'];

/** The workflow that signs releases, which must never run on a branch. */
export const RELEASE_WORKFLOW = 'release.yml';

/** @typedef {{ file: string; text: string }} WorkflowFile */
/** @typedef {Record<string, unknown>} YamlMap */

/** @returns {value is YamlMap} */
const isMap = (/** @type {unknown} */ value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every string anywhere under `value`. */
function strings(/** @type {unknown} */ value) {
  /** @type {string[]} */
  const found = [];
  const walk = (/** @type {unknown} */ node) => {
    if (typeof node === 'string') found.push(node);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (isMap(node)) Object.values(node).forEach(walk);
  };
  walk(value);
  return found;
}

/** Whether `value` names a secret: `secrets.NAME` or `secrets['NAME']` in an expression, or `secrets: inherit`. */
function namesSecret(/** @type {unknown} */ value) {
  if (isMap(value) && value.secrets !== undefined) return true;
  return strings(value).some((text) => /\$\{\{[^}]*\bsecrets\s*(\.|\[)/.test(text));
}

/** The environment's name of a job (`environment: name` or `environment: { name }`), or undefined. */
function environmentOf(/** @type {YamlMap} */ job) {
  const environment = job.environment;
  if (typeof environment === 'string') return environment;
  if (isMap(environment) && typeof environment.name === 'string') return environment.name;
  return undefined;
}

/** The triggers of a workflow (`on:` as a name, a list or a map), by name. */
function triggers(/** @type {YamlMap} */ workflow) {
  const on = workflow.on;
  if (typeof on === 'string') return { [on]: null };
  if (Array.isArray(on)) return Object.fromEntries(on.map((name) => [String(name), null]));
  return isMap(on) ? on : {};
}

/** The steps of a job, as maps. */
function stepsOf(/** @type {YamlMap} */ job) {
  return Array.isArray(job.steps) ? job.steps.filter(isMap) : [];
}

/** A step's name for a message. */
function stepName(/** @type {YamlMap} */ step, /** @type {number} */ index) {
  if (typeof step.name === 'string') return `step "${step.name}"`;
  if (typeof step.uses === 'string') return `step ${index + 1} (${step.uses.split('@')[0]})`;
  return `step ${index + 1}`;
}

/** The comment after each `uses:` reference in the raw text (which YAML parsing drops), by reference. */
function usesComments(/** @type {string} */ text) {
  /** @type {Map<string, string>} */
  const comments = new Map();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:-\s+)?uses:\s*(['"]?)([^\s'"#]+)\1\s*(#.*)?$/.exec(line);
    if (match?.[2] && !comments.has(match[2])) comments.set(match[2], (match[3] ?? '').trim());
  }
  return comments;
}

/**
 * Problems with one `uses:` reference: a local action (`./…`) is the repository's own code, a
 * Docker image must be named by digest, and anything else by a full commit SHA with its tag in a
 * comment, so that a reader (and Dependabot) sees which release it is.
 */
function pinProblems(/** @type {string} */ ref, /** @type {string} */ comment) {
  if (ref.startsWith('./')) return [];
  if (ref.startsWith('docker://')) {
    return /@sha256:[0-9a-f]{64}$/.test(ref)
      ? []
      : [`${ref} is not pinned by digest: name the image as docker://…@sha256:<digest>.`];
  }
  if (!/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(ref)) {
    return [`${ref} is not pinned by a full commit SHA: write it as owner/action@<40-character SHA> # <tag>.`];
  }
  if (!/^#\s*v?\d/.test(comment))
    return [`${ref} has no comment naming its tag: add # <tag> (such as # v7.0.1) after it.`];
  return [];
}

/** Shell that installs a tool outside a lockfile. */
const UNLOCKED_INSTALL = [
  { pattern: /\bnpx\s+(?:[^\n]*\s)?(?:--yes|-y)\b/, what: 'npx --yes downloads whatever the registry serves' },
  { pattern: /\bnpx\s+(?:-\S+\s+)*@?[\w./-]+@[\w.^~-]+/, what: 'npx <tool>@<version> installs outside the lockfile' },
  {
    pattern: /\bnpm\s+(?:i|install|add)\b[^\n]*(?:\s-g\b|--global\b)/,
    what: 'npm install --global installs outside the lockfile',
  },
  {
    pattern: /\b(?:curl|wget)\b[^\n|]*\|\s*(?:sudo\s+)?(?:ba|z)?sh\b/,
    what: 'a script piped from the network runs unchecked',
  },
];

/**
 * The policy problems of the workflows, one sentence each, naming the file and the job.
 * @param {readonly WorkflowFile[]} files `file` is the workflow's name (`publish.yml`)
 * @returns {string[]} empty when every rule holds
 */
export function workflowPolicyProblems(files) {
  /** @type {string[]} */
  const problems = [];
  for (const { file, text } of files) {
    const report = (/** @type {string} */ message) => problems.push(`${file}: ${message}`);
    /** @type {unknown} */
    let workflow;
    try {
      workflow = parse(text);
    } catch (error) {
      report(`cannot be read as YAML: ${/** @type {Error} */ (error).message}`);
      continue;
    }
    if (!isMap(workflow)) {
      report('is not a workflow (no map at the top).');
      continue;
    }
    const on = triggers(workflow);
    for (const risky of ['pull_request_target', 'workflow_run']) {
      if (risky in on) {
        report(
          `runs on ${risky}, which runs a pull request's code with this repository's token and secrets: use pull_request.`,
        );
      }
    }
    if (file === RELEASE_WORKFLOW) {
      const other = Object.keys(on).filter((name) => name !== 'push');
      if (other.length) report(`may run on ${other.join(', ')}: the release workflow runs on pushed v* tags only.`);
      const push = on.push;
      const tags = isMap(push) && Array.isArray(push.tags) ? push.tags.map(String) : [];
      if (!isMap(push) || tags.length === 0 || push.branches !== undefined || push['branches-ignore'] !== undefined) {
        report("may run on a branch push: give on.push only tags, such as tags: ['v*'].");
      } else if (!tags.every((tag) => tag.startsWith('v'))) {
        report(
          `runs on the tags ${tags.join(', ')}: release tags start with v, which the tag ruleset reserves for release managers.`,
        );
      }
    }
    if (namesSecret(workflow.env))
      report('names a secret in the workflow-level env, which every job sees: move it to the one step that needs it.');

    const comments = usesComments(text);
    const jobs = isMap(workflow.jobs) ? workflow.jobs : {};
    for (const [id, job] of Object.entries(jobs)) {
      if (!isMap(job)) continue;
      const where = `job ${id}`;
      const environment = environmentOf(job);
      const holdsSecrets = namesSecret(job);
      if (holdsSecrets && environment === undefined) {
        report(
          `${where} names a secret but has no environment: give it environment: ${SECRET_ENVIRONMENTS.join(' or ')}, whose secrets only its branch or tags can read.`,
        );
      } else if (holdsSecrets && !SECRET_ENVIRONMENTS.includes(environment ?? '')) {
        report(
          `${where} names a secret in the environment ${environment}: secrets live in ${SECRET_ENVIRONMENTS.join(' or ')} only.`,
        );
      }
      if (typeof job.uses === 'string') {
        for (const problem of pinProblems(job.uses, comments.get(job.uses) ?? '')) report(`${where}: ${problem}`);
      }
      stepsOf(job).forEach((step, index) => {
        const name = `${where}, ${stepName(step, index)}`;
        const uses = typeof step.uses === 'string' ? step.uses : '';
        const options = isMap(step.with) ? step.with : {};
        if (uses) for (const problem of pinProblems(uses, comments.get(uses) ?? '')) report(`${name}: ${problem}`);
        if (/^actions\/checkout@/.test(uses) && options['persist-credentials'] !== false) {
          report(`${name} keeps the token in .git/: set with: persist-credentials: false.`);
        }
        const run = typeof step.run === 'string' ? step.run : '';
        if (/\$\{\{\s*github\.(event|head_ref)\b/.test(run)) {
          report(
            `${name} expands github.event or github.head_ref inside its script, where text from a branch or a pull request becomes shell code: pass it through env: and use "$NAME".`,
          );
        }
        if (!holdsSecrets) return;
        for (const { pattern, what } of UNLOCKED_INSTALL) {
          if (pattern.test(run))
            report(`${name}: ${what}; in a job with secrets, install tools from a lockfile (npm ci).`);
        }
        if (
          /^actions\/setup-node@/.test(uses) &&
          (options.cache !== undefined || options['package-manager-cache'] !== false)
        ) {
          report(
            `${name} restores a dependency cache in a job with secrets: remove cache and set package-manager-cache: false.`,
          );
        }
      });
    }
  }
  return problems;
}

/**
 * The rules of a CODEOWNERS file (GitHub's syntax: a gitignore-style pattern, then owners; the
 * last matching rule wins; a rule without owners leaves its paths without a code owner).
 * @param {string} text
 * @returns {{ line: number; pattern: string; owners: string[] }[]}
 */
export function parseCodeowners(text) {
  return text.split(/\r?\n/).flatMap((raw, index) => {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (line === '') return [];
    const [pattern = '', ...owners] = line.split(/\s+/);
    return [{ line: index + 1, pattern, owners }];
  });
}

/**
 * Tracked files outside the {@link CONTENT_FOLDERS} that CODEOWNERS leaves without an owner, so a
 * change to them would need no developer's approval; one sentence each.
 * @param {string} codeowners the file's text
 * @param {readonly string[]} files tracked paths, relative to the repository root, with `/`
 * @returns {string[]} empty when every such file has an owner
 */
export function codeownersProblems(codeowners, files) {
  const rules = parseCodeowners(codeowners).map((rule) => ({ ...rule, matches: ignore().add(rule.pattern) }));
  /** @type {string[]} */
  const problems = [];
  for (const file of files) {
    if (CONTENT_FOLDERS.some((folder) => file.startsWith(folder))) continue;
    const rule = rules.findLast((candidate) => candidate.matches.ignores(file));
    if (!rule) problems.push(`${file} has no code owner: CODEOWNERS must give it one (a developer's team).`);
    else if (rule.owners.length === 0) {
      problems.push(
        `${file} has no code owner (CODEOWNERS line ${rule.line}, ${rule.pattern}): only ${CONTENT_FOLDERS.join(' and ')} may go without one.`,
      );
    }
  }
  return problems;
}
