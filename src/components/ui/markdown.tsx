import { useMemo, useSyncExternalStore, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLocale } from '@/hooks/use-locale';
import { classifyHref, kioskOfferUrl } from '@/lib/links';
import { localizePath } from '@/lib/locale-path';
import { markdownToHtml } from '@/lib/markdown';
import { useKioskStore } from '@/stores/kiosk-store';
import styles from './markdown.module.css';

/**
 * The origin server rendering writes links for: a reserved name (RFC 2606 `.invalid`) that no
 * link can point to, so only relative links count as same-site there. In the browser the page's
 * own origin takes over right after hydration (see `useSyncExternalStore` below).
 */
const SERVER_ORIGIN = 'https://prerender.invalid';

const subscribeToNothing = () => () => undefined;
const pageOrigin = () => window.location.origin;
const serverOrigin = () => SERVER_ORIGIN;
const kioskEnabled = () => useKioskStore.getState().enabled;
const webOnServer = () => false;

/** A plain left click that the browser would follow in this tab (react-router's `Link` rule). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * Renders CommonMark `children` (announcement bodies, legal pages) as HTML compiled by
 * {@link markdownToHtml}: raw HTML shows as text, `# h1` is an h2, images are their description,
 * and links follow the site's link rule as `SmartLink` does (DESIGN.md, "Links").
 *
 * One click handler on the container does what `SmartLink`'s elements do for each link: a
 * same-site link goes through the router (unless a modifier key or another button asks the
 * browser for a new tab or window), and in kiosk mode a link that leaves the site, or to a file,
 * goes to the kiosk's QR panel (`kioskOfferUrl`). The markup never changes after mount except through React: origin and
 * kiosk mode come from `useSyncExternalStore`, whose server snapshots (placeholder origin,
 * kiosk off) make hydration see exactly the server's HTML before React re-renders with the
 * browser's values.
 */
export function Markdown({ children }: { children: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const origin = useSyncExternalStore(subscribeToNothing, pageOrigin, serverOrigin);
  const kiosk = useSyncExternalStore(useKioskStore.subscribe, kioskEnabled, webOnServer);
  const locale = useLocale();
  const newWindowNote = t('app.opensInNewWindow');
  const html = useMemo(
    () => markdownToHtml(children, { origin, kiosk, newWindowNote, locale }),
    [children, origin, kiosk, newWindowNote, locale],
  );

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const anchor = event.target.closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !event.currentTarget.contains(anchor)) return;
    // Classified again with the live page and store, so a click right after hydration is right too.
    const target = classifyHref(href);
    const { enabled, offerLink } = useKioskStore.getState();
    const offered = enabled ? kioskOfferUrl(target) : undefined;
    if (offered !== undefined) {
      event.preventDefault();
      offerLink(offered);
    } else if (target.kind === 'internal' && isPlainClick(event) && !anchor.target) {
      event.preventDefault();
      // Like `Link`: a link to the current location replaces the history entry.
      const current = `${location.pathname}${location.search}${location.hash}`;
      const to = localizePath(target.path, locale);
      void navigate(to, { replace: current === to });
    }
  };

  return (
    // Clicks come from the links inside, which are focusable and fire `click` on Enter themselves.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={styles.markdown} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
