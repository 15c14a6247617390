/**
 * What the page's hydration boundaries promise (`src/components/ui/selective-hydration.tsx`), on
 * React's own hydration: the painted markup stays and hydrates without a mismatch, and a tap that
 * comes before a boundary has hydrated is answered by it. Run by `npm run test:react` on other
 * releases of React too (`tests/react-versions/vitest.config.ts`), so it imports React's own
 * APIs and the DOM's events, not Testing Library's React wrapper.
 */
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { SelectiveHydration } from '@/components/ui/selective-hydration';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      Count {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <h1>Heading</h1>
      <SelectiveHydration>
        <Counter />
      </SelectiveHydration>
    </main>
  );
}

let root: Root | undefined;
let container: HTMLElement;

/** The page as the prerender writes it, hydrated by React at its own pace (no `act`). */
function hydratePainted() {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  const onRecoverableError = vi.fn();
  root = hydrateRoot(container, <Page />, { onRecoverableError });
  return { onRecoverableError };
}

const button = () => container.querySelector('button') as HTMLButtonElement;

afterEach(() => {
  root?.unmount();
  root = undefined;
  container.remove();
});

it('keeps the painted elements and hydrates them', async () => {
  const { onRecoverableError } = hydratePainted();
  const painted = button();
  await vi.waitFor(() => {
    button().click();
    expect(button().textContent).not.toBe('Count 0');
  });
  expect(button()).toBe(painted);
  expect(onRecoverableError).not.toHaveBeenCalled();
});

it('answers a tap that comes before the boundary has hydrated', async () => {
  const { onRecoverableError } = hydratePainted();
  // Before React has done any of the work hydrateRoot scheduled.
  button().click();
  await vi.waitFor(() => expect(button().textContent).toBe('Count 1'));
  expect(onRecoverableError).not.toHaveBeenCalled();
});
