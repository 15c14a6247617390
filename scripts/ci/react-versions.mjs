// @ts-check
/**
 * `npm run test:react`: runs the tests of the page's hydration on the other releases of React
 * pinned under `tests/react-versions/` (each folder its own `package.json` and lockfile: `19.2`,
 * the previous minor release; `next`, React's canary), after `npm ci` in each. The page's
 * hydration boundaries and deferred parts build on React's selective hydration
 * (`src/components/ui/selective-hydration.tsx`, `src/components/ui/deferred-part.tsx`), so a
 * release that changes what a visitor sees of it fails here, on the release before the site's and
 * on the one after it, as well as in `npm run test:unit` on the site's own. Exits 1 when any run
 * fails.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const VERSIONS = path.join(ROOT, 'tests/react-versions');
const VITEST = path.join(ROOT, 'node_modules/vitest/vitest.mjs');

const folders = readdirSync(VERSIONS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(VERSIONS, entry.name, 'package.json')))
  .map((entry) => entry.name)
  .sort();
if (folders.length === 0) throw new Error(`No release of React to test under ${VERSIONS}`);

let failed = 0;
for (const folder of folders) {
  const where = path.join(VERSIONS, folder);
  console.log(`\nReact in tests/react-versions/${folder}:`);
  try {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], {
      cwd: where,
      stdio: 'inherit',
    });
    execFileSync(
      process.execPath,
      [VITEST, 'run', '--config', 'tests/react-versions/vitest.config.ts', '--mode', folder],
      { cwd: ROOT, stdio: 'inherit' },
    );
  } catch {
    failed += 1;
    console.error(`The hydration tests failed on the React of tests/react-versions/${folder}.`);
  }
}
process.exitCode = failed ? 1 : 0;
