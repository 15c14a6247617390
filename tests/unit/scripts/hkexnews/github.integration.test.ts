// @vitest-environment node
/**
 * `npm run hkexnews -- sync --github <owner/repo>` against a local stand-in of the few GitHub REST
 * endpoints Octokit calls (scripts/hkexnews/github-drafts.mjs): each new filing pair becomes a
 * branch, a pull request and Decap CMS's draft label, with the token from GITHUB_TOKEN; a second
 * run finds them and creates nothing.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, RequestListener } from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerAsHkexnews } from '../../support/hkexnews-replay';
import { withLoopbackServer } from '../../support/loopback-server';
import { runNode } from '../../support/run-node';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const CLI = path.join(ROOT, 'scripts/hkexnews/cli.mjs');
const PUBLISHED = 'content/announcements/en/2026-12-03-change-of-company-secretary.md';

/** What the stand-in holds: the default branch's files, and what the watcher made. */
interface GitHubState {
  main: Map<string, string>;
  blobs: Map<string, Buffer>;
  trees: Map<string, { base: string; entries: Map<string, string> }>;
  commits: Map<string, { tree: string; message: string; author: string }>;
  refs: Map<string, string>;
  pulls: { number: number; head: string; base: string; title: string; body: string; labels: string[] }[];
  authorizations: Set<string>;
}

const sha = (text: string) => createHash('sha1').update(text).digest('hex');

function body(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text ? (JSON.parse(text) as Record<string, unknown>) : {}));
  });
}

/** GitHub's REST API as far as the watcher uses it, for `owner/site`, plus HKEXnews replayed. */
function standIn(): { handler: RequestListener; state: GitHubState } {
  const state: GitHubState = {
    main: new Map([[PUBLISHED, "---\nid: x\nhkexnewsId:\n  en: '11990106'\n  zh-Hant: '11990206'\n---\n\nText.\n"]]),
    blobs: new Map(),
    trees: new Map([['main-tree', { base: '', entries: new Map() }]]),
    commits: new Map([['main-commit', { tree: 'main-tree', message: 'Content', author: 'IR Team' }]]),
    refs: new Map([['heads/main', 'main-commit']]),
    pulls: [],
    authorizations: new Set(),
  };
  /** The files of a branch: the default branch's, with its tree's entries over them. */
  const filesOf = (ref: string): Map<string, string> => {
    const files = new Map(state.main);
    const commit = state.commits.get(state.refs.get(`heads/${ref}`) ?? '');
    for (const [file, blob] of state.trees.get(commit?.tree ?? '')?.entries ?? []) {
      files.set(file, (state.blobs.get(blob) ?? Buffer.alloc(0)).toString('utf8'));
    }
    return files;
  };
  const handler: RequestListener = (request, response) => {
    if (answerAsHkexnews(request, response)) return;
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const json = (status: number, data: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(data));
      state.authorizations.add(request.headers.authorization ?? '');
      const route = decodeURIComponent(url.pathname).replace(/^\/repos\/owner\/site/, '');
      const method = request.method ?? 'GET';
      if (method === 'GET' && route === '/pulls') {
        return json(
          200,
          state.pulls.map((pull) => ({ number: pull.number, head: { ref: pull.head }, base: { ref: pull.base } })),
        );
      }
      if (method === 'GET' && route.startsWith('/contents/')) {
        const wanted = decodeURIComponent(route.slice('/contents/'.length));
        const files = filesOf(url.searchParams.get('ref') ?? 'main');
        const content = files.get(wanted);
        if (content !== undefined) {
          return json(200, {
            type: 'file',
            name: path.posix.basename(wanted),
            content: Buffer.from(content).toString('base64'),
          });
        }
        const inside = [...files.keys()].filter((file) => path.posix.dirname(file) === wanted);
        if (inside.length)
          return json(
            200,
            inside.map((file) => ({ type: 'file', name: path.posix.basename(file) })),
          );
        return json(404, { message: 'Not Found' });
      }
      if (method === 'GET' && route === '/git/ref/heads/main')
        return json(200, { object: { sha: state.refs.get('heads/main') } });
      if (method === 'GET' && route.startsWith('/git/commits/')) {
        const commitSha = route.slice('/git/commits/'.length);
        return json(200, { sha: commitSha, tree: { sha: state.commits.get(commitSha)?.tree } });
      }
      const data = await body(request);
      if (method === 'POST' && route === '/git/blobs') {
        const content = Buffer.from(String(data.content), 'base64');
        const blobSha = sha(content.toString('binary'));
        state.blobs.set(blobSha, content);
        return json(201, { sha: blobSha });
      }
      if (method === 'POST' && route === '/git/trees') {
        const entries = new Map((data.tree as { path: string; sha: string }[]).map((entry) => [entry.path, entry.sha]));
        const treeSha = sha(JSON.stringify([...entries]));
        state.trees.set(treeSha, { base: String(data.base_tree), entries });
        return json(201, { sha: treeSha });
      }
      if (method === 'POST' && route === '/git/commits') {
        const commitSha = sha(JSON.stringify(data));
        const author = (data.author as { name: string }).name;
        state.commits.set(commitSha, { tree: String(data.tree), message: String(data.message), author });
        return json(201, { sha: commitSha });
      }
      if (method === 'POST' && route === '/git/refs') {
        state.refs.set(String(data.ref).replace(/^refs\//, ''), String(data.sha));
        return json(201, { ref: data.ref });
      }
      if (method === 'POST' && route === '/pulls') {
        const pull = {
          number: state.pulls.length + 1,
          head: String(data.head),
          base: String(data.base),
          title: String(data.title),
          body: String(data.body),
          labels: [],
        };
        state.pulls.push(pull);
        return json(201, { number: pull.number });
      }
      const labels = /^\/issues\/(\d+)\/labels$/.exec(route);
      if (method === 'POST' && labels) {
        const pull = state.pulls.find((candidate) => candidate.number === Number(labels[1]));
        pull?.labels.push(...(data.labels as string[]));
        return json(
          200,
          (data.labels as string[]).map((name) => ({ name })),
        );
      }
      return json(404, { message: `The stand-in has no ${method} ${route}` });
    })();
  };
  return { handler, state };
}

