/**
 * The CMS's preview page (`admin/preview.html`, docs/publishing.md, "The preview"): the site
 * itself (its routes, components, stylesheet and catalogues, its own React) showing the entry
 * being edited, framed by the CMS's preview pane (`admin/preview-template.ts`). Decap CMS renders
 * with a React of its own; the two never meet: this page is a document of its own, and the entry
 * comes by `postMessage`.
 *
 * The page answers the site's content files that the entry gives from the entry
 * (`./draft.ts`), and every other file from the published site's `/content/` (where the CMS is
 * served at the site's `/admin/`; on an origin of its own, other content is missing and the
 * entry's page shows alone). It opens the entry's page in the locale being edited; the site's
 * own header switches theme and language as it does for visitors.
 */
// First, so component styles (CSS modules) come after the global ones and win ties.
import '@/styles/global.css';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/provider';
import { createRoutes } from '@/app/router';
import { appQueryClient } from '@/components/ui/content-query-provider';
import { createHttpClient, type HttpClient } from '@/lib/content/api-client';
import { setBundledContentClient } from '@/lib/content/active-source';
import { setContentSettings } from '@/lib/content/settings';
import { initI18n } from '@/lib/locale/i18n';
import { applyLocale } from '@/lib/locale/locale-choice';
import { localeOfPath, localizePath } from '@/lib/locale/locale-path';
import { logger } from '@/lib/log';
import { initTheme } from '@/stores/theme-store';
import { draftContent, previewMessageSchema, withDraftItem, type DraftContent } from './draft';
import { PREVIEW_READY } from './protocol';
import { showNotice } from './notice';

/** The published site's content files, for what the entry does not give. */
const published = createHttpClient({ baseUrl: '/content/', retryLimit: 0 });

/** The site's content files with the entry's in place of the published ones. */
function draftClient(draft: DraftContent): HttpClient {
  return {
    async getJson(path, options) {
      if (draft.files.has(path)) return draft.files.get(path);
      const listItem = draft.listItems.get(path);
      if (listItem) {
        const list = await published.getJson(path, options).catch(() => []);
        return withDraftItem(list, listItem.item, listItem.dateKey);
      }
      return published.getJson(path, options);
    },
    async getText(path, options) {
      const file = draft.files.get(path);
      return typeof file === 'string' ? file : published.getText(path, options);
    },
  };
}

type Router = ReturnType<typeof createMemoryRouter>;
let router: Router | undefined;
let shown: { page: string; locale: string } | undefined;

/** Shows `draft` in `locale`: the first time, starts the site on its page; then brings the page up to date. */
async function show(draft: DraftContent, locale: Parameters<typeof localizePath>[1]): Promise<void> {
  setBundledContentClient(draftClient(draft));
  showNotice(draft.derived && locale === 'zh');
  const path = localizePath(draft.page, locale);
  if (!router) {
    setContentSettings({ apiBaseUrl: undefined, apiTimeoutMs: undefined });
    initTheme();
    const i18n = await initI18n(locale);
    applyLocale(locale);
    router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
    router.subscribe((state) => applyLocale(localeOfPath(state.location.pathname)));
    const container = document.getElementById('root');
    if (!container) throw new Error('preview.html lacks #root');
    createRoot(container).render(
      <AppProviders i18n={i18n} screens={<RouterProvider router={router} />} after={null} />,
    );
  } else if (shown?.page !== draft.page || shown.locale !== locale) {
    await router.navigate(path);
  } else {
    // The loaders read the entry again; the screens' queries then ask the new files.
    await router.revalidate();
    await appQueryClient().invalidateQueries();
  }
  shown = { page: draft.page, locale };
}

/** The newest message not shown yet: the CMS sends one per keystroke, the page shows the last. */
let pending: unknown;
let running = false;

async function drain(): Promise<void> {
  running = true;
  while (pending !== undefined) {
    const data = pending;
    pending = undefined;
    const message = previewMessageSchema.safeParse(data);
    if (!message.success) {
      logger.warn('The preview ignored a message it does not know', message.error);
      continue;
    }
    const draft = draftContent(message.data);
    if (!draft) {
      logger.warn(`The preview has no page for ${message.data.collection} “${message.data.name}”`);
      continue;
    }
    await show(draft, message.data.locale).catch((error: unknown) => logger.error('The preview failed', error));
  }
  running = false;
}

window.addEventListener('message', (event) => {
  // Only the CMS page that frames this one (through Decap CMS's preview frame), on this origin:
  // the template runs in the CMS page's window, so that window is the message's source.
  if (event.origin !== window.location.origin || (event.source !== window.top && event.source !== window.parent))
    return;
  pending = event.data;
  if (!running) void drain();
});
window.parent.postMessage({ type: PREVIEW_READY }, window.location.origin);
