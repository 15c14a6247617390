import { useTranslation } from 'react-i18next';
import { LOCALE_NAME_KEY, LANGUAGE_TAG, LOCALES } from '@/config/locales';
import { useLocale } from '@/lib/locale/use-locale';
import { useSwitchLocale } from '@/hooks/use-switch-locale';

export interface LanguageButtonsProps {
  /** Class of the list. */
  className: string | undefined;
  /** Class of each button. */
  buttonClassName: string | undefined;
  /** The list's accessible name, if it has one of its own. */
  label?: string;
}

/**
 * The kiosk's languages: one button per locale, named by the language in its own words (and in
 * its own `lang`), the current one pressed; a tap switches the page to it (`useSwitchLocale`).
 */
export function LanguageButtons({ className, buttonClassName, label }: LanguageButtonsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  return (
    <ul className={className} aria-label={label}>
      {LOCALES.map((option) => (
        <li key={option}>
          <button
            type="button"
            className={buttonClassName}
            lang={LANGUAGE_TAG[option]}
            aria-pressed={option === locale}
            onClick={() => void switchLocale(option)}
          >
            {t(LOCALE_NAME_KEY[option])}
          </button>
        </li>
      ))}
    </ul>
  );
}
