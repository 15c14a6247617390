// @ts-check
/**
 * Runs the CMS on this computer (`npm run cms`): decap-server in git mode on
 * http://localhost:8081, which Decap CMS uses instead of GitHub when `/admin/` is opened on
 * localhost (`local_backend` in admin/config.yml). Saves are commits and drafts are branches in
 * the repository given by `--repo` (this one by default), exactly as on GitHub; the
 * editorial workflow works offline. Open http://localhost:5173/admin/ under `npm run dev`.
 *
 * decap-server commits everything in its working copy (`git add .`), so point it at a clean
 * checkout, never at one with work in progress. It has no login of its own, so it listens on
 * loopback only (`decapServerEnvironment`): nobody else on the office network can read unreleased
 * drafts or write into the repository through it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { decapServerEnvironment } from './decap-local.mjs';

const { values } = parseArgs({
  options: {
    repo: { type: 'string', default: fileURLToPath(new URL('../..', import.meta.url)) },
    port: { type: 'string', default: '8081' },
  },
});
// decap-server reads its settings from the environment when it starts.
Object.assign(process.env, decapServerEnvironment(path.resolve(values.repo ?? '.'), values.port ?? '8081'));
await import('decap-server');
