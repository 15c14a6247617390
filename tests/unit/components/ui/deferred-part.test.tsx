/**
 * What a visitor sees of a deferred part, on React's own hydration (`hydrateRoot` over markup from
 * `renderToString`). The file imports React's `act` and the DOM's events rather than Testing
 * Library's React wrapper, so that `npm run test:react` can run it on another release of React
 * (`tests/react-versions/vitest.config.ts`).
 */
import { fireEvent as dispatch } from '@testing-library/dom';
import { act as reactAct, Suspense, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredPart, holdTapsOnDeferredParts, NEAR_MARGIN, staticPart } from '@/components/ui/deferred-part';
import { PENDING_ATTRIBUTE } from '@/config/early-input';
import { beginPageHydration, endPageHydration } from '@/lib/hydration';

/**
 * React's `act`, with React told for its duration that it runs in a test
 * (`IS_REACT_ACT_ENVIRONMENT`, react.dev/reference/react/act), as Testing Library's wrapper does:
 * outside it, the work a part does by itself later (a held tap played, the code arriving) is not
 * an update the test forgot to wrap.
 */
function act<T>(callback: () => T): T {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  let result: T | undefined;
  const acted = reactAct(() => {
    result = callback();
    return result;
  });
  if (!(result instanceof Promise)) {
    scope.IS_REACT_ACT_ENVIRONMENT = previous;
    return result as T;
  }
  // React's thenable has `then` only: a promise made of it has `finally`.
  return Promise.resolve(acted).finally(() => {
    scope.IS_REACT_ACT_ENVIRONMENT = previous;
  }) as T;
}

/** The events the tests fire, each inside React's `act`, as Testing Library's React wrapper fires them. */
const fireEvent = {
  click: (element: Element) => act(() => void dispatch.click(element)),
  focusIn: (element: Element) => act(() => void dispatch.focusIn(element)),
  pointerDown: (element: Element) => act(() => void dispatch.pointerDown(element)),
};

/** Each test's part has an `id` of its own, as each part of a page has. */
let id = '';

/** The part under test: a section with a counter button, as a home section has its controls. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <section id={id}>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        {label} {count}
      </button>
    </section>
  );
}

/** A stand-in IntersectionObserver the test drives: `enter()` reports every observed element in view. */
class ViewportStandIn {
  static instances: ViewportStandIn[] = [];
  readonly observed: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    ViewportStandIn.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed.length = 0;
  }
  enter() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** A dynamic import the test resolves when it likes. */
function heldImport() {
  let resolve: () => void = () => undefined;
  const arrived = new Promise<void>((done) => (resolve = done));
  const load = vi.fn(() => arrived.then(() => Counter));
  return {
    load,
    arrive: () =>
      act(() => {
        resolve();
        return arrived;
      }),
  };
}

let root: Root | undefined;
let container: HTMLElement;

/**
 * The part's markup as the prerender writes it (in a process of its own), then hydrated with
 * `page`: `part.Component` of a deferred part, or a static part around the same counter.
 * @returns the root's `onRecoverableError`, to check again after the part has hydrated later.
 */
async function hydratePainted(part: ReturnType<typeof deferredPart<{ label: string }>> | { page: ReactNode }) {
  // What a part renders with its code: its own Suspense boundary around the component.
  container.innerHTML = renderToString(
    <Suspense fallback={null}>
      <Counter label="Count" />
    </Suspense>,
  );
  const page = 'page' in part ? part.page : <part.Component label="Count" />;
  const onRecoverableError = vi.fn();
  // Awaited: React's `act` then runs the work queued while a part suspends.
  await act(() => {
    root = hydrateRoot(container, page, { onRecoverableError });
    return Promise.resolve();
  });
  expect(onRecoverableError).not.toHaveBeenCalled();
  return onRecoverableError;
}

const button = () => container.querySelector('button') as HTMLButtonElement;

let parts = 0;

