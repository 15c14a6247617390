/**
 * Entry point: logs the version once, installs the preload-error recovery, loads the active
 * locale's catalogue and the run-time configuration (`config.json`) side by side, configures the
 * content source and mounts the app over the loading step in `#root`.
 */
// First, so component styles (CSS modules) come after the global ones and win ties.
import '@/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { env } from '@/config/env';
import { setContentSettings } from '@/lib/content-settings';
import { initI18n } from '@/lib/i18n';
import { logger } from '@/lib/log';
import { createQueryClient } from '@/lib/query-client';
import { savedContentOptions } from '@/lib/query-persister';
import { loadRuntimeConfig, parseKioskContentConfig, resolveContentSettings, RUNTIME_CONFIG_FILE } from '@/lib/runtime-config';
import { useLocaleStore } from '@/stores/locale-store';
import { applyThemeClass, useThemeStore } from '@/stores/theme-store';
import { installPreloadErrorHandler } from './preload-error';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

// The one version line DESIGN.md asks for ("Start-up"); console.info so it shows in production.
console.info(`${document.title} v${env.appVersion}`);
installPreloadErrorHandler();

const locale = useLocaleStore.getState().locale;
document.documentElement.lang = locale;
applyThemeClass(useThemeStore.getState().theme);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

Promise.all([
  initI18n(locale),
  loadRuntimeConfig(`${import.meta.env.BASE_URL}${RUNTIME_CONFIG_FILE}`),
  parseKioskContentConfig(window.kiosk?.config),
])
  .then(([i18n, file, kiosk]) => {
    for (const problem of [...file.problems, ...kiosk.problems]) logger.error(problem);
    const settings = resolveContentSettings(env, file.config, kiosk.config);
    setContentSettings(settings);
    createRoot(container).render(
      <StrictMode>
        <AppProvider
          queryClient={createQueryClient()}
          i18n={i18n}
          persistOptions={savedContentOptions(env.appVersion, settings.apiBaseUrl)}
        >
          <RouterProvider router={createAppRouter()} />
        </AppProvider>
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    logger.error('The app could not start', error);
  });
