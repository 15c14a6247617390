// @ts-check
/**
 * Drafts in a git working copy exactly as decap-server keeps the editorial workflow's drafts (its
 * git mode, `npm run cms`): a branch `cms/<collection>/<slug>` from the default branch whose one
 * commit adds the entry's files and its media, and the draft's status as the branch's description
 * in the repository's configuration (`branch.<name>.description`, `decap-cms/draft`). The CMS's
 * Workflow board lists such a branch as a draft like one saved in it.
 *
 * The branch is made with git's plumbing, through an index of its own: the working copy's files,
 * its index and its checked-out branch stay as they are, so the watcher may run beside a person's
 * work.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The prefix of the CMS's draft branches, and its status labels' (decap-server's `CMS_BRANCH_PREFIX`, `decap-cms/`). */
export const DRAFT_BRANCH_PREFIX = 'cms';
const STATUS_LABEL_PREFIX = 'decap-cms/';

/** Who the watcher's commits are by. */
export const WATCHER = { name: 'HKEXnews watcher', email: 'hkexnews-watcher@localhost' };

/** The collection announcements are in (`admin/config.yml`). */
export const ANNOUNCEMENTS_COLLECTION = 'announcements';

/**
 * Runs git in `repo`.
 * @param {string} repo
 * @param {string[]} args
 * @param {{ input?: string | Buffer, env?: NodeJS.ProcessEnv }} [options]
 */
function git(repo, args, options = {}) {
  return execFileSync('git', args, {
    cwd: repo,
    input: options.input,
    env: options.env ?? process.env,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  }).trim();
}

/** The branch a draft of `slug` lives on. */
export function draftBranch(/** @type {string} */ slug) {
  return `${DRAFT_BRANCH_PREFIX}/${ANNOUNCEMENTS_COLLECTION}/${slug}`;
}

/**
 * HKEXnews' filing ids that the default branch and the drafts already hold (`hkexnewsId` in an
 * announcement's English front matter), so that no filing is drafted twice.
 * @param {string} repo a git working copy
 * @param {string} base the default branch (`main`)
 * @returns {Set<string>}
 */
export function knownFilingIds(repo, base) {
  const drafts = git(repo, ['for-each-ref', '--format=%(refname:short)', `refs/heads/${DRAFT_BRANCH_PREFIX}/`])
    .split('\n')
    .filter(Boolean);
  const ids = new Set();
  for (const ref of [base, ...drafts]) {
    let found = '';
    try {
      found = git(repo, ['grep', '-h', '-A2', '-e', '^hkexnewsId:', ref, '--', 'content/announcements/en/']);
    } catch {
      // git grep exits 1 when nothing matches.
      continue;
    }
    for (const match of found.matchAll(/^ {2}(?:en|zh-Hant): ['"]?(\d+)['"]?$/gm)) if (match[1]) ids.add(match[1]);
  }
  return ids;
}

/**
 * Adds a draft: its branch from `base` with one commit of `files`, and its status.
 * @param {string} repo a git working copy
 * @param {{ base: string, slug: string, files: ReadonlyMap<string, string | Buffer>, message: string }} draft
 *   `files` by path in the repository; `message` the commit's, as the CMS writes it
 * @returns {string} the branch's name
 * @throws {Error} when the branch exists already (a draft of that slug) or git fails
 */
export function addLocalDraft(repo, { base, slug, files, message }) {
  const branch = draftBranch(slug);
  if (git(repo, ['branch', '--list', branch])) throw new Error(`${branch} exists already: a draft of ${slug} is there`);
  const scratch = mkdtempSync(path.join(tmpdir(), 'hkexnews-index-'));
  try {
    // The watcher is the draft's author: git history says who wrote what.
    const env = {
      ...process.env,
      GIT_INDEX_FILE: path.join(scratch, 'index'),
      GIT_AUTHOR_NAME: WATCHER.name,
      GIT_AUTHOR_EMAIL: WATCHER.email,
      GIT_COMMITTER_NAME: WATCHER.name,
      GIT_COMMITTER_EMAIL: WATCHER.email,
    };
    git(repo, ['read-tree', base], { env });
    for (const [file, content] of files) {
      const blob = git(repo, ['hash-object', '-w', '--stdin'], { input: content });
      git(repo, ['update-index', '--add', '--cacheinfo', `100644,${blob},${file}`], { env });
    }
    const tree = git(repo, ['write-tree'], { env });
    const commit = git(repo, ['commit-tree', tree, '-p', base, '-F', '-'], { input: message, env });
    git(repo, ['update-ref', `refs/heads/${branch}`, commit, '']);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  git(repo, ['config', `branch.${branch}.description`, `${STATUS_LABEL_PREFIX}draft`]);
  return branch;
}
