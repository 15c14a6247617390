import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useRevalidator } from 'react-router-dom';
import { ContentQueryProvider } from '@/components/ui/content-query-provider';
import { heldCopies, markServed, showScreen, subscribeHeldCopies, type HeldCopy } from '@/app/website-content';

/**
 * One copy of the website's content on screen, observed as a screen's own query is: it counts for
 * the "Showing saved content" notice and is refreshed at live content's interval; an answer other
 * than what the screen was given revalidates the screen (structural sharing keeps an unchanged
 * answer the same object, so only news does).
 */
function HeldCopyObserver({ copy, revalidate }: { copy: HeldCopy; revalidate: () => Promise<void> }) {
  // A copy that failed is asked again at its refetch interval, not at once because it is observed.
  const { data, status } = useQuery({
    queryKey: copy.queryKey,
    queryFn: copy.queryFn,
    enabled: copy.live,
    retryOnMount: false,
  });
  useEffect(() => {
    if (!copy.live || status !== 'success' || data === copy.served) return;
    markServed(copy, data);
    void revalidate();
  }, [copy, data, status, revalidate]);
  return null;
}

/** Tells the website content which screen is shown, and observes the copies its loaders gave it. */
function WebsiteScreenCopies() {
  const { pathname } = useLocation();
  // The router's revalidate: the same function for the router's life.
  const { revalidate } = useRevalidator();
  useEffect(() => {
    // As a loader's request writes the path (the router has no basename): a URL's encoding.
    showScreen(new URL(pathname, 'https://kiosk.invalid').pathname);
  }, [pathname]);
  const copies = useSyncExternalStore(subscribeHeldCopies, heldCopies, heldCopies);
  return copies.map((copy) => <HeldCopyObserver key={copy.id} copy={copy} revalidate={revalidate} />);
}

/**
 * In a kiosk reading a website (`siteUrl`), rendered by the root layout: the copies of the
 * website's content this screen's loaders gave it count as on screen, and no other screen's
 * (`./website-content.ts`).
 */
export function WebsiteScreen() {
  return (
    <ContentQueryProvider>
      <WebsiteScreenCopies />
    </ContentQueryProvider>
  );
}
