// @vitest-environment node
/**
 * The documentation and the comments point at things that exist: every repository path that
 * README.md or a document under docs/ names, every file a comment names (`./router.tsx`), every
 * document and section a comment cites (`docs/design.md §5.2`), and no citation of a reference outside the repository (an external
 * DESIGN.md, an issue number). `findBrokenReferences` is the whole check, a pure function of a
 * file's name and text; the repository is only asked which paths exist and which sections a
 * document has.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/** What the check asks of the repository. */
interface Repository {
  /** Whether a file or folder exists at this repository-relative path. */
  exists(repoPath: string): boolean;
  /** The section numbers (`5`, `5.2`) of the document at this path; `undefined` when there is none. */
  sections(repoPath: string): ReadonlySet<string> | undefined;
  /** Whether a file of this name (`theme.ts`) is anywhere in the repository's own folders. */
  hasFileNamed(name: string): boolean;
  /** Whether an installed package holds this path (`lighthouse/core/index.js`). */
  inPackages(packagePath: string): boolean;
}

interface Finding {
  file: string;
  line: number;
  problem: string;
}

/** Top-level folders and files by which a name in backticks is recognised as a repository path. */
const ROOT_FOLDERS = [
  '.ci',
  '__mocks__',
  '.github',
  'admin',
  'bench',
  'build',
  'common',
  'content',
  'deploy',
  'docs',
  'documents',
  'electron',
  'locales',
  'public',
  'scripts',
  'security',
  'src',
  'tests',
  'vite-plugins',
];
const ROOT_FILES =
  /^(package(-lock)?\.json|README\.md|index\.html|vite\.config\.ts|eslint\.config\.js|knip\.jsonc|electron-builder\.yml|playwright(\.electron)?\.config\.ts|tsconfig(\.\w+)?\.json|\.size-limit\.mjs|\.npmrc|\.gitignore|\.prettier(rc\.json|ignore))$/;

/**
 * Paths the build writes, which the documents name as generated and the repository does not hold
 * (docs/publishing.md §1: `public/content/`; docs/development.md §8: the bench's results).
 */
const GENERATED = ['public/content/', 'bench/results.'];

/** A placeholder (`<locale>`, `…`), a glob, a URL or a command: not one path. */
const NOT_A_PATH = /[\s<>…*{}|$]|\.\.\.|:\/\//;

