import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { EagerIcons, Icon } from '@/components/ui/icon';
import { Picture } from '@/components/ui/picture';
import { useDisclosure } from '@/hooks/use-disclosure';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useLocale } from '@/lib/locale/use-locale';
import { DesktopNavList, MobileNavList } from './nav-list';
import styles from './header.module.css';

export interface HeaderProps {
  /** Controls shown at the end of the bar at every width (theme and language). */
  controls: ReactNode;
}

/**
 * The site header: logo link home, the navigation (a bar on desktop; a menu button and panel
 * below 1200 px), and the `controls` slot, which the app fills with features' controls.
 */
export function Header({ controls }: HeaderProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { open: menuOpen, close: closeMenu, rootRef: headerRef, buttonProps, panelId } = useDisclosure<HTMLElement>();

  return (
    <EagerIcons>
      <header ref={headerRef} className={styles.header}>
        <div className={`container ${styles.bar}`}>
          <Link
            to={paths.home()}
            className={styles.brand}
            aria-label={t('nav.homeLink', { group: site.groupShortName[locale] })}
            onClick={closeMenu}
          >
            <Picture name="logo" alt="" width={220} height={48} loading="eager" className={styles.logo} />
          </Link>
          <nav className={styles.desktopNav} aria-label={t('nav.label')}>
            <DesktopNavList />
          </nav>
          <div className={styles.controls}>
            {controls}
            <button
              {...buttonProps}
              className={`icon-button ${styles.menuButton}`}
              aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              data-hover-icons
            >
              <Icon name={menuOpen ? 'close' : 'menu'} />
            </button>
          </div>
        </div>
        {menuOpen ? (
          <nav id={panelId} className={styles.panel} aria-label={t('nav.label')}>
            <div className="container">
              <MobileNavList onNavigate={closeMenu} />
            </div>
          </nav>
        ) : null}
      </header>
    </EagerIcons>
  );
}
