import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { appState, resetAppState } from '@/lib/app-state';

const root = path.resolve(import.meta.dirname, '../../..');

/** The app's source files, relative to the repository's root. */
function sourceFiles(folder = 'src'): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/**
 * Module state not kept by `appState`: a top-level `let`, or a top-level `Map` or `Set` named as
 * a variable (one named as a constant, `SEARCH_ROUTES`, is a fixed table; a `WeakMap` keyed by
 * an object dies with its key, which `appState` holds).
 */
const MODULE_STATE = /^(?:export )?(?:let \w+|const [a-z]\w*(?:: [^=]+)? = new (?:Map|Set)\b)/gm;

/**
 * Work done on import: a top-level statement that is a call (`configureLogger();`,
 * `document.addEventListener(…)`) or an `if`. Only the entries may do it, since they are the
 * app's start-up: the page's entry, the pre-paint scripts and the workers.
 */
const ON_IMPORT = /^(?:if \(|[A-Za-z_$][\w$.]*\()/gm;
const ENTRIES = /^src\/app\/(?:main\.tsx|pre-paint-[\w-]+\.ts)$|\.worker\.ts$/;

/** Each match of `pattern` in the app's source files but `except`, as `file: text`. */
function findInSources(pattern: RegExp, except: (file: string) => boolean): string[] {
  return sourceFiles()
    .filter((file) => !except(file))
    .flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(pattern)].map((match) => `${file}: ${match[0]}`),
    );
}

describe('appState', () => {
  it('creates nothing until first asked, then the same state until the app state is reset', () => {
    const initial = vi.fn(() => ({ count: 0 }));
    const state = appState(initial);
    expect(initial).not.toHaveBeenCalled();
    state().count += 1;
    expect(state().count).toBe(1);
    expect(initial).toHaveBeenCalledTimes(1);
    resetAppState();
    expect(state().count).toBe(0);
    expect(initial).toHaveBeenCalledTimes(2);
  });

  it('lets go of what each created state holds, once, and of nothing never created', () => {
    const dispose = vi.fn();
    const used = appState(() => ({ timer: 'a' }), dispose);
    const unused = appState(() => ({ timer: 'b' }), dispose);
    used();
    resetAppState();
    resetAppState();
    expect(dispose).toHaveBeenCalledTimes(1);
    expect(dispose).toHaveBeenCalledWith({ timer: 'a' });
    expect(unused).toBeTypeOf('function');
  });
});

describe('module state in src/', () => {
  it('is kept only through appState, so every unit test starts without what another left', () => {
    expect(findInSources(MODULE_STATE, (file) => file === 'src/lib/app-state.ts')).toEqual([]);
  });

  it('is set up by no module on import, but by the entries', () => {
    expect(findInSources(ON_IMPORT, (file) => ENTRIES.test(file))).toEqual([]);
  });

  it('is found by the scans where it is, so they read what they should', () => {
    expect('let count = 0;\nexport const parts = new Set<string>();'.match(MODULE_STATE)).toHaveLength(2);
    expect("configureLogger();\nif (ready) document.addEventListener('click', hold);".match(ON_IMPORT)).toHaveLength(2);
    expect(findInSources(ON_IMPORT, (file) => !ENTRIES.test(file)).length).toBeGreaterThan(0);
  });
});