/** A document reference (`docs/design.md`, or a Markdown link to a `.md` file) and the sections that follow it. */
const CITATION =
  /(?:(?<![\w/.-])(?<cited>docs\/[\w./-]+\.md)(?!\w)|\]\((?<linked>[^)\s#]+\.md)(?:#[^)]*)?\))(?<sections>(?:[\s`,;:*/#()]*(?:and |or )?§\d+(?:\.\d+)*)*)/g;
const SECTION = /§(\d+(?:\.\d+)*)/g;

/** Line number (from 1) of `index` in `text`. */
function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** The part of a source line that is a comment (`// …`, ` * …`, `# …` in YAML), or ''. */
function commentOf(line: string): string {
  const trimmed = line.trimStart();
  if (/^(\/\/|\/\*|\*|#)/.test(trimmed)) return trimmed;
  const inline = line.search(/(?<!:)\/\/ |\/\*/);
  return inline === -1 ? '' : line.slice(inline);
}

/** A problem at a character offset of the text. */
interface Problem {
  at: number;
  problem: string;
}

/**
 * Documents cited with their sections (`docs/design.md §5.5 and §7.2`, or in a document
 * `[design.md](design.md), §4`) that do not exist or lack those sections. In a document, a
 * section with no document before it is one of its own (`see §3`).
 */
function citationProblems(file: string, text: string, repo: Repository): Problem[] {
  const isDocument = file.endsWith('.md');
  const problems: Problem[] = [];
  const check = (target: string, headings: ReadonlySet<string> | undefined, sections: string, at: number) => {
    if (!headings) return problems.push({ at, problem: `cites ${target}, which does not exist` });
    for (const [, section] of sections.matchAll(SECTION)) {
      if (!headings.has(section ?? ''))
        problems.push({ at, problem: `cites ${target} §${section}, which is not a heading of it` });
    }
  };
  const bound = new Set<number>();
  for (const match of text.matchAll(CITATION)) {
    const { cited, linked, sections = '' } = match.groups ?? {};
    if (linked && (!isDocument || /^[a-z]+:/.test(linked))) continue;
    // A document's links and paths are checked by `pathProblems`; here only the sections it cites.
    if (isDocument && !sections) continue;
    const target = cited ?? path.posix.join(path.posix.dirname(file), linked ?? '');
    const sectionsAt = match.index + match[0].length - sections.length;
    for (const section of sections.matchAll(SECTION)) bound.add(sectionsAt + section.index);
    check(target, repo.sections(target), sections, match.index);
  }
  if (isDocument) {
    const own = sectionsOf(text);
    for (const section of text.matchAll(SECTION)) {
      if (!bound.has(section.index)) check(file, own, section[0], section.index);
    }
  }
  return problems;
}

/** Repository paths a document names, in backticks or as a link, that do not exist. */
function pathProblems(file: string, text: string, repo: Repository): Problem[] {
  const problems: Problem[] = [];
  // Fenced blocks are examples and file trees, not references: blank them, keeping the offsets.
  const prose = text.replace(/^```[^\n]*\n[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ' '));
  for (const match of prose.matchAll(/`([^`\n]+)`/g)) {
    const name = (match[1] ?? '').replace(/^\.\//, '').replace(/#.*$/, '');
    const folder = name.split('/')[0] ?? '';
    const named = (name.includes('/') && ROOT_FOLDERS.includes(folder)) || ROOT_FILES.test(name);
    if (!named || NOT_A_PATH.test(name) || GENERATED.some((prefix) => name.startsWith(prefix))) continue;
    if (!repo.exists(name)) problems.push({ at: match.index, problem: `names ${name}, which does not exist` });
  }
  for (const match of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = (match[1] ?? '').replace(/#.*$/, '');
    if (!target || /^[a-z]+:/.test(target)) continue;
    if (!repo.exists(path.posix.join(path.posix.dirname(file), target))) {
      problems.push({ at: match.index, problem: `links to ${target}, which does not exist` });
    }
  }
  return problems;
}

/** A file name with an extension: `router.tsx`, `./x.ts`, `src/app/main.tsx`, `content/en/team.json`. */
const NAMED_FILE = /^(?:\.{1,2}\/)?[\w@][\w@./-]*\.[a-z]+$/;
/** What the build writes (`dist/`, its `assets/`) and electron-builder packs (`release/`). */
const BUILD_OUTPUT = /^(?:dist|assets|release)\//;
/** The repository's own source files, the only ones a comment names by name alone. */
const SOURCE_FILE = /\.(?:tsx?|mjs|css)$/;

/**
 * Files a source file's comments name in backticks that do not exist: a path from the
 * repository's root (`src/app/main.tsx`) or from the file (`./router.tsx`), and a source file by
 * its name alone or under a folder (`router.tsx`, `app/provider.tsx`), which must be the
 * repository's or an installed package's. Other names (`404.html`, `assets/x.js`,
 * `kiosk-config.json`) are the build's output and the kiosk's files, not the repository's.
 */
function commentPathProblems(file: string, text: string, repo: Repository): Problem[] {
  const problems: Problem[] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    const comment = commentOf(line);
    const offset = at + line.length - comment.length;
    for (const match of comment.matchAll(/`([^`\s]+)`/g)) {
      const name = match[1] ?? '';
      if (
        !NAMED_FILE.test(name) ||
        NOT_A_PATH.test(name) ||
        BUILD_OUTPUT.test(name) ||
        GENERATED.some((prefix) => name.startsWith(prefix))
      )
        continue;
      const fromFile = path.posix.join(path.posix.dirname(file), name);
      const fromRoot = ROOT_FOLDERS.includes(name.split('/')[0] ?? '') || ROOT_FILES.test(name);
      let found = true;
      if (name.startsWith('.')) found = repo.exists(fromFile);
      else if (fromRoot) found = repo.exists(name);
      else if (!SOURCE_FILE.test(name)) continue;
      else if (name.includes('/')) found = repo.exists(fromFile) || repo.exists(`src/${name}`) || repo.inPackages(name);
      else found = repo.hasFileNamed(name);
      if (!found) problems.push({ at: offset + match.index, problem: `a comment names ${name}, which does not exist` });
    }
    at += line.length + 1;
  }
  return problems;
}

/**
 * Citations of what is not in the repository: the external design and style references (their
 * rules are in docs/design.md) anywhere, an issue number in a comment.
 */
function outsideProblems(file: string, text: string): Problem[] {
  const problems: Problem[] = [];
  const external = /(DESIGN|STYLE)\.md/.exec(text);
  if (external) problems.push({ at: external.index, problem: `cites ${external[0]}, which is not in the repository` });
  if (file.endsWith('.md')) return problems;
  let at = 0;
  for (const line of text.split('\n')) {
    if (/\bissues? ?#?\d/i.test(commentOf(line))) problems.push({ at, problem: 'a comment cites an issue number' });
    at += line.length + 1;
  }
  return problems;
}

/**
 * What does not hold in `file` (repository-relative) with this `text`: in README.md and docs,
 * paths that do not exist; everywhere, cited documents and sections that do not exist, and
 * citations of what is outside the repository.
 */
function findBrokenReferences(file: string, text: string, repo: Repository): Finding[] {
  return [
    ...outsideProblems(file, text),
    ...citationProblems(file, text, repo),
    ...(file.endsWith('.md') ? pathProblems(file, text, repo) : commentPathProblems(file, text, repo)),
  ].map(({ at, problem }) => ({ file, line: lineAt(text, at), problem }));
}

/** The section numbers of a Markdown document: `## 5. Look` gives `5`, `### 5.2 Locales` gives `5.2`. */
function sectionsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6} +(\d+(?:\.\d+)*)\.? /gm)].map((match) => match[1] ?? ''));
}

/** Files under `folder` (repository-relative) whose names match `pattern`, without node_modules. */
function filesUnder(folder: string, pattern: RegExp): string[] {
  if (!existsSync(path.join(root, folder))) return [];
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(relative, pattern);
    return pattern.test(entry.name) ? [relative] : [];
  });
}

/** The names of the files in the repository's own folders (and at its root). */
const fileNames = new Set(
  [...ROOT_FOLDERS.flatMap((folder) => filesUnder(folder, /./)), ...readdirSync(root)].map((file) =>
    path.posix.basename(file),
  ),
);

const repository: Repository = {
  exists: (repoPath) => existsSync(path.join(root, repoPath)),
  hasFileNamed: (name) => fileNames.has(name),
  inPackages: (packagePath) => existsSync(path.join(root, 'node_modules', packagePath)),
  sections: (repoPath) => {
    const file = path.join(root, repoPath);
    return existsSync(file) ? sectionsOf(readFileSync(file, 'utf8')) : undefined;
  },
};

/** A repository of a few files, for the examples. */
const fake: Repository = {
  exists: (repoPath) =>
    [
      'src/app/main.tsx',
      'src/app/router.tsx',
      'docs/design.md',
      'docs/kiosk.md',
      'src/components',
      'vite.config.ts',
    ].includes(repoPath),
  hasFileNamed: (name) => ['main.tsx', 'router.tsx', 'design.md', 'kiosk.md'].includes(name),
  inPackages: (packagePath) => packagePath === 'pkg/src/index.d.ts',
  sections: (repoPath) =>
    repoPath === 'docs/design.md' ? sectionsOf('# Design\n\n## 3. Start-up\n\n### 3.2 Preload errors\n') : undefined,
};
const problems = (file: string, text: string) =>
  findBrokenReferences(file, text, fake).map((finding) => finding.problem);

describe('findBrokenReferences', () => {
  it('reports a path a document names that does not exist, and passes one that does', () => {
    expect(problems('docs/example.md', 'Start at `src/app/main.tsx`, then read `src/nope.ts`.')).toEqual([
      'names src/nope.ts, which does not exist',
    ]);
    expect(problems('README.md', 'See [the kiosk](docs/kiosk.md) and [the rest](docs/nope.md#intro).')).toEqual([
      'links to docs/nope.md, which does not exist',
    ]);
  });

  it('resolves links from the document, and skips placeholders, globs, URLs, generated files and examples', () => {
    const text = [
      'Read [design.md](design.md) and [the source](../src/components).',
      '`src/features/<feature>/`, `tests/unit/**`, `dist/index.html`, `public/content/en/careers.json`,',
      '`https://example.com/src/x.ts`, `npm run build -- src/nope.ts`',
      '```',
      'src/nope.ts',
      '```',
    ].join('\n');
    expect(problems('docs/example.md', text)).toEqual([]);
  });

  it('reports a cited document or section that does not exist', () => {
    const text = [
      '/** Reloads once (`docs/design.md` §3.2; docs/design.md §3 and §3.9). */',
      '// docs/nope.md says so; RFC 5545 §3.6.1 is not ours to check.',
    ].join('\n');
    expect(findBrokenReferences('src/app/x.ts', text, fake)).toEqual([
      { file: 'src/app/x.ts', line: 1, problem: 'cites docs/design.md §3.9, which is not a heading of it' },
      { file: 'src/app/x.ts', line: 2, problem: 'cites docs/nope.md, which does not exist' },
    ]);
  });

  it("checks a document's own sections and those of the documents it links", () => {
    const text = 'As §3.2 says, and [design.md](design.md), §4. Then §7 here.\n\n## 3. Here\n';
    expect(problems('docs/example.md', text)).toEqual([
      'cites docs/design.md §4, which is not a heading of it',
      'cites docs/example.md §3.2, which is not a heading of it',
      'cites docs/example.md §7, which is not a heading of it',
    ]);
  });

  it('reports a file a comment names that does not exist, by path, from the file, in a package or by name', () => {
    const text = [
      '/**',
      ' * Starts as `src/app/main.tsx` says, with `./router.tsx` and `router.tsx` (not `./main.ts`,',
      ' * `src/app/nope.tsx`, `pre-paint-theme.ts` or `app/nope.ts`); `pkg/src/index.d.ts`, `app/main.tsx`.',
      ' */',
      'const name = `file.ts`; // `vite.config.ts`, `src/<feature>/index.ts`, `public/content/en/x.json`, `404.html`, `dist/assets/x.css`',
    ].join('\n');
    expect(findBrokenReferences('src/app/x.ts', text, fake)).toEqual(
      ['./main.ts', 'src/app/nope.tsx', 'pre-paint-theme.ts', 'app/nope.ts'].map((name) => ({
        file: 'src/app/x.ts',
        line: name === './main.ts' ? 2 : 3,
        problem: `a comment names ${name}, which does not exist`,
      })),
    );
  });

  it('reports a citation of DESIGN.md or of an issue number in a comment', () => {
    const text = [
      '/** The rule (DESIGN.md, "Links"). */',
      "const issue = 'x'; // see issue #12",
      'expect(e).toThrow(/issue 0/);',
    ].join('\n');
    expect(problems('src/lib/x.ts', text)).toEqual([
      'cites DESIGN.md, which is not in the repository',
      'a comment cites an issue number',
    ]);
  });
});

describe('the repository', () => {
  const self = path.posix.relative(root, import.meta.filename.split(path.sep).join('/'));

  it('names only paths that exist, in README.md and docs/', () => {
    const documents = ['README.md', 'deploy/README.md', ...filesUnder('docs', /\.md$/)];
    const findings = documents.flatMap((file) =>
      findBrokenReferences(file, readFileSync(path.join(root, file), 'utf8'), repository),
    );
    expect(findings).toEqual([]);
  });

  it('cites only documents and sections that exist, and nothing outside the repository, in source files', () => {
    const sources = ['src', 'common', 'electron', 'scripts', 'vite-plugins', 'tests', 'admin', 'deploy', '.github']
      .flatMap((folder) => filesUnder(folder, /\.(tsx?|mjs|js|css|ya?ml)$/))
      .filter((file) => file !== self);
    expect(sources.length).toBeGreaterThan(300);
    const findings = sources.flatMap((file) =>
      findBrokenReferences(file, readFileSync(path.join(root, file), 'utf8'), repository),
    );
    expect(findings).toEqual([]);
  });
});
