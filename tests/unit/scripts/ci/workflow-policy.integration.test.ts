// @vitest-environment node
/**
 * The trust boundary's rules (scripts/ci/workflow-policy.mjs): the repository's own workflows and
 * CODEOWNERS pass, and a throwaway example breaking each rule fails it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { workflowFiles } from '../../../../scripts/ci/validate-workflows.mjs';
import { codeownersProblems, workflowPolicyProblems } from '../../../../scripts/ci/workflow-policy.mjs';

const root = path.resolve(import.meta.dirname, '../../../..');
const CHECKOUT = 'actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1';
const SETUP_NODE = 'actions/setup-node@820762786026740c76f36085b0efc47a31fe5020 # v7.0.0';

/** A workflow that follows every rule: a deploy job with its secret in the production environment. */
const GOOD = `name: deploy
on: { push: { branches: [main] } }
permissions: { contents: read }
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: ${CHECKOUT}
        with:
          persist-credentials: false
      - run: npm ci && npm run build
  deploy:
    needs: build
    runs-on: ubuntu-latest
    environment: production
    steps:
      - uses: ${SETUP_NODE}
        with:
          node-version: 24
          package-manager-cache: false
      - run: npm ci --prefix deploy/tools
      - run: deploy/tools/node_modules/.bin/wrangler pages deploy dist
        env:
          TOKEN: \${{ secrets.CLOUDFLARE_API_TOKEN }}
`;

const RELEASE = `name: Release
on:
  push:
    tags: ['v*']
jobs:
  build:
    runs-on: ubuntu-latest
    environment: release
    steps:
      - uses: ${CHECKOUT}
        with:
          persist-credentials: false
      - run: npx electron-builder
        env:
          CSC_LINK: \${{ secrets.MAC_CSC_LINK }}
`;

const check = (text: string, file = 'deploy.yml') => workflowPolicyProblems([{ file, text }]);

describe('workflow policy', () => {
  it("passes the repository's own workflows", () => {
    const files = workflowFiles().map((file) => ({ file: path.basename(file), text: readFileSync(file, 'utf8') }));
    expect(files.map((file) => file.file)).toEqual(expect.arrayContaining(['publish.yml', 'release.yml']));
    expect(workflowPolicyProblems(files)).toEqual([]);
  });

  it('passes the throwaway examples as written', () => {
    expect(check(GOOD)).toEqual([]);
    expect(check(RELEASE, 'release.yml')).toEqual([]);
  });

  it('fails a job that names a secret outside an environment', () => {
    const problems = check(GOOD.replace('    environment: production\n', ''));
    expect(problems).toEqual([expect.stringMatching(/^deploy\.yml: job deploy names a secret but has no environment/)]);
  });

  it('fails a secret in an environment other than production or release', () => {
    expect(check(GOOD.replace('environment: production', 'environment: { name: staging }'))).toEqual([
      expect.stringContaining('job deploy names a secret in the environment staging'),
    ]);
  });

  it('fails secrets passed on to a reusable workflow, or put in the workflow-level env', () => {
    const inherit = `on: push
jobs:
  call:
    uses: ./.github/workflows/deploy.yml
    secrets: inherit
`;
    expect(check(inherit)).toEqual([expect.stringContaining('job call names a secret but has no environment')]);
    const global = GOOD.replace('permissions:', 'env:\n  KEY: ${{ secrets.KEY }}\npermissions:');
    expect(check(global)).toEqual(
      expect.arrayContaining([expect.stringContaining('names a secret in the workflow-level env')]),
    );
  });

  it('fails an action pinned by tag or branch, or by SHA without its tag', () => {
    expect(check(GOOD.replace(CHECKOUT, 'actions/checkout@v4'))).toEqual([
      expect.stringContaining('actions/checkout@v4 is not pinned by a full commit SHA'),
    ]);
    expect(check(GOOD.replace(CHECKOUT, 'actions/checkout@main'))).toEqual([
      expect.stringContaining('actions/checkout@main is not pinned by a full commit SHA'),
    ]);
    expect(check(GOOD.replace(CHECKOUT, CHECKOUT.replace(' # v7.0.1', '')))).toEqual([
      expect.stringContaining('has no comment naming its tag'),
    ]);
    expect(check(GOOD.replace(CHECKOUT, 'docker://alpine:3'))).toEqual([
      expect.stringContaining('docker://alpine:3 is not pinned by digest'),
    ]);
  });

  it('fails a checkout that keeps its credentials', () => {
    expect(check(GOOD.replace('persist-credentials: false', 'fetch-depth: 0'))).toEqual([
      expect.stringContaining('keeps the token in .git/'),
    ]);
  });

  it('fails a tool installed outside a lockfile, or a cache, in a job with secrets', () => {
    const npx = GOOD.replace(
      'deploy/tools/node_modules/.bin/wrangler pages deploy dist',
      'npx --yes wrangler@4.164.0 pages deploy dist',
    );
    expect(check(npx)).toEqual([
      expect.stringContaining('npx --yes downloads whatever the registry serves'),
      expect.stringContaining('npx <tool>@<version> installs outside the lockfile'),
    ]);
    expect(check(GOOD.replace('npm ci --prefix deploy/tools', 'npm install --global wrangler'))).toEqual([
      expect.stringContaining('npm install --global installs outside the lockfile'),
    ]);
    expect(check(GOOD.replace('package-manager-cache: false', 'cache: npm'))).toEqual([
      expect.stringContaining('restores a dependency cache in a job with secrets'),
    ]);
  });

  it('fails the triggers that run a pull request with the base repository’s secrets', () => {
    expect(check(GOOD.replace('on: { push: { branches: [main] } }', 'on: [pull_request_target]'))).toEqual([
      expect.stringContaining('runs on pull_request_target'),
    ]);
  });

  it('fails event text expanded inside a script', () => {
    const injected = GOOD.replace('npm ci && npm run build', 'echo "${{ github.event.pull_request.title }}"');
    expect(check(injected)).toEqual([expect.stringContaining('expands github.event or github.head_ref')]);
  });

  it('fails a release workflow that can run on a branch or by hand', () => {
    expect(check(RELEASE.replace("    tags: ['v*']", '    branches: [main]'), 'release.yml')).toEqual([
      expect.stringContaining('may run on a branch push'),
    ]);
    expect(check(RELEASE.replace("    tags: ['v*']", "    tags: ['v*']\n  workflow_dispatch:"), 'release.yml')).toEqual(
      [expect.stringContaining('may run on workflow_dispatch')],
    );
    expect(check(RELEASE.replace("    tags: ['v*']", "    tags: ['v*']\n    branches: ['x']"), 'release.yml')).toEqual([
      expect.stringContaining('may run on a branch push'),
    ]);
    expect(check(RELEASE.replace("tags: ['v*']", "tags: ['*']"), 'release.yml')).toEqual([
      expect.stringContaining('release tags start with v'),
    ]);
  });
});

