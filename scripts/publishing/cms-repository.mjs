// @ts-check
/**
 * Which git repository `npm run cms` lets decap-server edit. decap-server commits everything in
 * its working copy (`git add .` before each save), so it must never be given a checkout with work
 * in progress: {@link cmsRepository} refuses one, and without `--repo` serves a clone of this
 * checkout's last commit under the system's temporary folder rather than the checkout itself.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** How many changed files a refusal names before it says how many more there are. */
const NAMED_CHANGES = 5;

/**
 * The files of `repo` that differ from its last commit, as `git status --porcelain` lists them
 * (changed, staged, and new files git does not ignore: all of them, decap-server would commit).
 * @param {string} repo a git working copy
 * @returns {string[]} one line per file, empty for a clean copy
 * @throws {Error} when `repo` is not a git working copy (git's own message)
 */
export function uncommittedChanges(repo) {
  return execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: repo, encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.trim() !== '');
}

/**
 * The repository to serve, and what to tell whoever started the CMS.
 * @param {{ repo?: string | undefined, root: string }} options `repo`: the `--repo` argument, if
 *   any; `root`: the checkout `npm run cms` runs in, cloned when `repo` is not given
 * @returns {{ repo: string, notice: string }} `repo` absolute; `notice` one paragraph for the console
 * @throws {Error} when the repository to serve has uncommitted changes (naming them), or cannot be
 *   cloned or read (git's message)
 */
export function cmsRepository({ repo, root }) {
  if (repo === undefined) {
    const clone = mkdtempSync(path.join(tmpdir(), 'cms-content-'));
    execFileSync('git', ['clone', '--quiet', root, clone], { stdio: 'pipe' });
    return {
      repo: clone,
      notice:
        `npm run cms: the CMS edits a clone of this checkout's last commit, at ${clone} (decap-server ` +
        'commits everything in the repository it edits, so never the one you work in; what is not ' +
        `committed here is not there). Drafts are branches of the clone; to take what you published: ` +
        `git pull ${clone} main. To edit another repository: npm run cms -- --repo <folder>.`,
    };
  }
  const chosen = path.resolve(repo);
  const changes = uncommittedChanges(chosen);
  if (changes.length > 0) {
    // A porcelain line is two status letters, a space and the path.
    const named = changes.slice(0, NAMED_CHANGES).map((line) => `  ${line.slice(3)}`);
    if (changes.length > NAMED_CHANGES) named.push(`  and ${changes.length - NAMED_CHANGES} more`);
    throw new Error(
      [
        `npm run cms: ${chosen} has changes that are not committed, which decap-server would commit with the first save:`,
        ...named,
        'Commit or stash them, or run npm run cms without --repo to edit a clone of this checkout.',
      ].join('\n'),
    );
  }
  return { repo: chosen, notice: `npm run cms: the CMS edits ${chosen}.` };
}
