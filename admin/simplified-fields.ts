/**
 * Simplified Chinese in the CMS's editor, filled from the Traditional Chinese (docs/publishing.md
 * §2): HKEX requires English and Chinese, and the site's Simplified Chinese is a courtesy that
 * nobody should have to type. When the editor shows Simplified Chinese (the left pane's "Writing
 * in zh"), each of its text fields that is empty takes the Traditional Chinese converted with
 * OpenCC (`scripts/content/simplified.mjs`, Hong Kong to Mainland), and a field whose text is
 * that conversion says so under it, for a reviewer to check; a text an editor wrote is never
 * replaced. A field left empty because nobody opened Simplified Chinese is derived by the build
 * the same way, and marked `convertedFrom: zh-TW`.
 *
 * Each of Decap CMS's `string`, `text` and `markdown` widgets gets a twin (`zh-derived-…`)
 * whose control wraps its own, with Decap CMS's React (its global `h` and `createClass`); the
 * translatable fields of the entry collections use the twins ({@link withSimplifiedFields}),
 * while `config.yml` keeps the standard widgets that other CMSs read too.
 */
import type { DecapPreviewGlobals } from './preview-template';

/** The widgets wrapped, and their twins' names. */
const WRAPPED = { string: 'zh-derived-string', text: 'zh-derived-text', markdown: 'zh-derived-markdown' } as const;
type Wrapped = keyof typeof WRAPPED;

/** The collections stored one file per locale, whose Simplified Chinese the build derives too. */
const ENTRY_COLLECTIONS = new Set(['announcements', 'careers', 'legal']);

/** The note under a converted field, in the CMS's interface language (`document.documentElement.lang`). */
const NOTE = {
  en: 'Converted from the Traditional Chinese (OpenCC): check it.',
  'zh-Hant': '由繁體中文自動轉換（OpenCC），請核對。',
} as const;

/** The part of Decap CMS's global this module uses. */
export interface DecapWidgets {
  getWidget(name: string): { control: unknown; preview?: unknown; schema?: unknown } | undefined;
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void;
}

/** The part of an Immutable.js collection (Decap CMS's entry and field) the control reads. */
interface Immutable {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
}

/** The props of Decap CMS's widget controls this wrapper reads; every other is passed on. */
interface ControlProps {
  value?: unknown;
  onChange(value: string): void;
  field: Immutable;
  /** The locale of the pane the control is in. */
  locale?: string;
  /** Decap CMS's entry: current when the control mounts, which is when it is read. */
  entry?: Immutable;
}

interface ControlInstance {
  props: ControlProps;
  state: { convert?: (text: string) => string };
  setState(state: { convert: (text: string) => string }): void;
}

const blank = (value: unknown) => typeof value !== 'string' || !value.trim();

/** The Traditional Chinese of the field the control edits, if the entry has it. */
function traditionalOf(props: ControlProps): string | undefined {
  const name = props.field.get('name');
  if (typeof name !== 'string') return undefined;
  const text = props.entry?.getIn(['i18n', 'zh-TW', 'data', name]);
  return typeof text === 'string' && text.trim() ? text : undefined;
}

/** OpenCC, loaded when a Simplified Chinese field first needs it (about 110 KB). */
let converter: Promise<(text: string) => string> | undefined;
const loadConverter = () =>
  (converter ??= import('../scripts/content/simplified.mjs').then((module) => module.toSimplified));

/**
 * Registers the `zh-derived-…` twin of each wrapped widget with `cms`.
 * @param globals Decap CMS's React `h` and `createClass`.
 */
export function registerSimplifiedFields(cms: DecapWidgets, globals: DecapPreviewGlobals): void {
  for (const [base, twin] of Object.entries(WRAPPED) as [Wrapped, string][]) {
    const widget = cms.getWidget(base);
    if (!widget) continue;
    const control = globals.createClass({
      getInitialState() {
        return {};
      },
      componentDidMount(this: ControlInstance) {
        if (this.props.locale !== 'zh' || !traditionalOf(this.props)) return;
        void loadConverter().then((convert) => {
          this.setState({ convert });
          const traditional = traditionalOf(this.props);
          // Only what nobody wrote: an editor's text stays.
          if (traditional && blank(this.props.value)) this.props.onChange(convert(traditional));
        });
      },
      render(this: ControlInstance) {
        const traditional = this.props.locale === 'zh' ? traditionalOf(this.props) : undefined;
        const { convert } = this.state;
        const converted =
          traditional !== undefined && convert !== undefined && this.props.value === convert(traditional);
        const language = document.documentElement.lang === 'zh-Hant' ? 'zh-Hant' : 'en';
        return globals.h(
          'div',
          null,
          globals.h(widget.control, { ...this.props }),
          converted
            ? globals.h(
                'p',
                { 'data-converted-from': 'zh-TW', style: { margin: '4px 0 0', fontSize: '13px', color: '#7a5b00' } },
                NOTE[language],
              )
            : null,
        );
      },
    });
    cms.registerWidget(twin, control, widget.preview, widget.schema);
  }
}

/** A parsed YAML value (`config.yml`). */
type Value = string | number | boolean | null | Value[] | { [key: string]: Value };

/**
 * `config` with the translatable `string`, `text` and `markdown` fields of the entry
 * collections (`i18n: true`, at the top level of an entry) on their `zh-derived-…` twins.
 * Returns a copy.
 */
export function withSimplifiedFields(config: Value): Value {
  if (config === null || typeof config !== 'object' || Array.isArray(config)) return config;
  const collections = config.collections;
  if (!Array.isArray(collections)) return config;
  return {
    ...config,
    collections: collections.map((collection) => {
      if (collection === null || typeof collection !== 'object' || Array.isArray(collection)) return collection;
      if (typeof collection.name !== 'string' || !ENTRY_COLLECTIONS.has(collection.name)) return collection;
      const fields = collection.fields;
      if (!Array.isArray(fields)) return collection;
      return {
        ...collection,
        fields: fields.map((field) => {
          if (field === null || typeof field !== 'object' || Array.isArray(field) || field.i18n !== true) return field;
          const widget = field.widget;
          return typeof widget === 'string' && Object.hasOwn(WRAPPED, widget)
            ? { ...field, widget: WRAPPED[widget as Wrapped] }
            : field;
        }),
      };
    }),
  };
}
