/**
 * The layers `docs/development.md` §1 draws are ESLint's rules (`eslint.config.js`,
 * `import-x/no-restricted-paths`): a module that imports from a layer above its own, a feature
 * that imports another, or `common/` importing the site fails the lint; the imports the layers
 * allow pass. Each case lints one probe module, as the file it would be, with that rule alone
 * (and the one that finds the imported module).
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

const eslint = new ESLint({
  cwd: root,
  // Parsed without type information: the rule reads the imports, not the types, and the probes
  // are files that do not exist, which the type-aware project service would refuse.
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  // The layer rule, and `no-unresolved` so that a probe importing a module that is not there
  // fails rather than passing for want of anything to check.
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths' || ruleId === 'import-x/no-unresolved',
});

/** The messages of those rules for a module at `file` that imports `from`. */
async function layerProblems(file: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`export * from '${from}';\n`, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parser'}: ${message.message}`);
}

// The first case loads ESLint's configuration, every plugin with it: seconds on a busy two-core
// machine running the other checks beside the tests.
describe('the layers, as lint enforces them', { timeout: 30_000 }, () => {
  it.each([
    ['src/config/probe.ts', '@/lib/log'],
    ['src/lib/probe.ts', '@/content/announcements/queries'],
    ['src/content/announcements/probe.ts', '@/stores/kiosk-store'],
    ['src/stores/probe.ts', '@/hooks/use-disclosure'],
    ['src/hooks/probe.ts', '@/components/ui/deferred-part'],
    ['src/components/probe.ts', '@/features/home/home-screen'],
    ['src/features/home/probe.ts', '@/features/announcements/announcement-screen'],
    ['src/features/home/probe.ts', '@/app/router'],
    ['common/probe.ts', '../src/config/locales'],
    ['src/lib/probe.ts', '../../electron/main/index'],
  ])('a module at %s may not import %s', async (file, from) => {
    const problems = await layerProblems(file, from);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^import-x\/no-restricted-paths: /);
  });

  it.each([
    ['src/content/announcements/probe.ts', '@/lib/app-state'],
    ['src/content/announcements/probe.ts', './schema'],
    ['src/stores/probe.ts', '@/content/announcements/schema'],
    ['src/features/home/probe.ts', './home-screen'],
    ['src/features/home/probe.ts', '@/components/ui/deferred-part'],
    ['src/app/probe.ts', '@/features/home/home-screen'],
    ['src/lib/probe.ts', '@common/locales'],
  ])('a module at %s may import %s', async (file, from) => {
    expect(await layerProblems(file, from)).toEqual([]);
  });
});
