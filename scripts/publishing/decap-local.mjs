// @ts-check
/**
 * The CMS against decap-server on this computer, as the publishing test
 * (tests/e2e/cms/publish.spec.ts) and the IR guide's screenshots (scripts/docs/cms-screenshots.mjs)
 * both run it: a throwaway git repository holding the content, decap-server in git mode on a free
 * port, and the CMS page told where that server is (docs/publishing.md §3).
 */
import { execFileSync, spawn } from 'node:child_process';
import { cp, mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A free TCP port on loopback. */
export function freePort() {
  return /** @type {Promise<number>} */ (
    new Promise((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    })
  );
}

/**
 * Makes a git repository under the system's temporary folder holding the content sources and the
 * public files of `root` (never the generated `public/content/`), committed on `main` by "IR Team"
 * (decap-server commits as the repository's user, and it commits everything in its working copy, so
 * it must be a clean clone of its own).
 * @param {string} root the checkout to copy from
 * @param {string} prefix the folder name's start (`cms-repo-`)
 * @param {(repo: string) => Promise<void>} [prepare] writes more files before the first commit
 * @returns {Promise<string>} the repository's folder; the caller removes it
 */
export async function throwawayContentRepo(root, prefix, prepare) {
  const repo = await mkdtemp(path.join(tmpdir(), prefix));
  await cp(path.join(root, 'content'), path.join(repo, 'content'), { recursive: true });
  await cp(path.join(root, 'public'), path.join(repo, 'public'), {
    recursive: true,
    filter: (source) => !source.startsWith(path.join(root, 'public/content')),
  });
  await cp(path.join(root, '.gitignore'), path.join(repo, '.gitignore'));
  await prepare?.(repo);
  const git = (/** @type {string[]} */ ...args) => execFileSync('git', args, { cwd: repo, stdio: 'pipe' });
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'IR Team');
  git('config', 'user.email', 'ir@example.com');
  git('add', '-A');
  git('commit', '-q', '-m', 'Content as published');
  return repo;
}

/** The only address decap-server listens on: it has no login, so it must not be reachable from the network. */
export const DECAP_SERVER_HOST = '127.0.0.1';

/**
 * The environment decap-server reads its settings from when it starts (its `index.js`: `MODE`,
 * `GIT_REPO_DIRECTORY`, `PORT`, and `BIND_HOST`, without which Express listens on every
 * interface): git mode over `repo`, on `port` of loopback only.
 * @param {string} repo the git working copy it edits, absolute
 * @param {number | string} port
 * @returns {Record<'MODE' | 'GIT_REPO_DIRECTORY' | 'PORT' | 'BIND_HOST', string>}
 */
export function decapServerEnvironment(repo, port) {
  return { MODE: 'git', GIT_REPO_DIRECTORY: repo, PORT: String(port), BIND_HOST: DECAP_SERVER_HOST };
}

/**
 * Starts decap-server (`MODE=git`, decap-server's README) over `repo` on `port` of loopback, in a
 * process group of its own so that {@link stopProcessGroup} stops it with its children.
 * @param {string} root the checkout whose node_modules holds decap-server
 */
export function startDecapServer(root, /** @type {string} */ repo, /** @type {number} */ port) {
  return spawn(process.execPath, [path.join(root, 'node_modules/decap-server/dist/index.js')], {
    cwd: root,
    env: { ...process.env, ...decapServerEnvironment(repo, port) },
    stdio: 'ignore',
    detached: true,
  });
}

/** Stops a process started with `detached: true`, and its children; nothing when it has ended. */
export function stopProcessGroup(/** @type {import('node:child_process').ChildProcess} */ child) {
  if (!child.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/** Whether decap-server answers its `info` action on `port` (never throws). */
export function decapAnswers(/** @type {number} */ port) {
  return fetch(`http://127.0.0.1:${port}/api/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'info' }),
  }).then(
    (response) => response.ok,
    () => false,
  );
}

/**
 * Serves `page` the CMS configuration with `local_backend` pointing at decap-server on `port`: the
 * CMS looks for it at localhost:8081 otherwise (`local_backend: true` in admin/config.yml).
 * @returns {Promise<void>} once the route is in place
 */
export async function useLocalDecap(/** @type {import('@playwright/test').Page} */ page, /** @type {number} */ port) {
  await page.route('**/admin/config.yml', async (route) => {
    const response = await route.fetch();
    const config = (await response.text()).replace(
      /^local_backend: true$/m,
      `local_backend:\n  url: http://127.0.0.1:${port}/api/v1`,
    );
    if (!config.includes(`:${port}/api/v1`)) throw new Error('admin/config.yml has no `local_backend: true` line');
    await route.fulfill({ response, body: config });
  });
}
