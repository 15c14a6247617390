import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { Picture } from '@/components/ui/picture';
import { SmartLink } from '@/components/ui/smart-link';
import { paths, SECTION_IDS } from '@/config/paths';
import { site } from '@/config/site';
import { useLocale } from '@/hooks/use-locale';
import { useCurrentYear } from '@/hooks/use-now';
import styles from './footer.module.css';

/**
 * The site footer (DESIGN.md, "Footer"): privacy policy, terms of service, follow us (chat app,
 * blog, short-message site), about the group, about the partner network, major events, LPT, APQ.
 */
export function Footer() {
  const { t } = useTranslation();
  const locale = useLocale();
  const year = useCurrentYear();
  const partner = site.partnerNetworkName[locale];
  const explore = [
    { href: paths.section(SECTION_IDS.group), label: t('footer.aboutGroup') },
    { href: paths.section(SECTION_IDS.partner), label: t('footer.aboutPartner', { partner }) },
    { href: paths.section(SECTION_IDS.events), label: t('footer.majorEvents') },
    { href: paths.section(SECTION_IDS.lpt), label: site.tokens[0].symbol },
    { href: paths.section(SECTION_IDS.apq), label: site.tokens[1].symbol },
  ];
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Picture name="logo" alt={site.groupName[locale]} width={220} height={48} className={styles.logo} />
          <p className={styles.name}>{site.groupName[locale]}</p>
          <p className={styles.meta}>
            {t('footer.listing', { exchange: site.exchange[locale], code: site.stockCode })}
          </p>
          <address className={styles.meta}>{site.officeAddress[locale]}</address>
        </div>
        <nav className={styles.column} aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={styles.heading}>
            {t('footer.explore')}
          </h2>
          <ul className={styles.links}>
            {explore.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href}>{link.label}</SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav className={styles.column} aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.heading}>
            {t('footer.legal')}
          </h2>
          <ul className={styles.links}>
            <li>
              <SmartLink href={paths.privacy()}>{t('footer.privacy')}</SmartLink>
            </li>
            <li>
              <SmartLink href={paths.terms()}>{t('footer.terms')}</SmartLink>
            </li>
          </ul>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading} id="footer-follow">
            {t('footer.followUs')}
          </h2>
          <ul className={styles.social} aria-labelledby="footer-follow">
            {site.social.map((channel) => (
              <li key={channel.id}>
                <SmartLink
                  href={channel.href}
                  className={styles.socialLink}
                  aria-label={channel.label}
                  data-hover-icons
                >
                  <Icon name={channel.id} />
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{t('footer.copyright', { year, group: site.groupName[locale] })}</p>
      </div>
    </footer>
  );
}
