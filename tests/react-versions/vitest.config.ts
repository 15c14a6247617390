/// <reference types="vitest/config" />
/**
 * The tests of the page's hydration (`tests/unit/components/ui/deferred-part.test.tsx` and
 * `selective-hydration.test.tsx`), which build on React's selective hydration, on another release
 * of React: the mode names the folder beside this file that holds it (`19.2`, the previous minor
 * release; `next`, React's canary), and every import of `react` and `react-dom`, the app's and
 * the test's, resolves there. Those packages load from their own folder, so `react-dom` finds
 * the `react` beside it. `scripts/ci/react-versions.mjs` installs each folder and runs this with
 * `--mode <folder>`; `./react-version.test.ts` fails if the run is not on that folder's release.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { siteAliases, siteDefines } from '../../vite-plugins/site-modules.ts';

export default defineConfig(({ mode }) => {
  const modules = fileURLToPath(new URL(`./${mode}/node_modules/`, import.meta.url));
  if (!existsSync(`${modules}react-dom`)) {
    throw new Error(`tests/react-versions/${mode} is not installed: run node scripts/ci/react-versions.mjs`);
  }
  return {
    plugins: [react()],
    define: siteDefines(),
    resolve: {
      alias: [{ find: /^(react|react-dom)(\/.*)?$/, replacement: `${modules}$1$2` }, ...siteAliases('serve')],
    },
    test: {
      root: fileURLToPath(new URL('../..', import.meta.url)),
      environment: 'happy-dom',
      setupFiles: ['tests/unit/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      include: [
        'tests/react-versions/react-version.test.ts',
        'tests/unit/components/ui/deferred-part.test.tsx',
        'tests/unit/components/ui/selective-hydration.test.tsx',
      ],
    },
  };
});
