import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { useDismiss } from '@/components/ui/use-dismiss';
import { LOCALES, type Locale } from '@/config/locales';
import { useLocaleStore } from '@/stores/locale-store';
import styles from './locale-switcher.module.css';

/** Catalogue key of each locale's own name ("English", "简体中文", "繁體中文"). */
const LANGUAGE_NAME_KEY = { en: 'language.en', zh: 'language.zh', 'zh-TW': 'language.zhTW' } as const;
/** `lang` of each name, so screen readers pronounce it in its own language. */
const LANGUAGE_NAME_LANG: Record<Locale, string> = { en: 'en', zh: 'zh-Hans', 'zh-TW': 'zh-Hant' };

/**
 * The "Language" control: a button showing the current language that opens the list of
 * languages, each named in its own language; the active one is marked with `aria-current`.
 */
export function LocaleSwitcher() {
  const { t } = useTranslation();
  const locale = useLocaleStore((state) => state.locale);
  const setLocale = useLocaleStore((state) => state.setLocale);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, close, buttonRef);

  const choose = (next: Locale) => {
    setOpen(false);
    buttonRef.current?.focus();
    if (next !== locale) void setLocale(next);
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
              onClick={() => choose(option)}
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
