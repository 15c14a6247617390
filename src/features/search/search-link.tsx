import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';

/**
 * The header's way into the site-wide search (IR practice puts it at the top right of every page):
 * a plain link to `/search` in the page's locale, so it works from the first paint, before the app
 * has started. It carries none of the search's own code.
 */
export function SearchLink() {
  const { t } = useTranslation();
  return (
    <Link to={paths.search()} className="icon-button" aria-label={t('nav.search')} data-hover-icons>
      <Icon name="search" />
    </Link>
  );
}
