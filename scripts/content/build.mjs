// @ts-check
/**
 * Publishes the content sources (`content/`) as the site's content files under `public/content/`
 * with every publishing guard, as `vite build` does (`vite-plugins/content/plugin.ts`), and
 * prints each problem with the file it is in. `npm run content`; exits with 1 when the content
 * cannot be published, so CI can check content alone (`npm run content -- --check` writes nothing).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The publishing code, loaded through Vite's module runner (it is TypeScript). */
async function loadPublisher() {
  /** @type {{ module: typeof import('../../vite-plugins/content/plugin.ts') }} */
  const { module } = await runnerImport(path.join(ROOT, 'vite-plugins/content/plugin.ts'), {
    configFile: false,
    logLevel: 'silent',
  });
  return module;
}

/**
 * Generates the site's content files of `root` (the repository by default) into its
 * `public/content/`, unless `write` is false or the content has problems.
 * @param {{ root?: string, write?: boolean, now?: Date }} [options]
 * @returns {Promise<import('../../vite-plugins/content/generate.ts').GeneratedContent & { report: string }>}
 *   The result, and `report`: the problems as one message, empty when there are none.
 */
export async function generateSiteContent({ root = ROOT, write = true, now = new Date() } = {}) {
  const publisher = await loadPublisher();
  const result = await publisher.publishContent(root, ROOT, console, now);
  if (write && result.problems.length === 0) {
    await publisher.writeContentFiles(path.join(root, 'public/content'), result.files);
  }
  return { ...result, report: result.problems.length ? publisher.describeProblems(result.problems) : '' };
}

async function main() {
  const write = !process.argv.includes('--check');
  const result = await generateSiteContent({ write });
  for (const held of result.heldBack) console.log(`held back until ${held.publishedAt}: ${held.id}`);
  if (result.report) {
    console.error(result.report);
    process.exitCode = 1;
    return;
  }
  console.log(`${result.files.size} content files ${write ? 'written to public/content/' : 'checked'}.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