beforeEach(() => {
  parts += 1;
  id = `part-${parts}`;
  ViewportStandIn.instances = [];
  vi.stubGlobal('IntersectionObserver', ViewportStandIn);
  container = document.createElement('div');
  document.body.append(container);
  // As the app's start-up does before it hydrates the page.
  holdTapsOnDeferredParts();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe('deferredPart on a prerendered page', () => {
  it('keeps the painted markup and loads the code only once the part comes near', async () => {
    const { load, arrive } = heldImport();
    const part = deferredPart(id, load);
    await hydratePainted(part);
    expect(button().textContent).toBe('Count 0');
    expect(load).not.toHaveBeenCalled();
    expect(ViewportStandIn.instances.at(-1)?.options.rootMargin).toBe(NEAR_MARGIN);

    act(() => ViewportStandIn.instances.at(-1)?.enter());
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await arrive();
    await vi.waitFor(() => {
      act(() => button().click());
      expect(button().textContent).not.toBe('Count 0');
    });
  });

  it('holds a tap made before the code has loaded and plays it once, however often it came', async () => {
    const { load, arrive } = heldImport();
    const part = deferredPart(id, load);
    await hydratePainted(part);

    fireEvent.click(button());
    fireEvent.click(button());
    expect(load).toHaveBeenCalledTimes(1);
    expect(button().hasAttribute(PENDING_ATTRIBUTE)).toBe(true);
    expect(button().textContent).toBe('Count 0');

    await arrive();
    await vi.waitFor(() => expect(button().textContent).toBe('Count 1'));
    expect(button().hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
  });

  it('keeps the painted markup, and loads at once, when an update reaches the part first', async () => {
    const { load, arrive } = heldImport();
    const part = deferredPart(id, load);
    await hydratePainted(part);
    fireEvent.click(button());
    // New props: React renders the part afresh instead of hydrating it (as a navigation does).
    await act(() => {
      root?.render(<part.Component label="Total" />);
      return Promise.resolve();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe('Count 0');
    expect(container.querySelectorAll(`#${id}`)).toHaveLength(1);

    await arrive();
    await vi.waitFor(async () => {
      await act(() => part.preload());
      expect(button().textContent).toBe('Total 1');
    });
    expect(button().hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
  });

  it('holds a tap made after the code has loaded but before the part has rendered with it', async () => {
    let resolve: () => void = () => undefined;
    const arrived = new Promise<void>((done) => (resolve = done));
    const part = deferredPart(id, () => arrived.then(() => Counter));
    await hydratePainted(part);
    await act(() => {
      root?.render(<part.Component label="Total" />);
      return Promise.resolve();
    });
    // The code is there, and React has not yet rendered the part with it: the page still shows
    // the painted copy, whose button has no handler of React's.
    resolve();
    await part.preload();
    fireEvent.click(button());
    expect(button().hasAttribute(PENDING_ATTRIBUTE)).toBe(true);

    await vi.waitFor(async () => {
      await act(() => part.preload());
      expect(button().textContent).toBe('Total 1');
    });
  });

  it('loads the code when the part receives focus, before it is near', async () => {
    const { load } = heldImport();
    const part = deferredPart(id, load);
    await hydratePainted(part);
    fireEvent.focusIn(button());
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('lets a tap with a modifier key keep its default', async () => {
    const { load } = heldImport();
    const part = deferredPart(id, load);
    await hydratePainted(part);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    button().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(button().hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
  });
});

describe('a static part (deferredPart, reached)', () => {
  it('stays as it was painted in view, and loads only when the visitor reaches into it', async () => {
    const { load, arrive } = heldImport();
    const part = deferredPart(id, load, 'reached');
    await hydratePainted(part);
    // Nothing watches the viewport for it: in view, it stays the painted markup.
    expect(ViewportStandIn.instances.flatMap((observer) => observer.observed)).toHaveLength(0);
    expect(load).not.toHaveBeenCalled();

    fireEvent.pointerDown(button());
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    fireEvent.click(button());
    await arrive();
    await vi.waitFor(() => expect(button().textContent).toBe('Count 1'));
  });

  it('shows what the page gives it next, through its own code, when an update reaches it first', async () => {
    const { load, arrive } = heldImport();
    const part = deferredPart(id, load, 'reached');
    await hydratePainted(part);
    // As a change of language renders the screen again with text in the new language.
    await act(() => {
      root?.render(<part.Component label="計數" />);
      return Promise.resolve();
    });
    expect(load).toHaveBeenCalledTimes(1);
    // Until the code is there, the painted copy, in its place.
    expect(button().textContent).toBe('Count 0');
    await arrive();
    await vi.waitFor(async () => {
      await act(() => part.preload());
      expect(button().textContent).toBe('計數 0');
    });
    expect(container.querySelectorAll(`#${id}`)).toHaveLength(1);
  });
});

describe('staticPart: a static part whose code is in the bundle', () => {
  afterEach(() => {
    beginPageHydration();
  });

  it('is left as it was painted while the page hydrates, and hydrates when the visitor reaches into it', async () => {
    const Part = staticPart(id).Component;
    const onRecoverableError = await hydratePainted({
      page: (
        <Part>
          <Counter label="Count" />
        </Part>
      ),
    });
    // Not hydrated: a tap would be held for it rather than reach React's handlers.
    fireEvent.click(button());
    expect(button().hasAttribute(PENDING_ATTRIBUTE)).toBe(true);
    expect(button().textContent).toBe('Count 0');

    fireEvent.pointerDown(button());
    await vi.waitFor(() => expect(button().textContent).toBe('Count 1'));
    expect(button().hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelectorAll(`#${id}`)).toHaveLength(1);
  });

  /** Renders a static part around the counter afresh, in one synchronous commit. */
  function renderAfresh() {
    const Part = staticPart(id).Component;
    act(() => {
      root = createRoot(container);
      root.render(
        <Part>
          <Counter label="Count" />
        </Part>,
      );
    });
  }

  it('renders its children in the first commit when the page is rendered afresh', () => {
    renderAfresh();
    expect(button().textContent).toBe('Count 0');
    fireEvent.click(button());
    expect(button().textContent).toBe('Count 1');
  });

  it('renders at once after the first navigation, even over markup with its id', () => {
    const painted = document.createElement('section');
    painted.id = id;
    document.body.append(painted);
    endPageHydration();
    try {
      renderAfresh();
      expect(button().textContent).toBe('Count 0');
    } finally {
      painted.remove();
    }
  });
});

describe('deferredPart rendered afresh', () => {
  it('renders at once after preload, with no wait and no observer', async () => {
    const part = deferredPart(id, () => Promise.resolve(Counter));
    await part.preload();
    act(() => {
      root = createRoot(container);
      root.render(<part.Component label="Count" />);
    });
    expect(button().textContent).toBe('Count 0');
    expect(ViewportStandIn.instances).toEqual([]);
  });

  it('loads at once when no painted element waits for it', async () => {
    const { load, arrive } = heldImport();
    const part = deferredPart(id, load);
    await act(() => {
      root = createRoot(container);
      root.render(<part.Component label="Count" />);
      return Promise.resolve();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.innerHTML).toBe('');
    await arrive();
    // React reveals the part once the request it suspended on has settled (its queue runs in `act`).
    await vi.waitFor(async () => {
      await act(() => part.preload());
      expect(container.querySelector('button')?.textContent).toBe('Count 0');
    });
  });

  it('shares one request between preload and render', async () => {
    const load = vi.fn(() => Promise.resolve(Counter));
    const part = deferredPart(id, load);
    await Promise.all([part.preload(), part.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
