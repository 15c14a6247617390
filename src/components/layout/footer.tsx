import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { Picture } from '@/components/ui/picture';
import { SmartLink } from '@/components/ui/smart-link';
import { FOOTER_ID, paths, SECTION_IDS } from '@/config/paths';
import { site } from '@/config/site';
import { useLocale } from '@/lib/locale/use-locale';
import { useCurrentYear } from '@/hooks/use-now';
import styles from './footer.module.css';

/** A column of the footer: a navigation landmark named by its heading, one link a line. */
function LinkColumn({ id, title, links }: { id: string; title: string; links: { href: string; label: string }[] }) {
  return (
    <nav className={styles.column} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href}>{link.label}</SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The site footer (`docs/design.md` §4.4): privacy policy, terms of service, follow us (chat app,
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
  const legal = [
    { href: paths.privacy(), label: t('footer.privacy') },
    { href: paths.terms(), label: t('footer.terms') },
  ];
  return (
    <footer id={FOOTER_ID} className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Picture name="logo" alt={site.groupName[locale]} width={220} height={48} className={styles.logo} />
          <p className={styles.name}>{site.groupName[locale]}</p>
          <p className={styles.meta}>
            {t('footer.listing', { exchange: site.exchange[locale], code: site.stockCode })}
          </p>
          <address className={styles.meta}>{site.officeAddress[locale]}</address>
        </div>
        <LinkColumn id="footer-explore" title={t('footer.explore')} links={explore} />
        <LinkColumn id="footer-legal" title={t('footer.legal')} links={legal} />
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
