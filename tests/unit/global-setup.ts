/**
 * Publishes the content sources into `public/content/` once before the unit tests, as the build
 * does (`vite-plugins/content/plugin.ts`): several tests read the site's content files, which are
 * generated, never committed.
 */
import path from 'node:path';
import { describeProblems, publishContent, writeContentFiles } from '../../vite-plugins/content/plugin';

const ROOT = path.resolve(import.meta.dirname, '../..');

export default async function setup(): Promise<void> {
  const result = await publishContent(ROOT, ROOT, console);
  if (result.problems.length) throw new Error(describeProblems(result.problems));
  await writeContentFiles(path.join(ROOT, 'public/content'), result.files);
}
