/**
 * Vite plugin that publishes the content sources (`content/`) as the site's content files
 * (`public/content/<locale>/…`, generated, never edited by hand; docs/publishing.md):
 *
 * - `vite build` generates them before bundling and fails, naming each file and what to do, when a
 *   publishing guard fails (`./generate.ts`); afterwards it deletes from the output the documents
 *   of announcements held back until their publication time, which `public/` would otherwise ship,
 *   but never one that published content names, nor anything outside the output's documents
 *   (`./withhold.ts`);
 * - `vite` (the development server) generates them at start and again on every change under
 *   `content/`, so an edit shows on the next reload; a problem is printed and shown in the
 *   browser's error overlay, and the last good files stay.
 *
 * `CONTENT_ROOT` (a folder holding `content/` and `public/`) publishes another checkout's content
 * with this code: the CMS's end-to-end test builds the throwaway repository it edits.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runnerImport, type Logger, type Plugin, type ResolvedConfig } from 'vite';
import { generateContent, type ContentValidator, type GeneratedContent } from './generate.ts';
import type { ContentProblem } from './sources.ts';
import { removedAnnouncements } from './retention.ts';
import { SOURCE_FOLDER } from './sources.ts';
import { documentsToWithhold, withheldPaths, type WithheldDocument } from './withhold.ts';

/** Where the generated files go, under the public folder. */
const OUTPUT_FOLDER = 'content';

/** The root whose `content/` and `public/` are published: `CONTENT_ROOT`, else the project's. */
function contentRoot(projectRoot: string): string {
  const override = process.env.CONTENT_ROOT;
  return override ? path.resolve(override) : projectRoot;
}

/**
 * The site's schemas, loaded through Vite's module runner, which resolves the app's `@/` imports
 * as the app's build does.
 */
async function loadValidator(projectRoot: string): Promise<ContentValidator> {
  // `contentFileProblems` in src/content/registry.ts; typed here as the generator calls it, so
  // this project's type check does not take in the app.
  const { module } = await runnerImport<{ contentFileProblems: ContentValidator }>(
    path.join(projectRoot, 'src/content/registry.ts'),
    {
      configFile: false,
      logLevel: 'silent',
      resolve: { alias: { '@/': `${path.join(projectRoot, 'src')}/` } },
    },
  );
  return module.contentFileProblems;
}

/** The announcement ids the sources hold now, in any language. */
async function presentAnnouncements(root: string): Promise<Set<string>> {
  const ids = new Set<string>();
  const folder = path.join(root, SOURCE_FOLDER, 'announcements');
  for (const locale of await readdir(folder).catch(() => [])) {
    for (const name of await readdir(path.join(folder, locale)).catch(() => [])) {
      if (name.endsWith('.md')) ids.add(name.slice(0, -3));
    }
  }
  return ids;
}

/**
 * Generates the content of `root` with every guard: the site's schemas (from `projectRoot`) and
 * the retention history from git, which is skipped with a warning where there is none.
 */
export async function publishContent(
  root: string,
  projectRoot: string,
  logger: Pick<Logger, 'warn'>,
  now = new Date(),
): Promise<GeneratedContent> {
  const [validate, history] = await Promise.all([
    loadValidator(projectRoot),
    presentAnnouncements(root).then((present) => removedAnnouncements(root, present)),
  ]);
  if ('unavailable' in history) {
    logger.warn(`Content: the five-year retention check did not run: ${history.unavailable}.`);
  }
  return generateContent({
    root,
    now,
    validate,
    removed: 'removed' in history ? history.removed : [],
  });
}

/** The problems as one message, a line per problem, each naming its file. */
export function describeProblems(problems: readonly ContentProblem[]): string {
  const lines = problems.map((problem) => `  ${problem.file} ${problem.message}`);
  return `The content cannot be published (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${lines.join('\n')}`;
}

/**
 * Makes `folder` hold exactly `files` (paths relative to it): writes what changed, deletes what is
 * no longer there, so a watcher sees only real changes.
 */
export async function writeContentFiles(folder: string, files: ReadonlyMap<string, string>): Promise<void> {
  const existing = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of existing) {
    if (!entry.isFile()) continue;
    const relative = path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (!files.has(relative)) await rm(path.join(folder, relative), { force: true });
  }
  for (const [relative, text] of files) {
    const file = path.join(folder, relative);
    if ((await readFile(file, 'utf8').catch(() => undefined)) === text) continue;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
}

/** The plugin. */
export function publishedContent(): Plugin {
  let config: ResolvedConfig;
  let root: string;
  let withheld: WithheldDocument[] = [];

  /**
   * Publishes the sources into the public folder. With problems it writes nothing and returns
   * them, so the last good files stay; only a first run with no files at all writes what passed,
   * so the development server has a site to show beside the error.
   */
  const publish = async (logger: Logger): Promise<ContentProblem[]> => {
    const result = await publishContent(root, config.root, logger);
    const output = path.join(config.publicDir, OUTPUT_FOLDER);
    if (result.problems.length && existsSync(output)) return result.problems;
    await writeContentFiles(output, result.files);
    withheld = documentsToWithhold(result.heldBack, result.files);
    for (const held of result.heldBack) logger.info(`Content: ${held.id} is held back until ${held.publishedAt}.`);
    return result.problems;
  };

  return {
    name: 'published-content',
    config(userConfig) {
      root = contentRoot(path.resolve(userConfig.root ?? '.'));
      if (process.env.CONTENT_ROOT) return { publicDir: path.join(root, 'public') };
    },
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      // The prerender's own server build (vite-plugins/prerender.ts) reads what this build wrote.
      if (config.command !== 'build' || config.build.ssr) return;
      const problems = await publish(config.logger);
      if (problems.length) throw new Error(describeProblems(problems));
    },
    async writeBundle() {
      if (config.build.ssr) return;
      // Every path is checked before anything is deleted.
      const files = withheldPaths(path.resolve(config.root, config.build.outDir), withheld);
      for (const file of files) await rm(file, { force: true });
    },
    async configureServer(server) {
      const { logger } = server.config;
      const refresh = async () => {
        try {
          const problems = await publish(logger);
          if (problems.length) {
            const message = describeProblems(problems);
            logger.error(message);
            server.ws.send({ type: 'error', err: { message, stack: '' } });
          }
        } catch (error) {
          logger.error(`Content: ${(error as Error).message}`);
        }
      };
      await refresh();
      const sources = path.join(root, SOURCE_FOLDER);
      server.watcher.add(sources);
      let pending: ReturnType<typeof setTimeout> | undefined;
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(sources + path.sep)) return;
        // A CMS save writes several files at once: one generation for all of them.
        clearTimeout(pending);
        pending = setTimeout(() => void refresh(), 100);
      });
    },
  };
}
