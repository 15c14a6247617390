import { useEffect } from 'react';
import { useLocation, useRevalidator } from 'react-router-dom';
import { logger } from '@/lib/log';

/**
 * In a kiosk reading a website (`siteUrl`), rendered by the root layout: tells the website
 * content which screen is shown and how to reload its data, so that the saved-content notice
 * covers the copies this screen's loaders gave it and no other screen's, and a newer answer
 * reaches the screen (`./website-content.ts`, loaded on demand like the loaders' use of it).
 */
export function WebsiteScreen() {
  const { pathname } = useLocation();
  // The router's revalidate, the same function for the router's life.
  const { revalidate } = useRevalidator();
  useEffect(() => {
    // As a loader's request writes the path (the router has no basename): a URL's encoding.
    const path = new URL(pathname, 'https://kiosk.invalid').pathname;
    import('@/app/website-content')
      .then(({ showScreen }) => showScreen(path, () => void revalidate()))
      .catch((error: unknown) => logger.warn('The website content could not be loaded', error));
  }, [pathname, revalidate]);
  return null;
}
