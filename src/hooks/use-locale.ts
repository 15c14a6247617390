import type { Locale } from '@/config/locales';
import { selectLocale, useLocaleStore } from '@/stores/locale-store';

/** The active locale. */
export function useLocale(): Locale {
  return useLocaleStore(selectLocale);
}
