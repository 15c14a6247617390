/**
 * The group's identity: every name, code, address and outside address the site shows.
 *
 * A real group replaces this one module (and the content sources under `content/`);
 * nothing else in the code names the group. Values that differ by language are keyed by
 * {@link Locale}; the rest are shared.
 */
import type { Locale } from '@/config/locales';

/** A text shown in each of the site's languages. */
type LocalizedText = Readonly<Record<Locale, string>>;

/** One social channel in the footer's "Follow us" list. */
interface SocialLink {
  /** Stable id; also the icon name under `icons/` (with an `-hover` variant). */
  readonly id: 'telegram' | 'medium' | 'x';
  /** The service's own name, shown as the link's accessible name. */
  readonly label: string;
  /** Absolute `https:` address of the group's channel. */
  readonly href: string;
}

/** The shape of the identity module; exported so tests and future configs can type-check. */
export interface SiteConfig {
  readonly groupName: LocalizedText;
  readonly groupShortName: LocalizedText;
  /** Stock code on The Stock Exchange of Hong Kong (four or five digits). */
  readonly stockCode: string;
  readonly exchange: LocalizedText;
  readonly partnerNetworkName: LocalizedText;
  /** The two ecosystem tokens; `symbol` is the ticker shown in the footer and ecosystem section. */
  readonly tokens: readonly [
    { readonly symbol: 'LPT'; readonly name: LocalizedText },
    { readonly symbol: 'APQ'; readonly name: LocalizedText },
  ];
  readonly officeAddress: LocalizedText;
  /** Investor-relations mailbox, without `mailto:`. */
  readonly email: string;
  /** A chat link for messages to the investor-relations team. */
  readonly messageHref: string;
  readonly social: readonly SocialLink[];
  /** External token-claim portal opened by the "Claim" navigation item. */
  readonly claimUrl: string;
  /** Year the group was founded, for the footer's copyright line. */
  readonly foundedYear: number;
  /** The exchange's quote page for the stock, in each language the exchange offers (`sc_lang`). */
  readonly quoteUrl: LocalizedText;
  /**
   * The exchange's News Alerts sign-up: emails a subscriber when the issuer publishes on
   * HKEXnews (the address issuers give in their corporate-communications arrangements).
   */
  readonly newsAlertUrl: string;
  /**
   * The public web site's origin (`https://host`, no trailing slash): canonical and `hreflang`
   * links, Open Graph URLs and the sitemap name pages by it.
   */
  readonly origin: string;
  /**
   * The only hosts (`host` of an `https:` URL, with the port if not 443) a document link in the
   * content may point to; any other document must be a path under `/documents/` on this site.
   * An editor who could link anywhere could send investors to a look-alike filing.
   */
  readonly documentHosts: readonly string[];
}

/** The group this build presents. */
export const site: SiteConfig = {
  groupName: {
    en: 'Lumen Pacific Technology Holdings Limited',
    zh: '流明太平洋科技控股有限公司',
    'zh-TW': '流明太平洋科技控股有限公司',
  },
  groupShortName: { en: 'Lumen Pacific', zh: '流明太平洋', 'zh-TW': '流明太平洋' },
  stockCode: '2629',
  exchange: {
    en: 'The Stock Exchange of Hong Kong Limited',
    zh: '香港联合交易所有限公司',
    'zh-TW': '香港聯合交易所有限公司',
  },
  partnerNetworkName: {
    en: 'Apex Quorum Network',
    zh: '顶点共识网络',
    'zh-TW': '頂點共識網絡',
  },
  tokens: [
    { symbol: 'LPT', name: { en: 'Lumen Pacific Token', zh: '流明太平洋通证', 'zh-TW': '流明太平洋通證' } },
    { symbol: 'APQ', name: { en: 'Apex Quorum Token', zh: '顶点共识通证', 'zh-TW': '頂點共識通證' } },
  ],
  officeAddress: {
    en: 'Suite 3806, 38/F, Two International Finance Centre, 8 Finance Street, Central, Hong Kong',
    zh: '香港中环金融街8号国际金融中心二期38楼3806室',
    'zh-TW': '香港中環金融街8號國際金融中心二期38樓3806室',
  },
  email: 'ir@lumenpacific-group.com',
  messageHref: 'https://t.me/lumenpacific_ir',
  social: [
    { id: 'telegram', label: 'Telegram', href: 'https://t.me/lumenpacific' },
    { id: 'medium', label: 'Medium', href: 'https://medium.com/@lumenpacific' },
    { id: 'x', label: 'X', href: 'https://x.com/lumenpacific' },
  ],
  claimUrl: 'https://claim.lumenpacific-group.com/',
  foundedYear: 2018,
  quoteUrl: {
    en: 'https://www.hkex.com.hk/Market-Data/Securities-Prices/Equities/Equities-Quote?sym=2629&sc_lang=en',
    zh: 'https://www.hkex.com.hk/Market-Data/Securities-Prices/Equities/Equities-Quote?sym=2629&sc_lang=zh-CN',
    'zh-TW': 'https://www.hkex.com.hk/Market-Data/Securities-Prices/Equities/Equities-Quote?sym=2629&sc_lang=zh-HK',
  },
  newsAlertUrl: 'https://www.hkex.com.hk/eng/invest/user/login_e.aspx',
  origin: 'https://www.lumenpacific-group.com',
  documentHosts: [
    // HKEXnews, where the exchange publishes every filing of a listed issuer as a PDF
    // (`/listedco/listconews/sehk/…`): the original of each announcement, report and circular.
    'www1.hkexnews.hk',
  ],
};
