// @ts-check
/**
 * `npm run cms:config`: writes `admin/config.yml`, the CMS's configuration, from the site's
 * schemas and the CMS's words (`src/content/cms/config.ts`). With `--check` (part of
 * `npm run check`) it writes nothing and exits 1 when the committed file is not what it would
 * write: a schema changed without the CMS, or the file edited by hand.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The file the CMS reads, relative to the repository's root. */
export const CMS_CONFIG = 'admin/config.yml';

/**
 * The text of {@link CMS_CONFIG} as the schemas make it, loaded through Vite's module runner with
 * the app's aliases (the modules are TypeScript).
 * @returns {Promise<string>}
 */
export async function writtenCmsConfig() {
  // Typed here as the script calls it, so that this project's type check does not take in the app.
  /** @type {{ module: { cmsConfigText: () => string } }} */
  const { module } = await runnerImport(path.join(ROOT, 'src/content/cms/config.ts'), {
    configFile: false,
    logLevel: 'silent',
    resolve: {
      alias: Object.fromEntries(
        ['@/', '@common/', '@locales/'].map((alias) => [
          alias,
          `${path.join(ROOT, { '@/': 'src', '@common/': 'common', '@locales/': 'locales' }[alias] ?? '')}/`,
        ]),
      ),
    },
  });
  return module.cmsConfigText();
}

/**
 * What is wrong with the committed configuration: `undefined` when it is what the schemas make,
 * otherwise a sentence saying what to run.
 * @param {string} committed - the file's text.
 * @param {string} written - the text the schemas make ({@link writtenCmsConfig}).
 * @returns {string | undefined}
 */
export function cmsConfigProblem(committed, written) {
  if (committed === written) return undefined;
  const line = committed.split('\n').findIndex((text, index) => text !== written.split('\n')[index]) + 1;
  return `${CMS_CONFIG} is not what the site's schemas make (first difference on line ${line}): run npm run cms:config and commit the file. Change the CMS's fields in src/content/cms/, never in the file.`;
}

async function main() {
  const file = path.join(ROOT, CMS_CONFIG);
  const written = await writtenCmsConfig();
  if (!process.argv.includes('--check')) {
    await writeFile(file, written);
    console.log(`Wrote ${CMS_CONFIG}.`);
    return;
  }
  const problem = cmsConfigProblem(await readFile(file, 'utf8'), written);
  if (problem) {
    console.error(problem);
    process.exitCode = 1;
  } else console.log(`${CMS_CONFIG} is what the schemas make.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
