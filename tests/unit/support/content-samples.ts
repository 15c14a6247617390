/**
 * The bundled content files (`public/content/<locale>/`) as test material: small samples of
 * them, one item of each list, with a value put at a path as `contentFileProblems` names it
 * (`0.document.title`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentFileName } from '@/content/registry';

/** The bundled content files' folder. */
export const CONTENT = path.resolve(import.meta.dirname, '../../../public/content');

/** A bundled content file's text, by its path under `public/content/`. */
export const read = (relative: string) => readFileSync(path.join(CONTENT, relative), 'utf8');

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** `value` with every list cut to its first item: one of each kind of field, quick to check. */
export function sample(value: Json): Json {
  if (Array.isArray(value)) return value.slice(0, 1).map(sample);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, sample(inner)]));
  }
  return value;
}

/** Whether `value` has something at `keys` (a list's index standing for any of its items). */
function has(value: Json, keys: readonly string[]): boolean {
  const [key, ...rest] = keys;
  if (key === undefined) return true;
  if (Array.isArray(value)) return value.some((item) => has(item, rest));
  return value !== null && typeof value === 'object' && key in value && has(value[key] ?? null, rest);
}

/**
 * {@link sample} of `value`, but along `keys` the first item of each list that has the rest of the
 * path, so an optional field is tried where an editor filled it in.
 */
function sampleAlong(value: Json, keys: readonly string[]): Json {
  const [key, ...rest] = keys;
  if (key === undefined) return sample(value);
  if (Array.isArray(value)) return [sampleAlong(value.find((item) => has(item, rest)) ?? value[0] ?? null, rest)];
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [name, name === key ? sampleAlong(inner, rest) : sample(inner)]),
    );
  }
  return value;
}

/** Every string in `value`, with its path as `contentFileProblems` writes it (`0.document.title`). */
export function strings(value: Json, at: string[] = []): [string, string][] {
  if (typeof value === 'string') return [[at.join('.'), value]];
  if (Array.isArray(value)) return value.flatMap((inner, index) => strings(inner, [...at, String(index)]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => strings(inner, [...at, key]));
  }
  return [];
}

/** A copy of `value` with `replacement` at `where` (a path as {@link strings} writes it). */
export function withValue(value: Json, where: string, replacement: string): Json {
  const copy = structuredClone(value);
  const keys = where.split('.');
  const last = keys.pop() ?? '';
  let parent = copy as Record<string, Json>;
  for (const key of keys) parent = parent[key] as Record<string, Json>;
  parent[last] = replacement;
  return copy;
}

/** The content files of a locale's folder. */
export const names = readdirSync(path.join(CONTENT, 'en')).filter((name) =>
  name.endsWith('.json'),
) as ContentFileName[];
/** The English files, parsed. */
export const english = new Map(names.map((name) => [name, JSON.parse(read(`en/${name}`)) as Json]));
/**
 * The English file `name`, one item of each list (along `where`, one that has it), with `text` at
 * `where`.
 */
export const englishWith = (name: ContentFileName, where: string, text: string): Json =>
  withValue(sampleAlong(english.get(name) ?? null, where.split('.')), where, text);
