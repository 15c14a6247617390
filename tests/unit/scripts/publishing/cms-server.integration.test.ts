// @vitest-environment node
/**
 * `npm run cms` (scripts/publishing/cms-server.mjs) starts decap-server, which has no login: it must
 * answer on loopback and refuse every other address, so nobody on the office network can read
 * unreleased drafts or write into the repository through it.
 */
import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsRepository } from '../../../../scripts/publishing/cms-repository.mjs';
import { decapAnswers, freePort } from '../../../../scripts/publishing/decap-local.mjs';
import { runNode } from '../../support/run-node';

const root = path.resolve(import.meta.dirname, '../../../..');

/** Resolves with the error code of a TCP connection to `host:port`, or `connected`. */
function connectOutcome(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** This machine's addresses other than loopback's own 127.0.0.1: its network interfaces', and on Linux another loopback address. */
function otherAddresses(): string[] {
  const external = Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .filter((entry) => !entry.internal && entry.family === 'IPv4')
    .map((entry) => entry.address);
  // Linux routes all of 127.0.0.0/8 to the loopback interface: a server bound to every
  // interface answers on 127.0.0.2, one bound to 127.0.0.1 does not.
  return process.platform === 'linux' ? [...external, '127.0.0.2'] : external;
}

describe('npm run cms', () => {
  let repo: string;
  let port: number;
  let server: ChildProcessWithoutNullStreams;
  let output = '';

  beforeAll(async () => {
    repo = await mkdtemp(path.join(tmpdir(), 'cms-server-'));
    await writeFile(path.join(repo, 'README.md'), 'content\n');
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'pipe' });
    git('init', '-q', '-b', 'main');
    git('add', 'README.md');
    git('-c', 'user.name=IR Team', '-c', 'user.email=ir@example.com', 'commit', '-q', '-m', 'start');
    port = await freePort();
    server = spawn(
      process.execPath,
      [path.join(root, 'scripts/publishing/cms-server.mjs'), '--repo', repo, '--port', String(port)],
      { cwd: root, stdio: 'pipe', detached: true },
    );
    // decap-server says where it listens once it does.
    await new Promise<void>((resolve, reject) => {
      const listen = (chunk: Buffer) => {
        output += chunk.toString();
        if (/listening on/i.test(output)) resolve();
      };
      server.stdout.on('data', listen);
      server.stderr.on('data', listen);
      server.once('exit', (code) => reject(new Error(`cms-server exited with ${code}: ${output}`)));
    });
  }, 30_000);

  afterAll(async () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    if (repo) await rm(repo, { recursive: true, force: true });
  });

  it('says it listens on loopback, and answers there', async () => {
    expect(output).toContain(`127.0.0.1:${port}`);
    expect(await decapAnswers(port)).toBe(true);
  });

  it('refuses a connection on any other address of this machine', async () => {
    const addresses = otherAddresses();
    if (addresses.length === 0) {
      console.warn('cms-server test: this machine has no address but 127.0.0.1 to try; nothing else to refuse.');
    }
    for (const address of addresses) {
      expect(`${address}: ${await connectOutcome(address, port)}`).toBe(`${address}: ECONNREFUSED`);
    }
  });
});

describe('the repository npm run cms lets decap-server edit', () => {
  const made: string[] = [];
  const git = (repo: string, ...args: string[]) =>
    execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: 'pipe' }).trim();

  /** A repository with one commit holding README.md, and `notes.txt` not committed when `dirty`. */
  async function repository(dirty: boolean): Promise<string> {
    const repo = await mkdtemp(path.join(tmpdir(), 'cms-checkout-'));
    made.push(repo);
    git(repo, 'init', '-q', '-b', 'main');
    await writeFile(path.join(repo, 'README.md'), 'content\n');
    git(repo, 'add', 'README.md');
    git(repo, '-c', 'user.name=IR Team', '-c', 'user.email=ir@example.com', 'commit', '-q', '-m', 'start');
    if (dirty) await writeFile(path.join(repo, 'notes.txt'), 'work in progress\n');
    return repo;
  }

  afterAll(async () => {
    await Promise.all(made.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('is a clone of the checkout’s last commit when none is named, never the checkout, and it says where', async () => {
    const checkout = await repository(true);
    const { repo, notice } = cmsRepository({ root: checkout });
    made.push(repo);
    expect(repo).not.toBe(checkout);
    expect(repo.startsWith(tmpdir())).toBe(true);
    expect(git(repo, 'rev-parse', 'HEAD')).toBe(git(checkout, 'rev-parse', 'HEAD'));
    expect(existsSync(path.join(repo, 'README.md'))).toBe(true);
    expect(existsSync(path.join(repo, 'notes.txt'))).toBe(false);
    expect(notice).toContain(`a clone of this checkout's last commit, at ${repo}`);
    expect(notice).toContain(`git pull ${repo} main`);
  });

  it('is the one named when it is clean', async () => {
    const checkout = await repository(false);
    expect(cmsRepository({ repo: checkout, root: checkout })).toEqual({
      repo: checkout,
      notice: `npm run cms: the CMS edits ${checkout}.`,
    });
  });

  it('is refused when it has changes not committed, each named, and nothing starts', async () => {
    const checkout = await repository(true);
    await writeFile(path.join(checkout, 'README.md'), 'edited\n');
    expect(() => cmsRepository({ repo: checkout, root: checkout })).toThrow(
      new RegExp(
        `^npm run cms: ${checkout} has changes that are not committed[^\\n]*\\n  README\\.md\\n  notes\\.txt\\n`,
      ),
    );
    const run = await runNode(
      path.join(root, 'scripts/publishing/cms-server.mjs'),
      ['--repo', checkout, '--port', '1'],
      {
        cwd: root,
      },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('notes.txt');
    expect(run.stdout).toBe('');
  });
});
