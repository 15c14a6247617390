// @ts-check
/**
 * The issuer's filings out of HKEXnews' feeds (`./latest.mjs`), as the watcher uses them: each in
 * plain text with its release time as an ISO 8601 date-time in Hong Kong time, and the English
 * filing paired with its Chinese one.
 *
 * Pairing follows how HKEXnews names the documents: the Chinese document of a filing is the
 * English one's name with `_c` before its extension (`2026032000123.pdf`,
 * `2026032000123_c.pdf`). Where the names do not tell, two filings released in the same minute
 * under the same headline category pair when they are the only two that did; anything else stays
 * unpaired and still becomes a draft, flagged for a person to pair.
 */
import { decodeHTML } from 'entities';

/** @typedef {import('./latest.mjs').LatestFiling} LatestFiling */
/** @typedef {import('./latest.mjs').FeedLanguage} FeedLanguage */

/**
 * A filing as the watcher uses it.
 * @typedef {object} Filing
 * @property {string} newsId HKEXnews' id of the filing
 * @property {FeedLanguage} language the feed it came from
 * @property {string} title plain text: entities decoded, line breaks as spaces, space collapsed
 * @property {string} releasedAt `YYYY-MM-DDTHH:MM:00+08:00`, HKEXnews' minute in Hong Kong time
 * @property {string} documentPath the document's path on HKEXnews (`/listedco/…/x.pdf`)
 * @property {string} extension the document's type, lower case (`pdf`)
 * @property {string} size the size as HKEXnews writes it (`127KB`)
 * @property {{ tierOne: string | undefined, tierTwo: string | undefined, name: string }} headline
 *   the headline category: its codes (`undefined` where HKEXnews gives `NaN`) and long name
 * @property {string[]} stockCodes every stock code the filing is for, without leading zeros
 */

/**
 * Plain text from a title as HKEXnews writes it: `<br/>` (and any other tag) becomes a space, HTML
 * entities are decoded (HTML's named and numeric references, `entities`' `decodeHTML`), runs of
 * white space become one.
 * @param {string} html
 */