const github = standIn();
const origin = withLoopbackServer(github.handler);

const sync = (env: Record<string, string>) =>
  runNode(CLI, ['sync', '--github', 'owner/site', '--source', origin(), '--stock', '2629'], {
    cwd: ROOT,
    env: { ...process.env, GITHUB_API_URL: origin(), ...env },
  });

describe('npm run hkexnews -- sync --github', { timeout: 60_000 }, () => {
  it('needs a token', async () => {
    const run = await sync({ GITHUB_TOKEN: '' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--github needs a token in GITHUB_TOKEN');
  });

  it('opens a labelled pull request from a draft branch per new filing pair, then finds them', async () => {
    const run = await sync({ GITHUB_TOKEN: 'watcher-token' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.match(/^created: /gm)).toHaveLength(4);
    expect(run.stdout).toContain('already there: 2026-12-03-change-of-company-secretary (HKEXnews 11990106, 11990206)');
    expect([...github.state.authorizations]).toEqual(['token watcher-token']);
    const pull = github.state.pulls.find(
      (candidate) => candidate.head === 'cms/announcements/2026-12-04-grant-of-share-options',
    );
    expect(pull).toMatchObject({
      base: 'main',
      title: 'Create announcements “2026-12-04-grant-of-share-options”',
      labels: ['decap-cms/draft'],
    });
    expect(pull?.body).toMatch(
      /^Automatically generated by Decap CMS\n\nTo check before approving:\n- HKEXnews' headline category/,
    );
    const commit = github.state.commits.get(github.state.refs.get(`heads/${pull?.head}`) ?? '');
    expect(commit?.author).toBe('HKEXnews watcher');
    expect([...(github.state.trees.get(commit?.tree ?? '')?.entries.keys() ?? [])].sort()).toEqual([
      'content/announcements/en/2026-12-04-grant-of-share-options.md',
      'content/announcements/zh-TW/2026-12-04-grant-of-share-options.md',
      'content/announcements/zh/2026-12-04-grant-of-share-options.md',
      'public/documents/announcements/2026-12-04-grant-of-share-options-tc.pdf',
      'public/documents/announcements/2026-12-04-grant-of-share-options.pdf',
    ]);

    const again = await sync({ GITHUB_TOKEN: 'watcher-token' });
    expect(again.code).toBe(0);
    expect(again.stdout.match(/^created: /gm)).toBeNull();
    expect(again.stdout.match(/^already there: /gm)).toHaveLength(5);
    expect(github.state.pulls).toHaveLength(4);
  });
});
