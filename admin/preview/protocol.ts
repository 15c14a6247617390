/**
 * The two messages between the CMS page (`admin/preview-template.ts`) and the site's preview
 * page (`admin/preview/main.tsx`), by type. Apart from `./draft.ts`, so the CMS page loads none of
 * what the preview page needs to show an entry.
 */

/** The preview page's first message to the CMS page: it listens and can be sent the entry. */
export const PREVIEW_READY = 'site-preview:ready';
/** The type of the CMS page's message holding the entry (`previewMessageSchema` in `./draft.ts`). */
export const PREVIEW_ENTRY = 'site-preview:entry';

/** The CMS's collections the preview shows (`admin/config.yml`). */
export const PREVIEW_COLLECTIONS = ['announcements', 'careers', 'legal', 'investors', 'about'] as const;
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number];

/**
 * Decap CMS's preview templates, by the name it looks them up under, and the collection each
 * shows: a folder collection's name, and each file's name for a files collection (Decap CMS's
 * `selectTemplateName`).
 */
export const PREVIEW_TEMPLATES = {
  announcements: 'announcements',
  careers: 'careers',
  legal: 'legal',
  calendar: 'investors',
  reports: 'investors',
  governance: 'investors',
  'financial-highlights': 'investors',
  'shareholder-information': 'investors',
  team: 'about',
  timeline: 'about',
} as const satisfies Record<string, PreviewCollection>;
