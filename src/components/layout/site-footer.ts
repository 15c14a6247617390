import { deferredPart } from '@/components/ui/deferred-part';
import { FOOTER_ID } from '@/config/paths';

/**
 * The site footer as a part that loads when near (`src/components/ui/deferred-part.tsx`): on a
 * prerendered page its code loads, and its markup hydrates, only as the visitor scrolls towards
 * it, so no page's start pays for it. A page rendered afresh loads it first (`src/app/main.tsx`).
 */
export const SiteFooter = deferredPart(FOOTER_ID, () => import('./footer').then((module) => module.Footer));
