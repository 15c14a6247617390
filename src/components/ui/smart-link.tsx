import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { classifyHref } from '@/lib/links';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  href: string;
  children: ReactNode;
}

/**
 * A link that follows the site's link rule (DESIGN.md, "Links"): same-site paths go through the
 * router; http(s) links to other sites open in a new window with `noopener noreferrer` and say
 * so to screen readers; `mailto:` opens the mail client; any other scheme renders as plain text.
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  const { t } = useTranslation();
  const target = classifyHref(href);
  switch (target.kind) {
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
          {children}{' '}
          <span className="sr-only">({t('app.opensInNewWindow')})</span>
        </a>
      );
    case 'blocked':
      return <span className={rest.className}>{children}</span>;
  }
}
