import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { useDismiss } from '@/components/ui/use-dismiss';
import { LOCALES, type Locale } from '@/config/locales';
import { useLocale } from '@/hooks/use-locale';
import { ensureCatalogue } from '@/lib/i18n';
import { localizePath } from '@/lib/locale-path';
import { logger } from '@/lib/log';
import { saveLocaleChoice } from '@/lib/locale';
import styles from './locale-switcher.module.css';

/** Catalogue key of each locale's own name ("English", "简体中文", "繁體中文"). */
const LANGUAGE_NAME_KEY = { en: 'language.en', zh: 'language.zh', 'zh-TW': 'language.zhTW' } as const;
/** `lang` of each name, so screen readers pronounce it in its own language. */
const LANGUAGE_NAME_LANG: Record<Locale, string> = { en: 'en', zh: 'zh-Hans', 'zh-TW': 'zh-Hant' };

/**
 * The "Language" control: a button showing the current language that opens the list of
 * languages, each named in its own language; the active one is marked with `aria-current`.
 * Choosing one stores it and opens the same page under that locale's URL, once its catalogue
 * has loaded (a catalogue that cannot load leaves the page as it is).
 */
export function LocaleSwitcher() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, close, buttonRef);

  const choose = async (next: Locale) => {
    setOpen(false);
    buttonRef.current?.focus();
    if (next === locale) return;
    // The choice is stored at once, so it is never lost, even if the switch itself fails.
    saveLocaleChoice(next);
    try {
      await ensureCatalogue(next);
    } catch (error) {
      logger.error(`Could not load the ${next} catalogue`, error);
      return;
    }
    // The same page, at the same scroll position, under the other locale's URL.
    const here = `${location.pathname}${location.search}${location.hash}`;
    void navigate(localizePath(here, next), { state: location.state as unknown, preventScrollReset: true });
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        data-hover-icons
      >
        <Icon name="globe" size={22} />
        <span className="sr-only">{t('language.label')}: </span>
        <span className={styles.current} lang={LANGUAGE_NAME_LANG[locale]}>
          {t(LANGUAGE_NAME_KEY[locale])}
        </span>
        <Icon name="chevron-down" size={16} />
      </button>
      <ul id={listId} className={styles.list} hidden={!open} aria-label={t('language.label')}>
        {LOCALES.map((option) => (
          <li key={option}>
            <button
              type="button"
              className={styles.option}
              lang={LANGUAGE_NAME_LANG[option]}
              aria-current={option === locale ? 'true' : undefined}
              onClick={() => void choose(option)}
            >
              {t(LANGUAGE_NAME_KEY[option])}
              {option === locale ? <Icon name="check" size={18} /> : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
