import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { EARLY_INPUT_GLOBAL } from '@/config/early-input';
import { resetStores } from '../../__mocks__/zustand';

// The page tests of a worker share one page and one module graph (`vite.config.ts`): what a test
// changes in either is set back after it, so that every test starts as on a page just opened.

// `findBy…` and `waitFor` wait up to 4 s, not Testing Library's 1 s: on a two-core machine running
// the linters beside the tests, a first render that waits for its modules to be transformed (a test
// that loads them afresh) or for a busy worker took longer than a second.
configure({ asyncUtilTimeout: 4_000 });

// Every zustand store returns to its initial state after each test (`__mocks__/zustand.ts`).
vi.mock('zustand');

beforeEach(async () => {
  if (typeof document === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Components read the English catalogue, as a visitor's browser would, whatever locale the last
  // test chose; a test that loads the modules afresh (`vi.resetModules`) gets a new i18next.
  const { i18n, initI18n } = await import('@/lib/locale/i18n');
  if (!i18n.isInitialized) await initI18n('en');
  else if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

afterEach(async () => {
  resetStores();
  cleanup();
  vi.useRealTimers();
  // Module state (the query client, the content source, timers) is made afresh for the next test.
  const { resetAppState } = await import('@/lib/app-state');
  resetAppState();
  if (typeof document !== 'undefined') resetPage();
});

/**
 * Empties the page as happy-dom opens it: what a test wrote beyond the components that testing
 * library's `cleanup` unmounts (prerendered markup, classes and attributes on `<html>` and
 * `<body>`, the title, the address, the pre-paint script's capture of early taps).
 */
function resetPage(): void {
  window[EARLY_INPUT_GLOBAL]?.take();
  Reflect.deleteProperty(window, EARLY_INPUT_GLOBAL);
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body])
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  document.title = '';
  window.history.replaceState(null, '', '/');
}
