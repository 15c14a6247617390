// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REQUIRED_VARIABLE } from '../../../../scripts/kiosk/test-electron.mjs';
import {
  CANARY_WORKFLOW,
  validateWorkflowText,
  workflowFiles,
  WORKFLOWS_DIR,
} from '../../../../scripts/ci/validate-workflows.mjs';

const root = path.resolve(import.meta.dirname, '../../../..');

const VALID = `name: ok
on: { push: { branches: [main] }, pull_request: {}, workflow_dispatch: {} }
permissions: { contents: read }
jobs:
  build:
    strategy: { matrix: { os: [ubuntu-latest, windows-latest] } }
    runs-on: \${{ matrix.os }}
    steps:
      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1
        with:
          persist-credentials: false
      - run: npm ci
`;

describe('validate-workflows', () => {
  const folders: string[] = [];
  const folder = () => {
    const made = mkdtempSync(path.join(tmpdir(), 'workflows-'));
    folders.push(made);
    return made;
  };
  afterEach(() => {
    for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
  });

  it('accepts every workflow in .github/workflows', () => {
    const files = workflowFiles();
    expect(files.map((file) => path.basename(file))).toContain('kiosk.yml');
    for (const file of files)
      expect([path.basename(file), validateWorkflowText(readFileSync(file, 'utf8'))]).toEqual([
        path.basename(file),
        [],
      ]);
  });

  it('accepts a valid workflow', () => {
    expect(validateWorkflowText(VALID)).toEqual([]);
  });

  it('names a misspelt key and the missing runs-on in the canary', () => {
    expect(validateWorkflowText(CANARY_WORKFLOW)).toEqual([
      "/jobs/canary: Property conditions are not met (Additional property 'run-on' is not allowed)",
      '/jobs/canary/runs-on: This property is required',
    ]);
  });

  it('flags an unknown event, a needs naming no job and a bad permission', () => {
    const problems = validateWorkflowText(
      VALID.replace('push: {', 'pushh: {')
        .replace('contents: read', 'contents: reed')
        .replace('    steps:', '    needs: nowhere\n    steps:'),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/on\b/),
        '/jobs/build/needs: Unresolved job (unresolved job nowhere)',
        '/permissions/contents: Enum conditions are not met',
      ]),
    );
  });

  it('reports YAML that does not parse with its line', () => {
    expect(validateWorkflowText('on: push\njobs:\n  a:\n    runs-on: x\n   steps: [\n')).toEqual([
      expect.stringMatching(/^line 5, column \d+: Parse Error/),
    ]);
  });

  it('exits 1 naming the file and the problem on a broken workflow, 0 on a valid one', () => {
    const dir = folder();
    const broken = path.join(dir, 'broken.yml');
    const valid = path.join(dir, 'valid.yml');
    writeFileSync(broken, CANARY_WORKFLOW);
    writeFileSync(valid, VALID);
    const failed = spawnSync(process.execPath, ['scripts/ci/validate-workflows.mjs', valid, broken], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(`workflows: ${broken}: /jobs/canary/runs-on: This property is required`);
    expect(failed.stdout).toContain(`workflows: ${valid} is valid`);
    const passed = spawnSync(process.execPath, ['scripts/ci/validate-workflows.mjs', valid], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(passed.status).toBe(0);
  });

  it('exits 1 on a valid workflow that breaks the trust policy, naming the rule', () => {
    const unpinned = path.join(folder(), 'unpinned.yml');
    writeFileSync(unpinned, VALID.replace(/actions\/checkout@\S+ # v7\.0\.1/, 'actions/checkout@v4'));
    const failed = spawnSync(process.execPath, ['scripts/ci/validate-workflows.mjs', unpinned], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(failed.stdout).toContain(`workflows: ${unpinned} is valid`);
    expect(failed.stderr).toContain(
      'workflows: policy: unpinned.yml: job build, step 1 (actions/checkout): actions/checkout@v4 is not pinned',
    );
    expect(failed.status).toBe(1);
  });

  it('is part of npm test, right after the security scan', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.workflows).toBe('node scripts/ci/validate-workflows.mjs');
    expect(scripts.test).toContain('npm run security && npm run workflows && ');
  });
});

describe('the kiosk workflow', () => {
  const text = readFileSync(path.join(WORKFLOWS_DIR, 'kiosk.yml'), 'utf8');

  it('fails instead of skipping when the Electron binary is missing', () => {
    expect(text).toMatch(new RegExp(`^\\s+${REQUIRED_VARIABLE}: 1$`, 'm'));
    expect(text).toMatch(/^\s+run: npm run kiosk:setup$/m);
  });

  it('runs on Linux, Windows and macOS with read-only contents', () => {
    expect(text).toMatch(/^\s+os: \[ubuntu-latest, windows-latest, macos-latest\]$/m);
    expect(text).toMatch(/^permissions:\n\s+contents: read$/m);
  });
});
