/**
 * The on-screen keyboard's pinyin input: from the letters a visitor has typed (toneless pinyin,
 * `dongshi`) to the candidates the candidate bar offers, whole words first, then the characters of
 * the first syllable, in the page locale's script (Simplified for `zh`, Traditional for `zh-TW`).
 * Pure functions over a {@link PinyinDictionary}, which `dictionary.ts` builds from the lazily
 * loaded tables.
 */
import type { WordEntry } from './words';

export type ChineseScript = 'simplified' | 'traditional';

export interface PinyinDictionary {
  /** Syllable (`dong`) → its characters, most frequent first, in the dictionary's script. */
  syllables: ReadonlyMap<string, readonly string[]>;
  /** Whole pinyin (`dongshi`) → the words it spells, in the dictionary's script. */
  words: ReadonlyMap<string, readonly string[]>;
  /** Longest syllable, in letters (`zhuang`: 6). */
  longestSyllable: number;
}

export interface Candidate {
  /** What the candidate writes: `董事`, `董`. */
  text: string;
  /** How many letters of the typed pinyin it replaces, from the start. */
  consumed: number;
}

/** Most candidates the bar offers at once. */
const MAX_CANDIDATES = 40;

/** Splits a table value (`"动 东 董"`) into its characters, once each, in order. */
function characters(value: string): string[] {
  return [...new Set(value.split(/\s+/).filter(Boolean))];
}

/**
 * Builds the dictionary: `syllableTable` is simple-keyboard-layouts' `layoutCandidates` (pinyin →
 * Simplified characters); `toTraditional` gives a Simplified character's Traditional forms (only
 * for the `traditional` script).
 */
export function buildPinyinDictionary(
  syllableTable: Readonly<Record<string, string>>,
  words: readonly WordEntry[],
  script: ChineseScript,
  toTraditional: (character: string) => readonly string[] = (character) => [character],
): PinyinDictionary {
  const convert = (chars: readonly string[]) =>
    script === 'traditional' ? [...new Set(chars.flatMap(toTraditional))] : chars;
  const syllables = new Map<string, readonly string[]>();
  let longestSyllable = 1;
  for (const [syllable, value] of Object.entries(syllableTable)) {
    if (!/^[a-z]+$/.test(syllable)) continue;
    syllables.set(syllable, convert(characters(value)));
    longestSyllable = Math.max(longestSyllable, syllable.length);
  }
  const wordMap = new Map<string, string[]>();
  for (const [pinyin, simplified, traditional] of words) {
    const word = script === 'traditional' ? traditional : simplified;
    const list = wordMap.get(pinyin) ?? [];
    if (!list.includes(word)) list.push(word);
    wordMap.set(pinyin, list);
  }
  return { syllables, words: wordMap, longestSyllable };
}

/** `lue`/`nue` as the table spells them (`lve`, `nve`): visitors type either. */
function normalizePinyin(typed: string): string {
  return typed.toLowerCase().replace(/([ln])ue/g, '$1ve');
}

/**
 * Splits pinyin into syllables, longest first (`xian`, not `xi an`), the last one possibly
 * unfinished (`dongs` → `dong`, `s`); `undefined` when the letters are not pinyin.
 */
export function segmentPinyin(typed: string, dictionary: PinyinDictionary): string[] | undefined {
  const { syllables, longestSyllable } = dictionary;
  const isPrefix = (rest: string) => [...syllables.keys()].some((syllable) => syllable.startsWith(rest));
  const split = (start: number): string[] | undefined => {
    if (start === typed.length) return [];
    for (let length = Math.min(longestSyllable, typed.length - start); length >= 1; length -= 1) {
      const piece = typed.slice(start, start + length);
      if (!syllables.has(piece)) continue;
      const rest = split(start + length);
      if (rest) return [piece, ...rest];
    }
    const rest = typed.slice(start);
    return isPrefix(rest) ? [rest] : undefined;
  };
  return split(0);
}

/**
 * The candidates for the typed pinyin, best first: words it spells whole, words it begins, words
 * that its first syllables spell (longest first), then the first syllable's characters (or, when
 * that syllable is unfinished, the first character of every syllable it begins).
 */
export function pinyinCandidates(typed: string, dictionary: PinyinDictionary, limit = MAX_CANDIDATES): Candidate[] {
  const pinyin = normalizePinyin(typed);
  const found: Candidate[] = [];
  const seen = new Set<string>();
  const add = (text: string, consumed: number) => {
    if (seen.has(text) || found.length >= limit) return;
    seen.add(text);
    found.push({ text, consumed });
  };
  const all = typed.length;
  if (!pinyin) return found;
  for (const word of dictionary.words.get(pinyin) ?? []) add(word, all);
  if (pinyin.length >= 2) {
    const completions = [...dictionary.words.entries()].filter(
      ([key]) => key.length > pinyin.length && key.startsWith(pinyin),
    );
    completions.sort(([a], [b]) => a.length - b.length);
    for (const [, words] of completions.slice(0, 6)) for (const word of words) add(word, all);
  }
  const segments = segmentPinyin(pinyin, dictionary);
  if (!segments?.[0]) return found;
  // Letters consumed by the first k syllables (the typed text may spell `lue` where the table has `lve`: same length).
  const ends = segments.reduce<number[]>((sums, segment) => [...sums, (sums.at(-1) ?? 0) + segment.length], []);
  for (let count = segments.length - 1; count >= 2; count -= 1) {
    const end = ends[count - 1] ?? 0;
    for (const word of dictionary.words.get(pinyin.slice(0, end)) ?? []) add(word, end);
  }
  const first = segments[0];
  const chars = dictionary.syllables.get(first);
  if (chars) {
    for (const char of chars) add(char, first.length);
  } else {
    for (const [syllable, list] of dictionary.syllables)
      if (syllable.startsWith(first) && list[0]) add(list[0], first.length);
  }
  return found;
}
