/**
 * The CMS page (`/admin/`, docs/publishing.md): starts Decap CMS, its self-contained bundle served
 * beside this page (`decap-cms.js`, copied from `node_modules` by `vite-plugins/cms.ts`, never from
 * a CDN), with the configuration in `config.yml` and the interface in English or Traditional
 * Chinese: Decap CMS's own words in its language, the configuration's words for staff from
 * `labels.zh-Hant.json` (`./translate.ts`).
 */
import { parse } from 'yaml';
import { registerHktTime, withHktTime } from './hkt-time';
import zhHant from './labels.zh-Hant.json';
import { registerPreviews, type DecapPreviewGlobals } from './preview-template';
import { registerSimplifiedFields, withSimplifiedFields, type DecapWidgets } from './simplified-fields';
import { PREVIEW_TEMPLATES } from './preview/protocol';
import { translateConfig } from './translate';

/** Decap CMS's global (`window.CMS`), as far as this page uses it. */
interface DecapCms extends DecapWidgets {
  init(options: { config: Record<string, unknown> }): void;
  registerPreviewTemplate(name: string, component: unknown): void;
  registerPreviewStyle(style: string, options: { raw: boolean }): void;
}

declare global {
  interface Window extends Partial<DecapPreviewGlobals> {
    CMS?: DecapCms;
    /** Read by the bundle when it loads: start only when `CMS.init` is called. */
    CMS_MANUAL_INIT?: boolean;
  }
}

/** Decap CMS's names for the interface languages offered (its `locale` setting). */
const INTERFACE_LANGUAGES = { en: 'en', 'zh-Hant': 'zh_Hant' } as const;
type InterfaceLanguage = keyof typeof INTERFACE_LANGUAGES;
const STORAGE_KEY = 'cms-interface-language';

const isInterfaceLanguage = (value: unknown): value is InterfaceLanguage =>
  typeof value === 'string' && Object.hasOwn(INTERFACE_LANGUAGES, value);

/**
 * The interface language: `?lang=en` or `?lang=zh-Hant` (then remembered), else the one chosen
 * last, else Traditional Chinese for a browser set to any Chinese, else English.
 */
function interfaceLanguage(): InterfaceLanguage {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isInterfaceLanguage(asked)) {
    window.localStorage.setItem(STORAGE_KEY, asked);
    return asked;
  }
  const saved = window.localStorage.getItem(STORAGE_KEY);
  if (isInterfaceLanguage(saved)) return saved;
  return navigator.languages.some((language) => language.toLowerCase().startsWith('zh')) ? 'zh-Hant' : 'en';
}

/** Loads the bundle beside this page as a classic script, as Decap CMS documents it. */
function loadBundle(): Promise<DecapCms> {
  window.CMS_MANUAL_INIT = true;
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = new URL('decap-cms.js', document.baseURI).href;
    script.addEventListener('load', () =>
      window.CMS ? resolve(window.CMS) : reject(new Error('No CMS in the bundle')),
    );
    script.addEventListener('error', () => reject(new Error(`Cannot load ${script.src}`)));
    document.head.append(script);
  });
}

/** `config.yml` beside this page, in the interface language. */
async function loadConfig(language: InterfaceLanguage): Promise<Record<string, unknown>> {
  const response = await fetch(new URL('config.yml', document.baseURI), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Cannot load config.yml: HTTP ${response.status}`);
  const config = withHktTime(
    withSimplifiedFields(parse(await response.text()) as Parameters<typeof translateConfig>[0]),
  );
  const translated = language === 'zh-Hant' ? translateConfig(config, zhHant) : config;
  return translated as Record<string, unknown>;
}

const language = interfaceLanguage();
document.documentElement.lang = language;
const [cms, config] = await Promise.all([loadBundle(), loadConfig(language)]);
// The bundle defines its React's `h` and `createClass` as globals for custom previews.
if (window.h && window.createClass) {
  const globals = { h: window.h, createClass: window.createClass };
  registerPreviews(cms, globals, PREVIEW_TEMPLATES, 'en');
  registerSimplifiedFields(cms, globals);
  registerHktTime(cms, globals);
}
// The whole configuration, read here so its words can be translated; config.yml stays the source.
cms.init({ config: { ...config, load_config_file: false, locale: INTERFACE_LANGUAGES[language] } });
