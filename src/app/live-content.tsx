import { lazy, Suspense } from 'react';
import { SavedContentNoticeRegion } from '@/components/ui/saved-content-notice';
import { contentSettings } from '@/lib/content/settings';

// Only in a kiosk reading a website (`siteUrl`).
const WebsiteScreen = lazy(() => import('@/app/website-screen').then((module) => ({ default: module.WebsiteScreen })));

/**
 * What the root layout adds over the screens when content is live (a content API, or a kiosk's
 * website), loaded only then: the "Showing saved content" notice, and in a kiosk reading a
 * website the copies of its content that the screen's loaders gave it (`./website-screen.tsx`).
 */
export function LiveContent() {
  return (
    <>
      <SavedContentNoticeRegion />
      {contentSettings().siteUrl ? (
        <Suspense fallback={null}>
          <WebsiteScreen />
        </Suspense>
      ) : null}
    </>
  );
}