export function plainText(html) {
  return decodeHTML(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * HKEXnews' `dd/mm/yyyy HH:MM` (Hong Kong time) as `YYYY-MM-DDTHH:MM:00+08:00`.
 * @param {string} relTime
 * @throws {Error} when it is not a real date and time
 */
export function hongKongDateTime(relTime) {
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(relTime);
  if (!match) throw new Error(`${JSON.stringify(relTime)} is not dd/mm/yyyy HH:MM`);
  const [, day, month, year, hour, minute] = match;
  const iso = `${year}-${month}-${day}T${hour}:${minute}:00+08:00`;
  const parsed = new Date(iso);
  // 31/02 parses as 3 March: a date that does not round-trip is not one.
  const check = new Date(parsed.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
  if (Number.isNaN(parsed.getTime()) || check !== `${year}-${month}-${day}T${hour}:${minute}`) {
    throw new Error(`${JSON.stringify(relTime)} is not a real date and time`);
  }
  return iso;
}

/** A stock code without its leading zeros (`02629` and `2629` are one stock). */
const bareCode = (/** @type {string} */ code) => plainText(code).replace(/^0+(?=\d)/, '');

/** A headline code, or `undefined` where HKEXnews writes none (`NaN`, empty). */
const headlineCode = (/** @type {string} */ code) => (/^\d+$/.test(code.trim()) ? code.trim() : undefined);

/**
 * A feed's filing as a {@link Filing}.
 * @param {LatestFiling} item
 * @param {FeedLanguage} language
 * @returns {Filing}
 */
export function toFiling(item, language) {
  return {
    newsId: item.newsId,
    language,
    title: plainText(item.title),
    releasedAt: hongKongDateTime(item.relTime),
    documentPath: item.webPath,
    extension: item.ext.trim().toLowerCase(),
    size: item.size.trim(),
    headline: { tierOne: headlineCode(item.t1Code), tierTwo: headlineCode(item.t2Code), name: plainText(item.lTxt) },
    stockCodes: item.stock.map((stock) => bareCode(stock.sc)),
  };
}

/**
 * The filings of one issuer: those that list its stock code among theirs (a filing may be for
 * several, a joint announcement).
 * @param {readonly Filing[]} filings
 * @param {string} stockCode with or without leading zeros
 */
export function issuerFilings(filings, stockCode) {
  const code = bareCode(stockCode);
  return filings.filter((filing) => filing.stockCodes.includes(code));
}

/**
 * An English filing and its Chinese one; either may be missing, and then `unpaired` says why.
 * @typedef {object} FilingPair
 * @property {Filing | undefined} english
 * @property {Filing | undefined} chinese
 * @property {string | undefined} unpaired why a person must pair it, when one side is missing
 */

/** The English document's path that a Chinese document's path names (`x_c.pdf` → `x.pdf`), if it does. */
const englishPathOf = (/** @type {string} */ chinesePath) => {
  const match = /^(.*)_c(\.[A-Za-z0-9]+)$/i.exec(chinesePath);
  return match ? `${match[1]}${match[2]}` : undefined;
};

/** `3 Chinese filings were released` / `1 English filing was released`. */
const released = (/** @type {number} */ n, /** @type {string} */ language) =>
  `${n} ${language} filing${n === 1 ? ' was' : 's were'} released in the same minute under the same headline category`;

/** The headline category and minute two filings of one announcement share. */
const sameRelease = (/** @type {Filing} */ filing) =>
  `${filing.releasedAt}|${filing.headline.tierOne ?? '-'}|${filing.headline.tierTwo ?? '-'}`;

/**
 * Pairs each English filing with its Chinese one: by document name first, then by release minute
 * and headline category where exactly one filing of each language shares them.
 * @param {readonly Filing[]} english
 * @param {readonly Filing[]} chinese
 * @returns {FilingPair[]} newest release first; each filing in exactly one pair
 */
export function pairFilings(english, chinese) {
  /** @type {FilingPair[]} */
  const pairs = [];
  const englishLeft = new Map(english.map((filing) => [filing.documentPath, filing]));
  const chineseLeft = [];
  for (const filing of chinese) {
    const englishPath = englishPathOf(filing.documentPath);
    const match = englishPath === undefined ? undefined : englishLeft.get(englishPath);
    if (match) {
      englishLeft.delete(match.documentPath);
      pairs.push({ english: match, chinese: filing, unpaired: undefined });
    } else {
      chineseLeft.push(filing);
    }
  }
  /** @param {Iterable<Filing>} filings */
  const byRelease = (filings) => {
    /** @type {Map<string, Filing[]>} */
    const groups = new Map();
    for (const filing of filings) groups.set(sameRelease(filing), [...(groups.get(sameRelease(filing)) ?? []), filing]);
    return groups;
  };
  const englishGroups = byRelease(englishLeft.values());
  const chineseGroups = byRelease(chineseLeft);
  for (const [release, group] of englishGroups) {
    const others = chineseGroups.get(release) ?? [];
    if (group.length === 1 && others.length === 1) {
      pairs.push({ english: group[0], chinese: others[0], unpaired: undefined });
      chineseGroups.delete(release);
      continue;
    }
    for (const filing of group) {
      pairs.push({
        english: filing,
        chinese: undefined,
        unpaired: others.length === 0 ? 'no Chinese filing was released with it' : released(others.length, 'Chinese'),
      });
    }
    chineseGroups.delete(release);
    for (const filing of others) {
      pairs.push({
        english: undefined,
        chinese: filing,
        unpaired: released(group.length, 'English'),
      });
    }
  }
  for (const group of chineseGroups.values()) {
    for (const filing of group) {
      pairs.push({ english: undefined, chinese: filing, unpaired: 'no English filing was released with it' });
    }
  }
  const time = (/** @type {FilingPair} */ pair) => Date.parse((pair.english ?? pair.chinese)?.releasedAt ?? '');
  return pairs.sort((a, b) => time(b) - time(a));
}
