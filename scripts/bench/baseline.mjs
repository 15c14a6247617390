// @ts-check
/**
 * The bench's baseline: an earlier commit of this repository, built in the same run, so that its
 * figures and the current build's are measured side by side on one host and a noisy host cannot
 * hide a regression (`docs/development.md` §8).
 *
 * By default the baseline is the previous release: the newest `v<version>` tag reachable from
 * HEAD's parent (`git describe --tags --abbrev=0 --match 'v*' HEAD^`); without one, HEAD's
 * parent itself. The commit is checked out into a temporary git worktree and built there with
 * `vite build` (its own configuration and plugins); its `node_modules` is this repository's when
 * both lockfiles are equal, else installed with `npm ci` from the npm cache.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * @typedef {object} Baseline
 * @property {string} ref what was asked for or chosen (`v1.2.0`, `HEAD^`, a commit)
 * @property {string} commit the full commit id
 * @property {string} dist its build folder
 * @property {() => void} remove removes the worktree
 */

/** @param {string} root @param {string[]} args */
function git(root, args) {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/**
 * The default baseline's ref: the previous release's tag, else HEAD's parent.
 * @param {string} root
 */
export function defaultBaselineRef(root) {
  try {
    return git(root, ['describe', '--tags', '--abbrev=0', '--match', 'v*', 'HEAD^']);
  } catch {
    return 'HEAD^';
  }
}

/**
 * Checks `ref` out into a temporary worktree and builds it.
 * @param {string} root the repository
 * @param {string} ref
 * @param {(message: string) => void} log
 * @returns {Baseline}
 * @throws {Error} when `ref` is unknown or its install or build fails
 */
export function buildBaseline(root, ref, log) {
  const commit = git(root, ['rev-parse', '--verify', `${ref}^{commit}`]);
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-baseline-'));
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', folder], { cwd: root, stdio: 'ignore' });
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    git(root, ['worktree', 'add', '--detach', folder, commit]);
    const lock = (/** @type {string} */ dir) => readFileSync(path.join(dir, 'package-lock.json'), 'utf8');
    const npm = (/** @type {string[]} */ args) => {
      const result = spawnSync('npm', args, { cwd: folder, stdio: ['ignore', process.stderr, process.stderr] });
      if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed in the baseline (${ref})`);
    };
    if (lock(root) === lock(folder) && existsSync(path.join(root, 'node_modules'))) {
      symlinkSync(path.join(root, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
    } else {
      log(`baseline ${ref}: its lockfile differs, npm ci`);
      npm(['ci', '--prefer-offline', '--no-audit', '--no-fund']);
    }
    log(`baseline ${ref} (${commit.slice(0, 12)}): vite build`);
    npm(['exec', '--', 'vite', 'build', '--logLevel', 'warn']);
    return { ref, commit, dist: path.join(folder, 'dist'), remove };
  } catch (error) {
    remove();
    throw error;
  }
}
