/**
 * The CMS's preview pane (docs/publishing.md, "The preview"): for every collection, a frame
 * holding the site's own preview page (`preview.html`, `./preview/main.tsx`), sent the entry
 * being edited in every locale and the locale of the left pane each time Decap CMS renders the
 * preview. Decap CMS renders this template with its own React (its global `h` and `createClass`,
 * as its documentation for custom previews shows); the site's React runs in the frame, apart.
 */
import { PREVIEW_ENTRY, PREVIEW_READY, type PreviewCollection } from './preview/protocol';

/** The part of an Immutable.js collection (Decap CMS's entries) this template reads. */
interface Immutable {
  get(key: string): unknown;
  toJS(): unknown;
}

/** The props Decap CMS gives a preview template (its `EditorPreviewPane`). */
interface TemplateProps {
  entry: Immutable;
  /** The left pane's locale: the one being edited. */
  locale?: string;
  /** The preview frame's window. */
  window: Window;
}

/** A preview template's instance as `createClass` builds it (methods bound to it). */
interface TemplateInstance {
  props: TemplateProps;
  frame?: HTMLIFrameElement | null;
  ready?: boolean;
  /** Bound to the instance by `createClass`, so it can be a listener. */
  listen: (event: MessageEvent) => void;
  post: () => void;
}

/** Decap CMS's globals for custom previews: its React's `createElement`, and `create-react-class`. */
export interface DecapPreviewGlobals {
  h: (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
  createClass: (spec: Record<string, unknown> & ThisType<TemplateInstance>) => unknown;
}

/** The preview page, beside the CMS page. */
const PREVIEW_PAGE = 'preview.html';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The message for `props` in `collection`: the entry's fields in the default locale
 * (`entry.data`) and in each other locale (`entry.i18n.<locale>.data`, Decap CMS's i18n). For a
 * locale other than the default, Decap CMS's `getPreviewEntry` puts that locale's fields in
 * `data`, and the default locale's are not given: the fields every language shares are in each
 * locale's own (`i18n: duplicate`).
 */
export function entryMessage(
  collection: PreviewCollection,
  props: Pick<TemplateProps, 'entry' | 'locale'>,
  defaultLocale: string,
): Record<string, unknown> {
  const { entry } = props;
  const locale = props.locale ?? defaultLocale;
  const entries: Record<string, unknown> = {};
  const i18n = (entry.get('i18n') as Immutable | undefined)?.toJS();
  if (isRecord(i18n)) {
    for (const [name, value] of Object.entries(i18n)) {
      if (isRecord(value) && isRecord(value.data)) entries[name] = value.data;
    }
  }
  // The left pane's locale's, which is the default locale's only when that is the one edited.
  const data = (entry.get('data') as Immutable | undefined)?.toJS();
  if (isRecord(data)) entries[locale] = data;
  const slug = entry.get('slug');
  return {
    type: PREVIEW_ENTRY,
    collection,
    name: typeof slug === 'string' ? slug : '',
    locale,
    entries,
  };
}

/**
 * Registers the preview of each of `templates` with `cms` (`registerPreviewTemplate`).
 * @param templates the collection each template shows, by the template's name
 *   (`PREVIEW_TEMPLATES` in `./preview/protocol.ts`).
 * @param defaultLocale the CMS's default locale (`i18n.default_locale` in `admin/config.yml`).
 */
export function registerPreviews(
  cms: {
    registerPreviewTemplate(name: string, component: unknown): void;
    registerPreviewStyle(style: string, options: { raw: boolean }): void;
  },
  globals: DecapPreviewGlobals,
  templates: Readonly<Record<string, PreviewCollection>>,
  defaultLocale: string,
): void {
  // The frame fills Decap CMS's preview frame, whose page has the browser's margin otherwise.
  cms.registerPreviewStyle('body { margin: 0; }', { raw: true });
  for (const [name, collection] of Object.entries(templates)) {
    const template = globals.createClass({
      componentDidMount(this: TemplateInstance) {
        this.props.window.addEventListener('message', this.listen);
      },
      componentDidUpdate(this: TemplateInstance) {
        this.post();
      },
      componentWillUnmount(this: TemplateInstance) {
        this.props.window.removeEventListener('message', this.listen);
      },
      listen(this: TemplateInstance, event: MessageEvent) {
        if (event.source !== this.frame?.contentWindow || event.origin !== window.location.origin) return;
        if (!isRecord(event.data) || event.data.type !== PREVIEW_READY) return;
        this.ready = true;
        this.post();
      },
      post(this: TemplateInstance) {
        if (!this.ready) return;
        this.frame?.contentWindow?.postMessage(
          entryMessage(collection, this.props, defaultLocale),
          window.location.origin,
        );
      },
      render(this: TemplateInstance) {
        return globals.h('iframe', {
          ref: (frame: HTMLIFrameElement | null) => {
            this.frame = frame;
          },
          src: new URL(PREVIEW_PAGE, document.baseURI).href,
          title: 'Preview of the page',
          // The pane's whole height; the page scrolls inside.
          style: { display: 'block', width: '100%', height: '100vh', border: '0' },
        });
      },
    });
    cms.registerPreviewTemplate(name, template);
  }
}
