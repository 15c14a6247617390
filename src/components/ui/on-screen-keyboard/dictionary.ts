/**
 * Loads the pinyin dictionary for a Chinese page locale, once, lazily (only a kiosk whose visitor
 * opens the keyboard in Chinese fetches it): the syllable table of simple-keyboard-layouts'
 * Chinese layout (pinyin → Simplified characters, most frequent first), the keyboard's word list,
 * and for `zh-TW` opencc-js's Simplified→Traditional character table with its Hong Kong variants
 * (the `cn` → `hk` conversion without its 1 MB phrase table: the words carry their own
 * Traditional form). Each table is its own chunk, under the 30 KiB gzip goal of a lazy chunk.
 */
import { buildPinyinDictionary, type ChineseScript, type PinyinDictionary } from './pinyin';
import { WORDS } from './words';
import { appState } from '@/lib/app-state';

/** Parses OpenCC's text format (`source target [target…]|…`) into source → targets. */
export function parseOpenccTable(table: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const entry of table.split('|')) {
    const [source, ...targets] = entry.trim().split(/\s+/);
    if (source && targets.length > 0) map.set(source, targets);
  }
  return map;
}

async function loadSyllableTable(): Promise<Record<string, string>> {
  const { default: chinese } = await import('simple-keyboard-layouts/build/layouts/chinese');
  // The layout's type declares only `layout`; the table is its documented `layoutCandidates`.
  return (chinese as { layoutCandidates?: Record<string, string> }).layoutCandidates ?? {};
}

async function loadTraditionalForms(): Promise<(character: string) => readonly string[]> {
  const [{ default: characters }, { default: variants }] = await Promise.all([
    import('opencc-js/dict/STCharacters'),
    import('opencc-js/dict/HKVariants'),
  ]);
  const toTraditional = parseOpenccTable(characters);
  const toHongKong = parseOpenccTable(variants);
  return (character) => (toTraditional.get(character) ?? [character]).map((form) => toHongKong.get(form)?.[0] ?? form);
}

const dictionaries = appState(() => new Map<ChineseScript, Promise<PinyinDictionary>>());

/** The pinyin dictionary in `script`, loaded on first use and kept. */
export function loadPinyinDictionary(script: ChineseScript): Promise<PinyinDictionary> {
  const cache = dictionaries();
  let loading = cache.get(script);
  if (!loading) {
    loading = Promise.all([loadSyllableTable(), script === 'traditional' ? loadTraditionalForms() : undefined]).then(
      ([table, toTraditional]) => buildPinyinDictionary(table, WORDS, script, toTraditional),
    );
    // A failed load (a flaky network) may be tried again the next time the keyboard opens.
    loading.catch(() => cache.delete(script));
    cache.set(script, loading);
  }
  return loading;
}
