import { useTranslation } from 'react-i18next';
import { SmartLink } from '@/components/ui/smart-link';
import { useAsset } from '@/components/ui/use-asset';
import { paths, SECTION_IDS } from '@/config/paths';
import { site } from '@/config/site';
import { useLocale } from '@/hooks/use-locale';
import { HeroAnimation } from './decor/hero-animation';
import styles from './hero-section.module.css';

/** Home hero: a welcome title, the new-Web3-journey description, two calls to action and the network animation. */
export function HeroSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const background = useAsset('home-bg');
  const mobileBackground = useAsset('home-bg-mobile');
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <picture className={styles.background}>
        {mobileBackground ? <source media="(max-width: 767px)" srcSet={mobileBackground} width={750} height={1200} /> : null}
        {background ? <img src={background} alt="" width={1920} height={1080} fetchPriority="high" decoding="async" /> : null}
      </picture>
      <div className={styles.overlay} />
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{t('hero.eyebrow', { code: site.stockCode })}</p>
          <h1 id="hero-title" className={styles.title}>
            {t('hero.title', { group: site.groupShortName[locale] })}
          </h1>
          <p className={styles.description}>{t('hero.description', { partner: site.partnerNetworkName[locale] })}</p>
          <div className={styles.actions}>
            <SmartLink href={paths.section(SECTION_IDS.ecosystem)} className="button button-primary">
              {t('hero.primaryAction')}
            </SmartLink>
            <SmartLink href={paths.section(SECTION_IDS.investorRelations)} className="button button-secondary">
              {t('hero.secondaryAction')}
            </SmartLink>
          </div>
        </div>
        <div className={styles.art}>
          <HeroAnimation />
        </div>
      </div>
    </section>
  );
}
