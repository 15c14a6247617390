// @ts-check
/**
 * Builds the reference page (`bench/reference/`, a plain React 19 app) with Vite into a
 * temporary folder, for the bench to serve beside the site under {@link REFERENCE_PREFIX}.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';

/** Where the bench's server mounts the reference page. */
export const REFERENCE_PREFIX = '/__reference';

/**
 * Builds `bench/reference/` of the repository at `root`; resolves with the output folder.
 * @param {string} root
 * @returns {Promise<string>}
 */
export async function buildReference(root) {
  const outDir = await mkdtemp(path.join(tmpdir(), 'bench-reference-'));
  await build({
    root: path.join(root, 'bench', 'reference'),
    base: `${REFERENCE_PREFIX}/`,
    configFile: false,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return outDir;
}
