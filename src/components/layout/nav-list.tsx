import { useTranslation } from 'react-i18next';
import { NavLink } from '@/components/ui/link';
import { Icon } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import { useDisclosure } from '@/hooks/use-disclosure';
import { classifyHref } from '@/lib/links';
import { NAV_ITEMS, type NavItem } from './nav-items';
import styles from './nav-list.module.css';

interface NavEntryLinkProps {
  item: NavItem;
  className: string | undefined;
  onNavigate?: (() => void) | undefined;
}

/** A route path (no hash) gets `aria-current="page"` when active; hash links and external ones do not. */
function NavEntryLink({ item, className, onNavigate }: NavEntryLinkProps) {
  const { t } = useTranslation();
  const target = classifyHref(item.href);
  if (target.kind === 'internal' && !target.path.includes('#') && !target.path.includes('?')) {
    return (
      <NavLink to={target.path} end className={className} onClick={onNavigate}>
        {t(`nav.${item.label}`)}
      </NavLink>
    );
  }
  return (
    <SmartLink href={item.href} className={className} onClick={onNavigate}>
      {t(`nav.${item.label}`)}
      {target.kind === 'external' ? <Icon name="arrow-up-right" size={16} className={styles.external} /> : null}
    </SmartLink>
  );
}

function DesktopEntry({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const { open, close, rootRef: entryRef, buttonProps, panelId } = useDisclosure<HTMLLIElement>();
  if (!item.children) {
    return (
      <li className={styles.entry}>
        <NavEntryLink item={item} className={styles.link} />
      </li>
    );
  }
  return (
    <li ref={entryRef} className={styles.entry} data-open={open || undefined}>
      <NavEntryLink item={item} className={styles.link} onNavigate={close} />
      <button
        {...buttonProps}
        className={styles.toggle}
        aria-label={t('nav.showSubmenu', { item: t(`nav.${item.label}`) })}
        data-hover-icons
      >
        <Icon name="chevron-down" size={16} />
      </button>
      <ul id={panelId} className={`popover-surface ${styles.submenu}`}>
        {item.children.map((child) => (
          <li key={child.label}>
            <NavEntryLink item={child} className={styles.sublink} onNavigate={close} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The desktop navigation bar: top-level items with their sub-items in disclosure menus. */
export function DesktopNavList() {
  return (
    <ul className={styles.desktop}>
      {NAV_ITEMS.map((item) => (
        <DesktopEntry key={item.label} item={item} />
      ))}
    </ul>
  );
}

/** The mobile menu's list: every item with its sub-items shown beneath it. */
export function MobileNavList({ onNavigate }: { onNavigate: () => void }) {
  return (
    <ul className={styles.mobile}>
      {NAV_ITEMS.map((item) => (
        <li key={item.label}>
          <NavEntryLink item={item} className={styles.mobileLink} onNavigate={onNavigate} />
          {item.children ? (
            <ul className={styles.mobileSub}>
              {item.children.map((child) => (
                <li key={child.label}>
                  <NavEntryLink item={child} className={styles.mobileSublink} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
