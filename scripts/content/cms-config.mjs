// @ts-check
/**
 * `npm run cms:config`: writes the files the CMS reads, `admin/config.yml` (its configuration) and
 * `admin/labels.zh-Hant.json` (its words in Traditional Chinese), from the site's schemas and the
 * CMS's catalogue (`src/content/cms/config.ts`). With `--check` (part of `npm run check`) it
 * writes nothing and exits 1 when a committed file is not what it would write: a schema or the
 * catalogue changed without the files, or a file edited by hand.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The app's import aliases (`vite-plugins/site-modules.ts`), which the modules use. */
const ALIASES = { '@/': 'src', '@common/': 'common', '@locales/': 'locales' };
/** The files written, relative to the repository's root, by the function of the module that makes each. */
export const CMS_FILES = /** @type {const} */ ({
  'admin/config.yml': 'cmsConfigText',
  'admin/labels.zh-Hant.json': 'cmsChineseLabelsText',
});

/**
 * The text of each of {@link CMS_FILES} as the schemas and the catalogue make it, loaded through
 * Vite's module runner with the app's aliases (the modules are TypeScript).
 * @returns {Promise<Record<keyof typeof CMS_FILES, string>>}
 */
export async function writtenCmsFiles() {
  // Typed here as the script calls it, so that this project's type check does not take in the app.
  /** @type {{ module: Record<(typeof CMS_FILES)[keyof typeof CMS_FILES], () => string> }} */
  const { module } = await runnerImport(path.join(ROOT, 'src/content/cms/config.ts'), {
    configFile: false,
    logLevel: 'silent',
    resolve: {
      alias: Object.fromEntries(
        Object.entries(ALIASES).map(([alias, folder]) => [alias, `${path.join(ROOT, folder)}/`]),
      ),
    },
  });
  return {
    'admin/config.yml': module.cmsConfigText(),
    'admin/labels.zh-Hant.json': module.cmsChineseLabelsText(),
  };
}

/**
 * What is wrong with a committed file: `undefined` when it is what the schemas and the catalogue
 * make, otherwise a sentence saying what to run.
 * @param {string} file - the file, relative to the repository's root.
 * @param {string} committed - its text.
 * @param {string} written - the text made for it ({@link writtenCmsFiles}).
 * @returns {string | undefined}
 */
export function cmsFileProblem(file, committed, written) {
  if (committed === written) return undefined;
  const lines = written.split('\n');
  const line = committed.split('\n').findIndex((text, index) => text !== lines[index]) + 1;
  return `${file} is not what the site's schemas and the CMS's catalogue make (first difference on line ${line || lines.length}): run npm run cms:config and commit the file. Change the CMS's fields in src/content/cms/ and its words in locales/cms/, never in the file.`;
}

async function main() {
  const check = process.argv.includes('--check');
  let failed = false;
  for (const [file, written] of Object.entries(await writtenCmsFiles())) {
    const where = path.join(ROOT, file);
    if (!check) {
      await writeFile(where, written);
      console.log(`Wrote ${file}.`);
      continue;
    }
    const problem = cmsFileProblem(file, await readFile(where, 'utf8').catch(() => ''), written);
    if (problem) {
      console.error(problem);
      failed = true;
    } else console.log(`${file} is what the schemas and the catalogue make.`);
  }
  if (failed) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
