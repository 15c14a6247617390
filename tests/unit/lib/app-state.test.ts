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
 * Module state that is still set up on import, with the reason; nothing else may be. The deferred
 * parts hold the taps on parts whose code is on its way from the moment they are declared.
 */
const KEPT_ON_IMPORT = new Set(['src/components/ui/deferred-part.tsx']);

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
    const found = sourceFiles()
      .filter((file) => !KEPT_ON_IMPORT.has(file) && file !== 'src/lib/app-state.ts')
      .flatMap((file) =>
        [...readFileSync(path.join(root, file), 'utf8').matchAll(MODULE_STATE)].map((match) => `${file}: ${match[0]}`),
      );
    expect(found).toEqual([]);
  });

  it('is still found in the file allowed to keep it, so the scan reads what it should', () => {
    const allowed = [...KEPT_ON_IMPORT].map((file) => readFileSync(path.join(root, file), 'utf8'));
    expect(allowed.every((text) => text.match(MODULE_STATE))).toBe(true);
  });
});
