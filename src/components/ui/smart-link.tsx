import { useSyncExternalStore, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from './link';
import { site } from '@/config/site';
import { classifyHref, kioskOfferUrl } from '@/lib/links';
import { useKioskStore } from '@/stores/kiosk-store';

// The page's origin never changes while it is open: nothing to subscribe to.
const subscribeToNothing = () => () => undefined;
// Prerendering has no page; it classifies against the public site (as `classifyHref` does there).
const publicOrigin = () => site.origin;

/**
 * The origin to classify `href` against in the browser: the page's, when it makes the link
 * another kind or address than the public site's does (an absolute link to the public site seen
 * from a preview host), else the public site's. So the snapshot differs from the server's only for
 * such a link: `useSyncExternalStore` re-renders every component whose snapshot differs right
 * after hydration, synchronously in one task (React's `forceStoreRerender`, on the sync lane),
 * and a page of links would pay for all of them.
 */
function originFor(href: string): string {
  const page = window.location.origin;
  if (page === site.origin) return page;
  const seen = (origin: string) => JSON.stringify(classifyHref(href, origin));
  return seen(page) === seen(site.origin) ? site.origin : page;
}

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  href: string;
  children: ReactNode;
}

/**
 * A link that follows the site's link rule (`docs/design.md` §5.5; `src/lib/links.ts`): same-site paths go through the
 * router, same-site files load as themselves; http(s) links to other sites open in a new window with `noopener
 * noreferrer` and say so to screen readers; `mailto:` opens the mail client; any other scheme renders as plain text. In
 * kiosk mode a link that leaves the site, or to a file, goes to the kiosk's link handling (QR panel).
 *
 * Hydration renders it as the server did, against the public site's origin and with kiosk mode
 * off (both server snapshots of `useSyncExternalStore`, zustand's being the store's initial
 * state), then at once with the page's own: an absolute link to the public site, seen from a
 * preview or staging host, never makes the browser's first render differ from the prerendered
 * markup.
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  const { t } = useTranslation();
  const kiosk = useKioskStore((state) => state.enabled);
  const offerLink = useKioskStore((state) => state.offerLink);
  const origin = useSyncExternalStore(subscribeToNothing, () => originFor(href), publicOrigin);
  const target = classifyHref(href, origin);
  const offered = kiosk ? kioskOfferUrl(target) : undefined;
  if (offered !== undefined) {
    // A booth visitor cannot take the system browser home: the kiosk offers the link as a QR code.
    return (
      <a
        href={offered}
        {...rest}
        onClick={(event) => {
          event.preventDefault();
          offerLink(offered);
        }}
      >
        {children}
      </a>
    );
  }
  switch (target.kind) {
    case 'file':
      return (
        <a href={target.path} {...rest}>
          {children}
        </a>
      );
    case 'internal':
      return (
        <Link to={target.path} {...rest}>
          {children}
        </Link>
      );
    case 'external':
      return target.scheme === 'mailto:' ? (
        <a href={target.url} {...rest}>
          {children}
        </a>
      ) : (
        <a href={target.url} target="_blank" rel="noopener noreferrer" {...rest}>
          {children} <span className="sr-only">({t('app.opensInNewWindow')})</span>
        </a>
      );
    case 'blocked':
      return <span className={rest.className}>{children}</span>;
  }
}
