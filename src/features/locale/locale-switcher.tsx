import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { useDisclosure } from '@/hooks/use-disclosure';
import { LOCALE_NAME_KEY, LANGUAGE_TAG, LOCALES, type Locale } from '@/config/locales';
import { useLocale } from '@/lib/locale/use-locale';
import { useSwitchLocale } from '@/hooks/use-switch-locale';
import { selectKioskEnabled, useKioskStore } from '@/stores/kiosk-store';
import styles from './locale-switcher.module.css';

/**
 * The "Language" control: a button showing the current language that opens the list of
 * languages, each named in its own language; the active one is marked with `aria-current`.
 * Choosing one stores it and opens the same page under that locale's URL, once its catalogue
 * has loaded (a catalogue that cannot load leaves the page as it is). A kiosk has its own
 * language buttons instead, so there it renders nothing.
 */
export function LocaleSwitcher() {
  const { t } = useTranslation();
  const locale = useLocale();
  const kiosk = useKioskStore(selectKioskEnabled);
  const { open, close, rootRef, buttonRef, buttonProps, panelId } = useDisclosure<HTMLDivElement>();

  const switchLocale = useSwitchLocale();
  const choose = (next: Locale) => {
    close();
    buttonRef.current?.focus();
    void switchLocale(next);
  };

  // A kiosk shows every language as its own button at all times (features/kiosk's bar).
  if (kiosk) return null;

  return (
    <div ref={rootRef} className={styles.root}>
      <button {...buttonProps} className={styles.button} data-hover-icons>
        <Icon name="globe" size={22} />
        <span className="sr-only">{t('language.label')}: </span>
        <span className={styles.current} lang={LANGUAGE_TAG[locale]}>
          {t(LOCALE_NAME_KEY[locale])}
        </span>
        <Icon name="chevron-down" size={16} />
      </button>
      <ul id={panelId} className={`popover-surface ${styles.list}`} hidden={!open} aria-label={t('language.label')}>
        {LOCALES.map((option) => (
          <li key={option}>
            <button
              type="button"
              className={styles.option}
              lang={LANGUAGE_TAG[option]}
              aria-current={option === locale ? 'true' : undefined}
              onClick={() => choose(option)}
            >
              {t(LOCALE_NAME_KEY[option])}
              {option === locale ? <Icon name="check" size={18} /> : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
