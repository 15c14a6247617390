import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

// Every zustand store returns to its initial state after each test (`__mocks__/zustand.ts`).
vi.mock('zustand');

beforeAll(async () => {
  if (typeof window === 'undefined') return;
  // Components read the English catalogue, as a visitor's browser would.
  const { i18n, initI18n } = await import('@/lib/locale/i18n');
  if (!i18n.isInitialized) await initI18n('en');
});

beforeEach(() => {
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(async () => {
  cleanup();
  // Module state (the query client, the content source, timers) is made afresh for the next test.
  const { resetAppState } = await import('@/lib/app-state');
  resetAppState();
});
