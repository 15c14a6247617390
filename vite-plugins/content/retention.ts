/**
 * Reads from git which announcement files were ever deleted or renamed away, with the
 * publication time each had, for the retention guard (`retentionProblems` in `./generate.ts`).
 * Git history is the only record of what the website once published, so the guard needs the whole
 * history: a shallow clone (GitHub's `actions/checkout` without `fetch-depth: 0`) cannot tell, and
 * is reported as such.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { SOURCE_FOLDER, splitFrontMatter } from './sources.ts';
import type { RemovedAnnouncement } from './generate.ts';

const run = promisify(execFile);

/** What the history says: the removed files, or why it cannot say. */
export type RemovalHistory = { removed: RemovedAnnouncement[] } | { unavailable: string };

const FOLDER = `${SOURCE_FOLDER}/announcements/`;
const ANNOUNCEMENT_FILE = /^content\/announcements\/[^/]+\/([^/]+)\.md$/;

async function git(root: string, args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { cwd: root, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' });
  return stdout;
}

/** The `publishedAt` in a file's text, if it has one. */
function publishedAtOf(text: string): string | undefined {
  try {
    const value = splitFrontMatter(text).data.publishedAt;
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every announcement file under `root` that a commit reachable from `HEAD`, or the working tree,
 * deleted or renamed, newest removal first, leaving out the ids in `present` (the announcements the
 * sources still hold).
 */
export async function removedAnnouncements(root: string, present: ReadonlySet<string>): Promise<RemovalHistory> {
  try {
    if ((await git(root, ['rev-parse', '--is-shallow-repository'])).trim() === 'true') {
      return { unavailable: 'this is a shallow clone; fetch the whole history (fetch-depth: 0)' };
    }
  } catch {
    return { unavailable: 'this folder is not a git repository' };
  }
  const removals: { file: string; commit: string; removedAt: string; parent: string }[] = [];
  // Uncommitted removals first: `git status` against HEAD, renames detected as git detects them.
  const status = await git(root, ['status', '--porcelain=v1', '-z', '--untracked-files=no', '--', FOLDER]);
  const records = status.split('\0');
  for (let index = 0; index < records.length; index += 1) {
    const record = records[index] ?? '';
    const code = record.slice(0, 2);
    if (code.startsWith('R')) index += 1; // The rename's source path follows as its own record.
    const file = code.startsWith('R') ? (records[index] ?? '') : record.slice(3);
    if (code.includes('D') || code.startsWith('R')) {
      removals.push({ file, commit: 'working tree', removedAt: new Date().toISOString(), parent: 'HEAD' });
    }
  }
  // Then history: each commit's deletions and renames under the folder.
  let log = '';
  try {
    log = await git(root, [
      'log',
      '--no-renames',
      '--diff-filter=D',
      '--name-only',
      '--format=%x00%h %H %cI',
      'HEAD',
      '--',
      FOLDER,
    ]);
  } catch {
    // A repository with no commit yet has no history to keep.
  }
  for (const block of log.split('\0').slice(1)) {
    const [header = '', ...names] = block.split('\n').filter(Boolean);
    const [short = '', full = '', removedAt = ''] = header.split(' ');
    for (const file of names) removals.push({ file, commit: short, removedAt, parent: `${full}^` });
  }
  const removed: RemovedAnnouncement[] = [];
  for (const removal of removals) {
    const id = ANNOUNCEMENT_FILE.exec(removal.file)?.[1];
    // Still there (a language file restored, a rename undone): nothing to look up.
    if (!id || present.has(id)) continue;
    let text: string;
    try {
      text = await git(root, ['show', `${removal.parent}:${removal.file}`]);
    } catch {
      continue;
    }
    const publishedAt = publishedAtOf(text);
    if (publishedAt)
      removed.push({ id, file: removal.file, publishedAt, commit: removal.commit, removedAt: removal.removedAt });
  }
  return { removed };
}
