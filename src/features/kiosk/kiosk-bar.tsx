import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/lib/locale/use-catalogue';
import { LanguageButtons } from './language-buttons';
import { useResetSession } from './reset-session';
import styles from './kiosk-start.module.css';
import { KIOSK_NS, kioskCatalogue } from './catalogue';

/**
 * The kiosk's bar, at the foot of every screen, where a standing or seated visitor reaches it:
 * the three languages, each a button named by the language in its own words and one tap away,
 * and "Start over", which ends the session as the idle reset does and brings back the start
 * screen. The header's language menu is not shown in a kiosk.
 */
export function KioskBar() {
  useCatalogue(kioskCatalogue);
  const { t } = useTranslation(['translation', KIOSK_NS]);
  const resetSession = useResetSession();
  return (
    <nav className={styles.bar} aria-label={t('kiosk:barLabel')}>
      <LanguageButtons className={styles.languages} buttonClassName={styles.barButton} />
      <button
        type="button"
        className={`${styles.barButton} ${styles.startOver}`}
        onClick={() => resetSession('start-over')}
      >
        {t('kiosk:startOver')}
      </button>
    </nav>
  );
}
