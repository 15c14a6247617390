import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import type { FromListState } from './announcement-card';

function fromList(state: unknown): string | undefined {
  const value = (state as Partial<FromListState> | null)?.fromList;
  return typeof value === 'string' && value.startsWith('/') ? value : undefined;
}

/**
 * "Back to announcements". When the visitor came from the list, it goes back in history, so
 * the list reappears from the query cache and ScrollRestoration puts it where they left it;
 * a visitor who arrived directly gets the list's first page.
 */
export function BackToList() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const origin = fromList(location.state);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!origin || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link to={origin ?? paths.announcements()} className="text-link" onClick={onClick} data-hover-icons>
      <Icon name="arrow-left" size={20} />
      {t('announcements.backToList')}
    </Link>
  );
}
