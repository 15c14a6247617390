/**
 * The CMS configuration in another interface language: `admin/config.yml` stays the one
 * configuration, in English; for the Traditional Chinese interface its words for staff (labels,
 * hints, descriptions, the messages of its checks) are looked up in `labels.zh-Hant.json`, keyed
 * by the English text. `npm run cms:config` writes both from the CMS's catalogue
 * (`locales/cms/`, `src/content/cms/config.ts`).
 */

/** The keys whose string values are words for staff. */
const WORDS = new Set(['label', 'label_singular', 'hint', 'description']);

/**
 * The label a summary adds to a time, as the text of its `truncate` filter (`hktTime` in
 * `src/content/cms/collections.ts`): "{{publishedAt | truncate(16, ' HKT')}}". The rest of a
 * summary is field names.
 */
const SUMMARY_LABEL = /(truncate\(\d+, ')( ?)([^']+)('\))/g;

/** A parsed YAML value. */
type Value = string | number | boolean | null | Value[] | { [key: string]: Value };

/**
 * Every string of `config` that staff read (the keys in {@link WORDS}, the message of each
 * `pattern: [regex, message]` and the time-zone label of each summary), in document order.
 */
export function wordsOf(config: Value): string[] {
  const found: string[] = [];
  const walk = (node: Value, key?: string) => {
    if (Array.isArray(node)) {
      if (key === 'pattern' && typeof node[1] === 'string') found.push(node[1]);
      else for (const item of node) walk(item);
    } else if (node !== null && typeof node === 'object') {
      for (const [name, value] of Object.entries(node)) {
        if (WORDS.has(name) && typeof value === 'string') found.push(value);
        else if (name === 'summary' && typeof value === 'string')
          for (const [, , , label] of value.matchAll(SUMMARY_LABEL)) found.push(label ?? '');
        else walk(value, name);
      }
    }
  };
  walk(config);
  return found;
}

/**
 * `config` with each string staff read replaced by its entry in `words` (English text → the
 * other language); a string without one stays in English. Returns a copy.
 */
export function translateConfig(config: Value, words: Readonly<Record<string, string>>): Value {
  const say = (text: string) => (Object.hasOwn(words, text) ? (words[text] ?? text) : text);
  const walk = (node: Value, key?: string): Value => {
    if (Array.isArray(node)) {
      if (key === 'pattern' && typeof node[0] === 'string' && typeof node[1] === 'string')
        return [node[0], say(node[1])];
      return node.map((item) => walk(item));
    }
    if (node !== null && typeof node === 'object') {
      return Object.fromEntries(
        Object.entries(node).map(([name, value]) => [
          name,
          WORDS.has(name) && typeof value === 'string'
            ? say(value)
            : name === 'summary' && typeof value === 'string'
              ? value.replace(
                  SUMMARY_LABEL,
                  (_match, start: string, space: string, label: string, end: string) =>
                    `${start}${space}${say(label)}${end}`,
                )
              : walk(value, name),
        ]),
      );
    }
    return node;
  };
  return walk(config);
}
