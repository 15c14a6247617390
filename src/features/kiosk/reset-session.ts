import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SessionEndCause } from '@common/insights';
import { localizePath } from '@/lib/locale/locale-path';
import { saveLocaleChoice } from '@/lib/locale/locale-choice';
import {
  rememberKioskFlags,
  updateSessionSettings,
  useKioskStore,
  VISITOR_SESSION_END_EVENT,
  withKioskFlags,
} from '@/stores/kiosk-store';
import { useThemeStore } from '@/stores/theme-store';
import { useToastStore } from '@/stores/toast-store';
import { kioskBridge } from '@/lib/kiosk-bridge';

/**
 * Returns the function that ends a visitor's session (`docs/design.md` §7.4), for the idle
 * reset and the "Start over" control alike, each naming itself as the session's end (`cause`, for
 * the kiosk's insights): panels, dialogs and toasts closed (parts keyed on
 * the store's `sessionKey` start fresh), session storage cleared, the default locale and theme
 * restored, and the configured start page at the top; then what the visitor typed or chose is
 * forgotten (`VISITOR_SESSION_END_EVENT`: the filtered lists in the query cache; the shell's
 * `endSession`: the window's navigation history). Other cached content stays. A browser kiosk's
 * flags stay in the URL and in the tab, so it is still a kiosk after a reload.
 */
export function useResetSession(): (cause: SessionEndCause) => void {
  const navigate = useNavigate();
  return useCallback(
    (cause: SessionEndCause) => {
      const { urlFlags, newSession } = useKioskStore.getState();
      newSession(cause);
      useToastStore.getState().hideToast();
      try {
        window.sessionStorage.clear();
      } catch {
        // Storage may be unavailable; nothing of the session is kept there then.
      }
      rememberKioskFlags(urlFlags);
      /** The default theme and locale, and the start page at the top, as the kiosk store has them now. */
      const goToStart = () => {
        const { defaultLocale, defaultTheme, startPath } = useKioskStore.getState();
        useThemeStore.getState().setTheme(defaultTheme);
        saveLocaleChoice(defaultLocale);
        // The locale's route loads its catalogue if needed.
        const arrived = navigate(withKioskFlags(localizePath(startPath, defaultLocale), urlFlags), { replace: true });
        window.scrollTo(0, 0);
        return Promise.resolve(arrived);
      };
      // Once the start page is the current entry, and the screens the visitor used are gone, the
      // next visitor must find nothing of theirs: not in the query cache, not in Back's history.
      // The shell then answers the settings in force from now on: a fleet's new start goes at once.
      void goToStart().then(async () => {
        window.dispatchEvent(new Event(VISITOR_SESSION_END_EVENT));
        const next = await kioskBridge()?.endSession();
        if (typeof next === 'object' && next !== null && (await updateSessionSettings(next))) await goToStart();
      });
    },
    [navigate],
  );
}
