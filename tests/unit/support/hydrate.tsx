/** Server-rendered markup hydrated in the test's document, as a prerendered page is in the browser. */
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, vi } from 'vitest';

/**
 * Renders `page` to a string as the server does, puts it in the document, runs `beforeHydrate`
 * (settings the browser has and the server had not), then hydrates it (or `browserPage`, when
 * the browser renders a tree of its own, as the app's entry does) and expects no mismatch:
 * nothing logged to `console.error`, nothing React recovered from.
 * @returns the container holding the page, and `unmount`, which also removes it.
 */
export function hydrateServerMarkup(
  page: ReactElement,
  beforeHydrate: () => void = () => undefined,
  browserPage: ReactElement = page,
) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  const serverHtml = container.innerHTML;
  document.body.append(container);
  beforeHydrate();
  const consoleError = vi.spyOn(console, 'error');
  const onRecoverableError = vi.fn();
  let root: Root | undefined;
  act(() => {
    root = hydrateRoot(container, browserPage, { onRecoverableError });
  });
  expect(consoleError).not.toHaveBeenCalled();
  expect(onRecoverableError).not.toHaveBeenCalled();
  return {
    container,
    serverHtml,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}
