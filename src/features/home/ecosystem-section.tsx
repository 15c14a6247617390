import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { Picture } from '@/components/ui/picture';
import { SmartLink } from '@/components/ui/smart-link';
import { SECTION_IDS } from '@/config/paths';
import { site } from '@/config/site';
import { useLocale } from '@/lib/locale/use-locale';
import styles from './ecosystem-section.module.css';
import { HomeSection } from './home-section';

/** The ecosystem, titled "LPT and APQ": the two tokens, the claim portal and the token disclaimer. */
export function EcosystemSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [lpt, apq] = site.tokens;
  const tokens = [
    {
      id: SECTION_IDS.lpt,
      emblem: 'ecosystem/lpt',
      title: t('ecosystem.lptTitle', { name: lpt.name[locale] }),
      body: t('ecosystem.lptBody'),
    },
    {
      id: SECTION_IDS.apq,
      emblem: 'ecosystem/apq',
      title: t('ecosystem.apqTitle', { name: apq.name[locale] }),
      body: t('ecosystem.apqBody'),
    },
  ];
  return (
    <HomeSection
      id={SECTION_IDS.ecosystem}
      name="ecosystem"
      title={t('ecosystem.title')}
      lead={t('ecosystem.lead', { lpt: lpt.symbol, apq: apq.symbol, partner: site.partnerNetworkName[locale] })}
    >
      <div className={styles.tokens}>
        {tokens.map((token) => (
          <article
            key={token.id}
            id={token.id}
            className={`card ${styles.token}`}
            aria-labelledby={`${token.id}-title`}
          >
            <Picture name={token.emblem} alt="" width={160} height={160} className={styles.emblem} />
            <div>
              <h3 id={`${token.id}-title`}>{token.title}</h3>
              <p>{token.body}</p>
            </div>
          </article>
        ))}
      </div>
      <div className={styles.footer}>
        <SmartLink href={site.claimUrl} className="button button-primary">
          {t('ecosystem.claimAction')}
          <Icon name="arrow-up-right" size={18} />
        </SmartLink>
        <p className={styles.disclaimer}>{t('ecosystem.disclaimer')}</p>
      </div>
    </HomeSection>
  );
}
