// @ts-check
/**
 * Runs the CMS on this computer (`npm run cms`): decap-server in git mode on
 * http://localhost:8081, which Decap CMS uses instead of GitHub when `/admin/` is opened on
 * localhost (`local_backend` in admin/config.yml). Saves are commits and drafts are branches in
 * the repository given by `--repo`, or, without it, in a clone of this checkout made for the
 * purpose (`cms-repository.mjs`, which also refuses a repository with uncommitted changes), exactly
 * as on GitHub; the editorial workflow works offline. Open http://localhost:5173/admin/ under
 * `npm run dev`.
 *
 * decap-server has no login of its own, so it listens on loopback only (`decapServerEnvironment`):
 * nobody else on the office network can read unreleased drafts or write into the repository
 * through it.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { cmsRepository } from './cms-repository.mjs';
import { decapServerEnvironment } from './decap-local.mjs';

const { values } = parseArgs({
  options: {
    repo: { type: 'string' },
    port: { type: 'string', default: '8081' },
  },
});
let served;
try {
  served = cmsRepository({ repo: values.repo, root: fileURLToPath(new URL('../..', import.meta.url)) });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
console.info(served.notice);
// decap-server reads its settings from the environment when it starts.
Object.assign(process.env, decapServerEnvironment(served.repo, values.port ?? '8081'));
await import('decap-server');
