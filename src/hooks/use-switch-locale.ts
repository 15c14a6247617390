import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Locale } from '@/config/locales';
import { useLocale } from '@/lib/locale/use-locale';
import { ensureCatalogue } from '@/lib/locale/i18n';
import { localizePath } from '@/lib/locale/locale-path';
import { logger } from '@/lib/log';
import { saveLocaleChoice } from '@/lib/locale/locale-choice';

/**
 * Returns the function that switches the page to another locale (`docs/design.md` §4.2): the
 * choice is stored at once, so it is never lost, then the same page, at the same scroll
 * position, opens under that locale's URL once its catalogue has loaded. A catalogue that cannot
 * load leaves the page as it is (logged). Resolves when the navigation has started.
 */
export function useSwitchLocale(): (next: Locale) => Promise<void> {
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    async (next: Locale) => {
      if (next === locale) return;
      saveLocaleChoice(next);
      try {
        await ensureCatalogue(next);
      } catch (error) {
        logger.error(`Could not load the ${next} catalogue`, error);
        return;
      }
      const here = `${location.pathname}${location.search}${location.hash}`;
      void navigate(localizePath(here, next), { state: location.state as unknown, preventScrollReset: true });
    },
    [locale, location, navigate],
  );
}
