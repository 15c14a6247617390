// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getConfig } from 'app-builder-lib/out/util/config/load';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

interface Step {
  id?: string;
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
}

interface Job {
  needs?: string | string[];
  environment?: string;
  if?: string;
  permissions?: Record<string, string>;
  strategy?: { matrix?: { os?: string[] } };
  steps: Step[];
}

interface Workflow {
  on: Record<string, { tags?: string[] } | null>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

/** A workflow file, parsed with the YAML reader electron-builder uses for its own configuration. */
async function readWorkflow(name: string): Promise<Workflow> {
  const read = await getConfig<Workflow>(
    { packageKey: 'build', configFilename: 'electron-builder', projectDir: root, packageMetadata: null },
    `.github/workflows/${name}`,
  );
  if (!read) throw new Error(`${name} could not be read`);
  return read.result;
}

function job(workflow: Workflow, name: string): Job {
  const found = workflow.jobs[name];
  if (!found) throw new Error(`no job ${name}`);
  return found;
}

function stepIndex(steps: Step[], id: string): number {
  const index = steps.findIndex((step) => step.id === id);
  if (index < 0) throw new Error(`no step with id ${id}`);
  return index;
}

function step(steps: Step[], id: string): Step & { run: string } {
  const found = steps[stepIndex(steps, id)];
  if (typeof found?.run !== 'string') throw new Error(`step ${id} runs no script`);
  return { ...found, run: found.run };
}

/** Runs a step's script as GitHub runs `shell: bash` (`bash --noprofile --norc -eo pipefail`). */
function runBash(script: string, env: Record<string, string>, cwd = root) {
  const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {
    cwd,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

let release: Workflow;
let build: Job;
beforeAll(async () => {
  release = await readWorkflow('release.yml');
  build = job(release, 'build');
});

const WINDOWS_SECRETS = ['WIN_CSC_LINK', 'WIN_CSC_KEY_PASSWORD'];
const MACOS_SECRETS = [
  'MAC_CSC_LINK',
  'MAC_CSC_KEY_PASSWORD',
  'APPLE_API_KEY_P8',
  'APPLE_API_KEY_ID',
  'APPLE_API_ISSUER',
];
const present = (names: string[]) => Object.fromEntries(names.map((name) => [name, `value of ${name}`]));

describe('release.yml', () => {
  it('runs on a version tag only, on Windows, macOS and Linux, in the release environment', () => {
    expect(release.on.push?.tags).toEqual(['v*']);
    expect(Object.keys(release.on)).toEqual(['push']);
    expect(build.environment).toBe('release');
    expect(build.strategy?.matrix?.os).toEqual(['ubuntu-latest', 'windows-latest', 'macos-latest']);
  });

  describe('the check that the tagged commit is on main', () => {
    let repo: string;
    const git = (...args: string[]) => spawnSync('git', args, { cwd: repo, encoding: 'utf8' }).stdout.trim();
    beforeAll(() => {
      repo = mkdtempSync(path.join(tmpdir(), 'release-on-main-'));
      git('init', '-q', '-b', 'main');
      git('-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', 'commit', '-q', '--allow-empty', '-m', 'reviewed');
      // A checkout's view of the remote's main, as actions/checkout leaves it with fetch-depth: 0.
      git('update-ref', 'refs/remotes/origin/main', 'HEAD');
      git('checkout', '-q', '-b', 'cms/announcements/x');
      git('-c', 'user.name=Editor', '-c', 'user.email=ed@example.com', 'commit', '-q', '--allow-empty', '-m', 'draft');
    });
    afterAll(() => rmSync(repo, { recursive: true, force: true }));

    it('comes first, before anything is installed', () => {
      expect(stepIndex(build.steps, 'on-main')).toBeLessThan(stepIndex(build.steps, 'guard'));
      expect(build.steps[0]?.with).toMatchObject({ 'fetch-depth': 0, 'persist-credentials': false });
    });

    it("passes a commit of main and stops a tag on a draft's branch", () => {
      const check = step(build.steps, 'on-main').run;
      const onMain = runBash(check, { GITHUB_SHA: git('rev-parse', 'main'), GITHUB_REF_NAME: 'v1.0.0' }, repo);
      expect(onMain.status).toBe(0);
      const draft = runBash(check, { GITHUB_SHA: git('rev-parse', 'HEAD'), GITHUB_REF_NAME: 'v1.0.1' }, repo);
      expect(draft.status).toBe(1);
      expect(draft.output).toContain('::error title=Not on main::The tag v1.0.1');
    });
  });

  describe('the guard against unsigned releases', () => {
    const guard = () => step(build.steps, 'guard');

    it('comes before anything is installed or built', () => {
      const steps = build.steps;
      const guardAt = stepIndex(steps, 'guard');
      const firstBuild = steps.findIndex((candidate) => candidate.run?.includes('npm ci'));
      expect(guardAt).toBeLessThan(firstBuild);
      for (const id of ['build-windows', 'build-macos', 'build-linux'])
        expect(guardAt).toBeLessThan(stepIndex(steps, id));
    });

    it('reads each secret it checks from the secret of that name', () => {
      const { env = {} } = guard();
      for (const name of [...WINDOWS_SECRETS, ...MACOS_SECRETS]) expect(env[name]).toContain(`secrets.${name} `);
    });

    it('fails a Windows build without the certificate, naming the missing secrets', () => {
      const { status, output } = runBash(guard().run, { RUNNER_OS: 'Windows' });
      expect(status).toBe(1);
      expect(output).toContain('::error title=Unsigned Windows release refused::');
      expect(output).toContain('secrets WIN_CSC_LINK WIN_CSC_KEY_PASSWORD of the environment release are missing');
    });

    it('fails a Windows build with the certificate but not its password', () => {
      const { status, output } = runBash(guard().run, { RUNNER_OS: 'Windows', WIN_CSC_LINK: 'MIIK...' });
      expect(status).toBe(1);
      expect(output).toContain('secrets WIN_CSC_KEY_PASSWORD of the environment release are missing');
    });

    it('fails a macOS build without the notarisation key, naming it', () => {
      const secrets = present(MACOS_SECRETS.filter((name) => name !== 'APPLE_API_ISSUER'));
      const { status, output } = runBash(guard().run, { RUNNER_OS: 'macOS', ...secrets, ...present(WINDOWS_SECRETS) });
      expect(status).toBe(1);
      expect(output).toContain('::error title=Unsigned macOS release refused::');
      expect(output).toContain('secrets APPLE_API_ISSUER of the environment release are missing');
    });

    it('lets a build with all of its secrets through', () => {
      expect(runBash(guard().run, { RUNNER_OS: 'Windows', ...present(WINDOWS_SECRETS) }).status).toBe(0);
      expect(runBash(guard().run, { RUNNER_OS: 'macOS', ...present(MACOS_SECRETS) }).status).toBe(0);
    });

    it('lets Linux through unsigned, saying so', () => {
      const { status, output } = runBash(guard().run, { RUNNER_OS: 'Linux' });
      expect(status).toBe(0);
      expect(output).toContain('not signed');
    });
  });

  it('stops a tag that does not match the version in package.json', () => {
    const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
    const check = step(build.steps, 'version');
    // Every run is a tag's.
    expect(check.if).toBeUndefined();
    expect(runBash(check.run, { GITHUB_REF_NAME: `v${version}` }).status).toBe(0);
    const wrong = runBash(check.run, { GITHUB_REF_NAME: 'v999.0.0' });
    expect(wrong.status).toBe(1);
    expect(wrong.output).toContain(`does not match package.json's version ${version}`);
  });

  it('makes electron-builder sign Windows and macOS or fail, and never publish by itself', () => {
    const windows = step(build.steps, 'build-windows');
    const macos = step(build.steps, 'build-macos');
    expect(windows.if).toBe("runner.os == 'Windows'");
    expect(macos.if).toBe("runner.os == 'macOS'");
    for (const signed of [windows, macos]) expect(signed.run).toContain('--config.forceCodeSigning=true');
    for (const id of ['build-windows', 'build-macos', 'build-linux'])
      expect(step(build.steps, id).run).toMatch(/npx electron-builder --\w+ --publish never/);
    expect(windows.env).toEqual({
      WIN_CSC_LINK: '${{ secrets.WIN_CSC_LINK }}',
      WIN_CSC_KEY_PASSWORD: '${{ secrets.WIN_CSC_KEY_PASSWORD }}',
    });
    // electron-builder's names for the Developer ID certificate and the notarisation key.
    expect(Object.keys(macos.env ?? {})).toEqual(
      expect.arrayContaining(['CSC_LINK', 'CSC_KEY_PASSWORD', 'APPLE_API_KEY_ID', 'APPLE_API_ISSUER']),
    );
    expect(macos.run).toContain('export APPLE_API_KEY=');
  });

  it('checks the signatures after building and keeps the files only after the checks', () => {
    const steps = build.steps;
    expect(stepIndex(steps, 'build-windows')).toBeLessThan(stepIndex(steps, 'verify-windows'));
    expect(stepIndex(steps, 'build-macos')).toBeLessThan(stepIndex(steps, 'verify-macos'));
    expect(stepIndex(steps, 'verify-windows')).toBeLessThan(stepIndex(steps, 'upload'));
    expect(stepIndex(steps, 'verify-macos')).toBeLessThan(stepIndex(steps, 'upload'));
    expect(steps[stepIndex(steps, 'upload')]?.uses).toMatch(/^actions\/upload-artifact@/);
    // Nothing after the upload could change what was checked.
    expect(stepIndex(steps, 'upload')).toBe(steps.length - 1);
  });

  it('requires a valid, timestamped Authenticode signature by the publisher app-update.yml names', () => {
    const verify = step(build.steps, 'verify-windows');
    expect(verify.if).toBe("runner.os == 'Windows'");
    expect(verify.shell).toBe('pwsh');
    expect(verify.run).toContain('Get-AuthenticodeSignature');
    expect(verify.run).toContain("$signature.Status -ne 'Valid'");
    expect(verify.run).toContain('TimeStamperCertificate');
    expect(verify.run).toContain('release/win-unpacked/resources/app-update.yml');
    expect(verify.run).toContain('$names -cnotcontains $signer');
  });

  describe('the macOS check', () => {
    let work: string;
    afterEach(() => rmSync(work, { recursive: true, force: true }));

    /**
     * Runs the check in a folder holding `release/` as electron-builder leaves it, with stand-ins
     * for Apple's tools that log their arguments and exit with `FAIL_<TOOL>` (0 without).
     */
    function runCheck(options: { zip?: boolean; appInZip?: boolean; env?: Record<string, string> } = {}) {
      const { zip = true, appInZip = true, env = {} } = options;
      work = mkdtempSync(path.join(tmpdir(), 'release-check-'));
      const bin = path.join(work, 'bin');
      const temp = path.join(work, 'tmp');
      const log = path.join(work, 'tools.log');
      for (const dir of [bin, temp, path.join(work, 'release/mac-arm64/Lumen Pacific Kiosk.app')])
        mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(work, 'release/Lumen Pacific Kiosk-0.1.0-arm64.dmg'), 'dmg');
      if (zip) writeFileSync(path.join(work, 'release/Lumen Pacific Kiosk-0.1.0-arm64-mac.zip'), 'zip');
      const tools: Record<string, string> = {
        codesign: 'exit "${FAIL_CODESIGN:-0}"',
        spctl: 'exit "${FAIL_SPCTL:-0}"',
        xcrun: 'exit "${FAIL_XCRUN:-0}"',
        // ditto -x -k <zip> <folder>
        ditto: appInZip ? 'mkdir -p "$4/Lumen Pacific Kiosk.app"' : 'true',
        // hdiutil attach -nobrowse -readonly -mountpoint <folder> <dmg> | hdiutil detach <folder>
        hdiutil: '[ "$1" = attach ] && mkdir -p "$5/Lumen Pacific Kiosk.app"; true',
      };
      for (const [tool, body] of Object.entries(tools)) {
        const file = path.join(bin, tool);
        writeFileSync(file, `#!/bin/bash\necho "${tool} $*" >> "$TOOLS_LOG"\n${body}\n`);
        chmodSync(file, 0o755);
      }
      const result = runBash(
        step(build.steps, 'verify-macos').run,
        { PATH: `${bin}:${process.env.PATH ?? '/usr/bin:/bin'}`, TMPDIR: temp, TOOLS_LOG: log, ...env },
        work,
      );
      let calls: string[] = [];
      try {
        calls = readFileSync(log, 'utf8').trim().split('\n');
      } catch {
        // No tool was called.
      }
      return { ...result, calls };
    }

    it('verifies the app as built, inside the zip and inside the dmg: signature, Gatekeeper, stapled ticket', () => {
      const { status, calls } = runCheck();
      expect(status).toBe(0);
      const checked = (command: string) =>
        calls.filter((call) => call.startsWith(command)).map((call) => call.slice(command.length));
      const mounted = checked('hdiutil attach -nobrowse -readonly -mountpoint ')[0]?.split(' release/')[0];
      const unpacked = calls.find((call) => call.startsWith('ditto -x -k '))?.split('.zip ')[1];
      const apps = [
        'release/mac-arm64/Lumen Pacific Kiosk.app',
        `${unpacked ?? 'no zip unpacked'}/Lumen Pacific Kiosk.app`,
        `${mounted ?? 'no dmg mounted'}/Lumen Pacific Kiosk.app`,
      ];
      expect(checked('codesign --verify --deep --strict --verbose=2 ')).toEqual(apps);
      expect(checked('spctl --assess --type execute --verbose=4 ')).toEqual(apps);
      expect(checked('xcrun stapler validate ')).toEqual(apps);
      expect(checked('hdiutil detach ')).toEqual([mounted]);
    });

    it.each([
      ['a signature codesign rejects', 'FAIL_CODESIGN'],
      ['an app Gatekeeper rejects (not notarised)', 'FAIL_SPCTL'],
      ['an app without a stapled ticket', 'FAIL_XCRUN'],
    ])('fails on %s', (_case, variable) => {
      expect(runCheck({ env: { [variable]: '1' } }).status).not.toBe(0);
    });

    it('fails when the zip installed kiosks download is missing', () => {
      const { status, output } = runCheck({ zip: false });
      expect(status).toBe(1);
      expect(output).toContain('Expected a zip and a dmg in release/');
    });

    it('fails when the zip holds no app', () => {
      const { status, output } = runCheck({ appInZip: false });
      expect(status).toBe(1);
      expect(output).toMatch(/No \.app in release\/.*\.zip/);
    });
  });

  it('drafts the release after every build, as the only job that may write', () => {
    const publish = job(release, 'publish');
    expect([publish.needs].flat()).toContain('build');
    expect(publish.permissions).toEqual({ contents: 'write' });
    expect(release.permissions).toEqual({ contents: 'read' });
    expect(build.permissions).toEqual({ contents: 'read' });
    const runs = publish.steps.map((candidate) => candidate.run ?? '').join('\n');
    expect(runs).toContain('gh release create');
    expect(runs).toContain('--draft');
    expect(runs).toContain('sha256sum');
    // It publishes the checked files it downloads, and builds nothing itself.
    expect(publish.steps[0]?.uses).toMatch(/^actions\/download-artifact@/);
    expect(runs).not.toContain('electron-builder');
  });

  it('names only secrets that docs/kiosk.md, section 4, describes', () => {
    const text = readFileSync(path.join(root, '.github/workflows/release.yml'), 'utf8');
    const secrets = new Set([...text.matchAll(/secrets\.([A-Z0-9_]+)/g)].map((match) => match[1]));
    expect([...secrets].sort()).toEqual([...WINDOWS_SECRETS, ...MACOS_SECRETS].sort());
    const docs = readFileSync(path.join(root, 'docs/kiosk.md'), 'utf8');
    const updates = /^## 4\. .*?(?=^## 5\. )/ms.exec(docs)?.[0] ?? '';
    for (const name of secrets) expect(updates).toContain(`\`${name ?? ''}\``);
  });
});

describe('kiosk.yml', () => {
  it('builds pull requests unsigned, without any secret, and keeps the macOS update zip', async () => {
    const kiosk = await readWorkflow('kiosk.yml');
    expect(Object.keys(kiosk.on)).toContain('pull_request');
    const steps = job(kiosk, 'kiosk').steps;
    const installers = steps.find((candidate) => candidate.run?.includes('electron-builder'));
    expect(installers?.run).toContain('--publish never');
    expect(String(installers?.env?.CSC_IDENTITY_AUTO_DISCOVERY)).toBe('false');
    expect(readFileSync(path.join(root, '.github/workflows/kiosk.yml'), 'utf8')).not.toContain('secrets.');
    const upload = steps.find(
      (candidate) =>
        candidate.uses?.startsWith('actions/upload-artifact@') &&
        candidate.with?.name === 'kiosk-installers-${{ matrix.os }}',
    );
    expect(String(upload?.with?.path)).toContain('release/*.zip');
  });
});
