/** A fresh temporary folder for each test of a `describe` block. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';

/**
 * Makes a new folder under the system's temporary folder before each test of the calling
 * `describe` block (its name starts with `prefix`) and removes it, with everything in it, after.
 * @returns the current test's folder; call it inside a test or a hook.
 */
export function useTempFolder(prefix: string): () => string {
  let folder = '';
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), prefix));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });
  return () => folder;
}
