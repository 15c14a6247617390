// @ts-check
/**
 * `npm run hkexnews -- sync (--repo <git working copy> | --github <owner/repo>) [--source <origin>]
 * [--stock <code>] [--base <branch>]`: the issuer's new HKEXnews filings as CMS drafts
 * (`./sync.mjs`), in a local working copy as decap-server keeps them, or on GitHub as Decap CMS's
 * `github` backend does, with the token in `GITHUB_TOKEN` and GitHub's API at `GITHUB_API_URL`
 * (which GitHub Actions sets; `https://api.github.com` otherwise). `--source` is HKEXnews' origin
 * (the default) or a replay server's; `--stock` the issuer's code, by default `stockCode` in
 * `src/config/site.ts`.
 *
 * Exits 0 after one line per filing; 1, writing nothing, when HKEXnews answers in a shape the
 * watcher does not know, naming the URL and the field; 2 on a bad command line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { HKEXNEWS_ORIGIN, HkexnewsAnswerError } from './latest.mjs';
import { gitHubTarget } from './github-drafts.mjs';
import { gitHubStore, localStore, syncDrafts } from './sync.mjs';

/** The issuer's stock code, as `src/config/site.ts` sets it (read as text: this runs without the app's build). */
export function siteStockCode(root = path.resolve(import.meta.dirname, '../..')) {
  const site = readFileSync(path.join(root, 'src/config/site.ts'), 'utf8');
  const code = /^\s*stockCode:\s*'(\d{1,5})'/m.exec(site)?.[1];
  if (!code) throw new Error('src/config/site.ts sets no stockCode');
  return code;
}

/** @param {string[]} argv */
async function main(argv) {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      repo: { type: 'string' },
      github: { type: 'string' },
      source: { type: 'string', default: HKEXNEWS_ORIGIN },
      stock: { type: 'string' },
      base: { type: 'string', default: 'main' },
    },
  });
  if (command !== 'sync' || Boolean(values.repo) === Boolean(values.github)) {
    console.error(
      'usage: npm run hkexnews -- sync (--repo <git working copy> | --github <owner/repo>) [--source <origin>] [--stock <code>]',
    );
    return 2;
  }
  const token = process.env.GITHUB_TOKEN;
  if (values.github && !token) {
    console.error('hkexnews: --github needs a token in GITHUB_TOKEN (contents: write, pull-requests: write).');
    return 2;
  }
  const store = values.github
    ? gitHubStore(
        gitHubTarget(values.github, { token: token ?? '', baseUrl: process.env.GITHUB_API_URL, base: values.base }),
      )
    : localStore(path.resolve(values.repo ?? '.'), values.base);
  try {
    await syncDrafts({ store, source: values.source, stock: values.stock ?? siteStockCode() });
    return 0;
  } catch (error) {
    if (error instanceof HkexnewsAnswerError) {
      console.error(
        `hkexnews: HKEXnews answered in a shape the watcher does not know, so nothing was written: ${error.message}`,
      );
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
