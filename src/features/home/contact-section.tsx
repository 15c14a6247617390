import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import { SECTION_IDS } from '@/config/paths';
import { site } from '@/config/site';
import { useLocale } from '@/lib/locale/use-locale';
import { selectKioskEnabled, useKioskStore } from '@/stores/kiosk-store';
import { useToastStore } from '@/stores/toast-store';
import styles from './contact-section.module.css';
import { HomeSection } from './home-section';

/** Copies `text` with the async Clipboard API; resolves `false` where it is missing or refused. */
async function copyText(
  text: string,
  // Missing outside secure contexts, whatever lib.dom says.
  clipboard: Pick<Clipboard, 'writeText'> | undefined = (navigator as Partial<Navigator>).clipboard,
): Promise<boolean> {
  try {
    if (!clipboard) return false;
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Contact: the Hong Kong office, an email link, a message link and, on the web, a copy-email
 * button with a toast (a kiosk offers the email link as a QR code instead).
 */
export function ContactSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const showToast = useToastStore((state) => state.showToast);
  const kiosk = useKioskStore(selectKioskEnabled);
  const onCopy = async () => {
    const copied = await copyText(site.email);
    if (copied) showToast(t('contact.emailCopied'), 'check');
    else showToast(t('contact.copyFailed', { email: site.email }), 'base');
  };
  return (
    <HomeSection id={SECTION_IDS.contact} name="contact" title={t('contact.title')} lead={t('contact.lead')}>
      <ul className={styles.grid}>
        <li className={`card ${styles.item}`}>
          <Icon name="location" />
          <h3>{t('contact.addressLabel')}</h3>
          <address>{site.officeAddress[locale]}</address>
        </li>
        <li className={`card ${styles.item}`}>
          <Icon name="mail" />
          <h3>{t('contact.emailLabel')}</h3>
          <div className={styles.row}>
            <SmartLink href={`mailto:${site.email}`} className={styles.value}>
              {site.email}
            </SmartLink>
            {/* A kiosk's clipboard is the public machine's: there the address is offered as a QR code. */}
            {kiosk ? null : (
              <button
                type="button"
                className={styles.copy}
                onClick={() => void onCopy()}
                aria-label={t('contact.copyEmail')}
                title={t('contact.copyEmail')}
                data-hover-icons
              >
                <Icon name="copy" />
              </button>
            )}
          </div>
        </li>
        <li className={`card ${styles.item}`}>
          <Icon name="message" />
          <h3>{t('contact.messageLabel')}</h3>
          <SmartLink href={site.messageHref} className={styles.value}>
            {t('contact.messageAction')}
          </SmartLink>
        </li>
      </ul>
    </HomeSection>
  );
}