describe('CODEOWNERS policy', () => {
  const files = [
    'content/announcements/en/a.md',
    'public/documents/a.pdf',
    'scripts/kiosk/after-pack.mjs',
    'package.json',
  ];

  it('passes the repository’s CODEOWNERS over every tracked file', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    const codeowners = readFileSync(path.join(root, '.github/CODEOWNERS'), 'utf8');
    expect(tracked.length).toBeGreaterThan(100);
    expect(codeownersProblems(codeowners, tracked)).toEqual([]);
  });

  it('fails a file outside the content folders without an owner', () => {
    expect(codeownersProblems('/content/ @lumen-pacific/developers\n', files)).toEqual([
      "scripts/kiosk/after-pack.mjs has no code owner: CODEOWNERS must give it one (a developer's team).",
      "package.json has no code owner: CODEOWNERS must give it one (a developer's team).",
    ]);
  });

  it('fails a later rule that takes the owner away from code', () => {
    const codeowners = '* @lumen-pacific/developers\n/content/\n/scripts/\n';
    expect(codeownersProblems(codeowners, files)).toEqual([
      expect.stringMatching(/^scripts\/kiosk\/after-pack\.mjs has no code owner \(CODEOWNERS line 3, \/scripts\/\)/),
    ]);
  });

  it('leaves the content folders to the editors', () => {
    expect(codeownersProblems('* @lumen-pacific/developers\n/content/\n/public/documents/\n', files)).toEqual([]);
  });
});

describe('publish.yml', () => {
  interface Step {
    uses?: string;
    run?: string;
    with?: Record<string, unknown>;
  }
  interface Job {
    environment?: string | { name: string };
    steps: Step[];
  }
  const workflow = parse(readFileSync(path.join(root, '.github/workflows/publish.yml'), 'utf8')) as {
    jobs: Record<string, Job>;
  };
  const deploy = workflow.jobs.deploy;

  it('keeps the deploy secrets in one job, in the production environment', () => {
    const withSecrets = Object.entries(workflow.jobs)
      .filter(([, job]) => JSON.stringify(job).includes('secrets.'))
      .map(([id]) => id);
    expect(withSecrets).toEqual(['deploy']);
    expect(deploy?.environment).toMatchObject({ name: 'production' });
  });

  it('runs no code of the repository but the locked deploy tool in that job', () => {
    const steps = deploy?.steps ?? [];
    const checkouts = steps.filter((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkouts.map((step) => step.with?.['sparse-checkout'])).toEqual(['deploy/tools']);
    const scripts = steps.map((step) => step.run ?? '').join('\n');
    expect(scripts).toContain('npm ci --prefix deploy/tools --ignore-scripts');
    expect(scripts).toContain('deploy/tools/node_modules/.bin/wrangler');
    expect(scripts).not.toMatch(/\bnpm (run|test|install)\b|\bnode\s|\bnpx\b|npm ci(?! --prefix deploy\/tools)/);
  });

  it('locks the deploy tool with its integrity', () => {
    const lock = JSON.parse(readFileSync(path.join(root, 'deploy/tools/package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; integrity?: string }>;
    };
    const manifest = JSON.parse(readFileSync(path.join(root, 'deploy/tools/package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    const wrangler = lock.packages['node_modules/wrangler'];
    expect(wrangler?.version).toBe(manifest.devDependencies.wrangler);
    expect(wrangler?.integrity).toMatch(/^sha512-/);
  });
});
