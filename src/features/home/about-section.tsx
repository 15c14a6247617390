import { useTranslation } from 'react-i18next';
import { Picture } from '@/components/ui/picture';
import { SECTION_IDS } from '@/config/paths';
import { site } from '@/config/site';
import { useLocale } from '@/lib/locale/use-locale';
import styles from './about-section.module.css';
import { HomeSection } from './home-section';

const FOCUS_AREAS = [
  { id: 'healthcare', title: 'about.focusHealthcare', body: 'about.focusHealthcareBody' },
  { id: 'mobility', title: 'about.focusMobility', body: 'about.focusMobilityBody' },
  { id: 'sustainability', title: 'about.focusSustainability', body: 'about.focusSustainabilityBody' },
] as const;

/**
 * Rendered width of the two block images (about-section.module.css, global.css `.container`): the
 * card's width less its 1 px borders. One column below 768 (20 px gutters); two from 768 (32 px
 * gutters, 20 px gap); from 1200 the 1440 design's 584 px column less borders, scaled below 1440.
 */
const BLOCK_IMAGE_SIZES =
  '(min-width: 1440px) 582px, (min-width: 1200px) 40.5vw, (min-width: 768px) calc(50vw - 44px), calc(100vw - 42px)';

/** About us: the group block, the partner network block, the strategic partnership and the focus areas. */
export function AboutSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const partner = site.partnerNetworkName[locale];
  return (
    <HomeSection id={SECTION_IDS.about} name="about" title={t('about.title')} lead={t('about.lead')}>
      <div className={styles.blocks}>
        <article id={SECTION_IDS.group} className={`card ${styles.block}`} aria-labelledby="about-group-title">
          <Picture name="company" alt="" width={1200} height={800} sizes={BLOCK_IMAGE_SIZES} className={styles.image} />
          <div className={styles.body}>
            <h3 id="about-group-title">{t('about.groupTitle', { group: site.groupName[locale] })}</h3>
            <p>
              {t('about.groupBody', {
                year: site.foundedYear,
                exchange: site.exchange[locale],
                code: site.stockCode,
              })}
            </p>
          </div>
        </article>
        <article id={SECTION_IDS.partner} className={`card ${styles.block}`} aria-labelledby="about-partner-title">
          <Picture
            name="industry"
            alt=""
            width={1200}
            height={800}
            sizes={BLOCK_IMAGE_SIZES}
            className={styles.image}
          />
          <div className={styles.body}>
            <Picture name="logo2" alt="" width={220} height={48} className={styles.partnerLogo} />
            <h3 id="about-partner-title">{t('about.partnerTitle', { partner })}</h3>
            <p>{t('about.partnerBody')}</p>
          </div>
        </article>
      </div>
      <article id={SECTION_IDS.strategicPartnership} className={styles.partnership} aria-labelledby="partnership-title">
        <h3 id="partnership-title">{t('about.strategicPartnershipTitle')}</h3>
        <p>
          {t('about.strategicPartnershipBody', { partner, lpt: site.tokens[0].symbol, apq: site.tokens[1].symbol })}
        </p>
      </article>
      <h3 className={styles.focusTitle}>{t('about.focusTitle')}</h3>
      <ul className={styles.focus}>
        {FOCUS_AREAS.map((area) => (
          <li key={area.id} className={`card ${styles.focusItem}`}>
            <Picture name={`focus/${area.id}`} alt="" width={64} height={64} />
            <h4>{t(area.title)}</h4>
            <p>{t(area.body)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
