import { act, render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentYear, useNow, useVisitorTimeZone } from '@/hooks/use-now';
import { beginPageHydration, endPageHydration } from '@/lib/hydration';
import { hydrateServerMarkup } from '../support/hydrate';

function Zone() {
  return <p>{useVisitorTimeZone() ?? 'unknown'}</p>;
}

function Clock({ renderedAt }: { renderedAt: number }) {
  return <p>{new Date(useNow(renderedAt)).toISOString()}</p>;
}

const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

afterEach(() => {
  beginPageHydration();
  vi.useRealTimers();
});

describe('values the server cannot know', () => {
  it('hydrate as the server rendered them, then show the browser’s', () => {
    const { container, serverHtml, unmount } = hydrateServerMarkup(<Zone />);
    expect(serverHtml).toContain('unknown');
    // hydrateServerMarkup has checked that hydration matched the server's "unknown".
    expect(container).toHaveTextContent(visitorZone);
    unmount();
  });

  it('show the browser’s in the first commit of a screen rendered afresh, never the server’s', () => {
    // Outside act(), as in the browser: a sync render commits before returning; a transition
    // or a passive effect's update would wait.
    const actEnvironment: unknown = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    endPageHydration();
    const container = document.createElement('div');
    const root = createRoot(container);
    try {
      flushSync(() => root.render(<Zone />));
      expect(container).toHaveTextContent(visitorZone);
    } finally {
      root.unmount();
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
  });

  it('follow the clock minute by minute', () => {
    vi.useFakeTimers({ now: new Date('2026-12-05T08:00:30Z') });
    endPageHydration();
    render(<Clock renderedAt={Date.parse('2026-12-05T07:00:00Z')} />);
    expect(screen.getByText('2026-12-05T08:00:00.000Z')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('2026-12-05T08:01:00.000Z')).toBeInTheDocument();
  });

  it('give the current year after hydrating with the build’s', () => {
    function Year() {
      return <p>{useCurrentYear()}</p>;
    }
    const { container, unmount } = hydrateServerMarkup(<Year />);
    expect(container).toHaveTextContent(String(new Date().getFullYear()));
    unmount();
  });
});
