import { useLocation } from 'react-router-dom';
import type { Locale } from '@/config/locales';
import { localeOfPath } from '@/lib/locale/locale-path';

/** The active locale: the locale of the URL on screen (`src/lib/locale/locale-path.ts`). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
