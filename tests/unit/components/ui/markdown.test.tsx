import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Markdown } from '@/components/ui/markdown';
import { site } from '@/config/site';
import { useKioskStore } from '@/stores/kiosk-store';

const BODY = [
  '# Results',
  '',
  'Revenue rose by *12%*, see `note 3`.',
  '',
  '- [Careers](/careers)',
  '- [HKEXnews](https://www.hkexnews.hk)',
  '- [Write to us](mailto:ir@example.com)',
  '',
  '![Revenue chart](/chart.png)',
].join('\n');

/** Renders `markdown` at `/` in a memory router that also knows `/careers`. */
function renderMarkdown(markdown: string) {
  const router = createMemoryRouter([
    { path: '/', element: <Markdown>{markdown}</Markdown> },
    { path: '/careers', element: <p>Careers screen</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

/** Clicks `element` and reports whether the page would have followed the link itself. */
function click(element: Element, init: MouseEventInit = {}): { defaultPrevented: boolean } {
  const seen = { defaultPrevented: false };
  // After React's handlers: record, then stop jsdom, which cannot navigate, from trying.
  const record = (event: Event) => {
    seen.defaultPrevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', record, { once: true });
  fireEvent.click(element, init);
  return seen;
}

afterEach(() => {
  useKioskStore.setState(useKioskStore.getInitialState(), true);
});

describe('Markdown', () => {
  it('renders headings, lists, emphasis and code, with the h1 as an h2', () => {
    renderMarkdown(BODY);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('12%').tagName).toBe('EM');
    expect(screen.getByText('note 3').tagName).toBe('CODE');
  });

  it('renders an image as its description only', () => {
    renderMarkdown(BODY);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Revenue chart')).toBeInTheDocument();
  });

  it('shows raw HTML as text that never runs', () => {
    const { container } = render(
      <MemoryRouter>
        <Markdown>
          {'Before <script>window.__xss = 1</script> after.\n\n<img src="x" onerror="window.__xss = 2">'}
        </Markdown>
      </MemoryRouter>,
    );
    expect(screen.getByText('Before <script>window.__xss = 1</script> after.')).toBeInTheDocument();
    expect(screen.getByText('<img src="x" onerror="window.__xss = 2">')).toBeInTheDocument();
    expect(container.querySelector('script, img')).toBeNull();
  });

  it('renders a javascript: link as its text, not a link', () => {
    renderMarkdown('[Open the filing](javascript:alert(1))');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Open the filing')).toBeInTheDocument();
  });

  it('follows a same-site link through the router, without a page load', () => {
    const router = renderMarkdown(BODY);
    const link = screen.getByRole('link', { name: 'Careers' });
    expect(link).toHaveAttribute('href', '/careers');
    expect(link).not.toHaveAttribute('target');
    expect(click(link).defaultPrevented).toBe(true);
    expect(router.state.location.pathname).toBe('/careers');
    expect(screen.getByText('Careers screen')).toBeInTheDocument();
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])(
    'leaves a same-site link to the browser on %o',
    (init) => {
      const router = renderMarkdown(BODY);
      expect(click(screen.getByRole('link', { name: 'Careers' }), init).defaultPrevented).toBe(false);
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('opens another site in a new window with noopener noreferrer, and says so', () => {
    renderMarkdown(BODY);
    const link = screen.getByRole('link', { name: 'HKEXnews (opens in a new window)' });
    expect(link).toHaveAttribute('href', 'https://www.hkexnews.hk/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(click(link).defaultPrevented).toBe(false);
  });

  it('leaves mail links in the same window for the mail client', () => {
    renderMarkdown(BODY);
    const link = screen.getByRole('link', { name: 'Write to us' });
    expect(link).toHaveAttribute('href', 'mailto:ir@example.com');
    expect(link).not.toHaveAttribute('target');
  });

  it('offers a link that leaves the site to the kiosk instead of opening it', () => {
    const offerLink = vi.fn();
    useKioskStore.setState({ enabled: true, offerLink });
    const router = renderMarkdown(BODY);
    const external = screen.getByRole('link', { name: 'HKEXnews' });
    expect(external).not.toHaveAttribute('target');
    expect(click(external).defaultPrevented).toBe(true);
    expect(offerLink).toHaveBeenCalledWith('https://www.hkexnews.hk/');
    expect(click(screen.getByRole('link', { name: 'Write to us' })).defaultPrevented).toBe(true);
    expect(offerLink).toHaveBeenLastCalledWith('mailto:ir@example.com');
    click(screen.getByRole('link', { name: 'Careers' }));
    expect(offerLink).toHaveBeenCalledTimes(2);
    expect(router.state.location.pathname).toBe('/careers');
  });

  it('offers a document of the site to the kiosk at its public address instead of loading it', () => {
    const offerLink = vi.fn();
    useKioskStore.setState({ enabled: true, offerLink });
    renderMarkdown('See the [circular](/documents/circular-2026.pdf).');
    expect(click(screen.getByRole('link', { name: 'circular' })).defaultPrevented).toBe(true);
    expect(offerLink).toHaveBeenCalledWith(`${site.origin}/documents/circular-2026.pdf`);
  });

  it('renders the same markup on the server as in the browser', () => {
    const page = (
      <MemoryRouter>
        <Markdown>{BODY}</Markdown>
      </MemoryRouter>
    );
    const server = document.createElement('div');
    server.innerHTML = renderToString(page);
    const { container } = render(page);
    expect(container.innerHTML).toBe(server.innerHTML);
  });

  it.each([false, true])(
    'hydrates server markup without a mismatch (kiosk %s), then applies the page’s settings',
    (kiosk) => {
      // An absolute link to this page's own origin: the server cannot know it is same-site.
      const body = `${BODY}\n\n[Back home](${window.location.origin}/)`;
      const page = (
        <MemoryRouter>
          <Markdown>{body}</Markdown>
        </MemoryRouter>
      );
      const container = document.createElement('div');
      // A server has no kiosk: its store starts with the web's settings.
      container.innerHTML = renderToString(page);
      document.body.append(container);
      useKioskStore.setState({ enabled: kiosk });
      const consoleError = vi.spyOn(console, 'error');
      const onRecoverableError = vi.fn();
      let root: Root | undefined;
      act(() => {
        root = hydrateRoot(container, page, { onRecoverableError });
      });
      expect(consoleError).not.toHaveBeenCalled();
      expect(onRecoverableError).not.toHaveBeenCalled();
      const external = container.querySelector('a[href="https://www.hkexnews.hk/"]');
      expect(external?.hasAttribute('target')).toBe(!kiosk);
      expect(screen.getByRole('link', { name: 'Back home' })).toHaveAttribute('href', '/');
      act(() => root?.unmount());
      container.remove();
    },
  );
});
