import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MAX_CONTAINER_DEPTH, MAX_INLINE_OPENERS, MAX_NODE_DEPTH, Markdown } from '@/components/ui/markdown';
import { site } from '@/config/site';
import { MAX_MARKDOWN_LENGTH } from '@/lib/content/schemas';
import { i18n } from '@/lib/locale/i18n';
import { useKioskStore } from '@/stores/kiosk-store';
import { hydrateServerMarkup } from '../../support/hydrate';

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

/**
 * Renders `markdown` at `at` (`/` unless given, `/zh-TW/…` for a Traditional Chinese page) in a
 * memory router that also knows `/careers`.
 */
function renderMarkdown(markdown: string, at = '/') {
  const router = createMemoryRouter(
    [
      { path: at, element: <Markdown>{markdown}</Markdown> },
      { path: '/careers', element: <p>Careers screen</p> },
    ],
    { initialEntries: [at] },
  );
  const { container } = render(<RouterProvider router={router} />);
  return { router, container };
}

/** The links on screen, as a visitor meets them: accessible name and `href`. */
function links(): [string, string | null][] {
  return screen.queryAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
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

/** `html` parsed as the browser parses server markup, without React's text separators (`<!-- -->`). */
function parseServerMarkup(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_COMMENT);
  const separators: ChildNode[] = [];
  while (walker.nextNode()) separators.push(walker.currentNode as ChildNode);
  for (const separator of separators) separator.remove();
  return container;
}

describe('Markdown', () => {
  it('renders headings, lists, emphasis and code, with the h1 as an h2', () => {
    renderMarkdown(BODY);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('12%').tagName).toBe('EM');
    expect(screen.getByText('note 3').tagName).toBe('CODE');
  });

  it('renders CommonMark blocks and inline content', () => {
    renderMarkdown(
      '## Results\n\n- one\n- *two*\n\n3. **three**\n4. four\n\n> quoted `code`\n\n***\n\n```ts extra\nconst a = 1 < 2;\n```\n\nline  \nbreak',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toBeInTheDocument();
    const [bullets, numbered] = screen.getAllByRole('list');
    expect(bullets?.tagName).toBe('UL');
    expect(
      within(bullets as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['one', 'two']);
    expect(screen.getByText('two').tagName).toBe('EM');
    // A tight list's items hold their text without paragraphs.
    expect(screen.getByText('one').tagName).toBe('LI');
    expect(numbered?.tagName).toBe('OL');
    expect(numbered).toHaveAttribute('start', '3');
    expect(screen.getByText('three').tagName).toBe('STRONG');
    const quote = screen.getByRole('blockquote');
    expect(quote).toHaveTextContent('quoted code');
    expect(within(quote).getByText('code').tagName).toBe('CODE');
    expect(screen.getByRole('separator')).toBeInTheDocument();
    // The code's text as written, with `<` as a character; the info string's first word is its language.
    const code = screen.getByText('const a = 1 < 2;');
    expect(code.tagName).toBe('CODE');
    expect(code).toHaveClass('language-ts');
    expect(code.parentElement?.tagName).toBe('PRE');
    expect(screen.getByText(/^line/).querySelector('br')).not.toBeNull();
  });

  it('keeps the paragraphs of a loose list, and numbers an ordered list from 1 without a start', () => {
    renderMarkdown('1. one\n\n2. two');
    const list = screen.getByRole('list');
    expect(list).not.toHaveAttribute('start');
    expect(within(list).getByText('one').tagName).toBe('P');
  });

  it('decodes named and numeric character references', () => {
    renderMarkdown('&copy; &notin; &#169; &#xA9; &amp;lt;');
    expect(screen.getByText('© ∉ © © &lt;')).toBeInTheDocument();
  });

  it('makes an h1 an h2, by # and by ===, and keeps the other ranks', () => {
    renderMarkdown('# One #\n\nTwo\n===\n\nThree\n---\n\n### Four\n\n###### Six');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    const names = (level: number) => screen.queryAllByRole('heading', { level }).map((heading) => heading.textContent);
    expect(names(2)).toEqual(['One', 'Two', 'Three']);
    expect(names(3)).toEqual(['Four']);
    expect(names(6)).toEqual(['Six']);
  });

  it('renders an image as its description only', () => {
    renderMarkdown(BODY);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Revenue chart')).toBeInTheDocument();
  });

  it('renders an image as its description in plain text, a link around it keeping the description', () => {
    renderMarkdown(
      'See ![the *chart* of [fees](/fees) & <costs>](/chart.png "Chart").\n\n[![logo](/logo.png)](/about)',
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('See the chart of fees & <costs>.').tagName).toBe('P');
    expect(links()).toEqual([['logo', '/about']]);
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

  it.each([
    '[Open](javascript:alert(1))',
    '[Open](JavaScript:alert(1))',
    '[Open](&#106;avascript:alert(1))',
    '[Open](<java\tscript:alert(1)>)',
    '[Open](<ht\ttps://evil.example>)',
    '[Open](data:text/html,<script>alert(1)</script>)',
    '[Open](vbscript:msgbox)',
    '[Open](file:///etc/passwd)',
    '[Open](irc://irc.example.com)',
    '[Open]()',
    '[Open][x]\n\n[x]: javascript:alert(1)',
  ])('renders %j as its text, never a link', (markdown) => {
    const { container } = renderMarkdown(markdown);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(screen.getByText('Open')).toBeInTheDocument();
  });

  it('renders a javascript: autolink as text', () => {
    renderMarkdown('<javascript:alert(1)>');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
  });

  it('follows a same-site link through the router, without a page load', () => {
    const { router } = renderMarkdown(BODY);
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
      const { router } = renderMarkdown(BODY);
      expect(click(screen.getByRole('link', { name: 'Careers' }), init).defaultPrevented).toBe(false);
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('links same-site paths to their page in the page’s locale', () => {
    renderMarkdown('[Careers](/careers) [IR](/zh/#investor-relations)', '/zh-TW/privacy');
    expect(links()).toEqual([
      ['Careers', '/zh-TW/careers'],
      ['IR', '/zh-TW/#investor-relations'],
    ]);
  });

  it('links a same-site file as itself, without the locale prefix the host does not serve', () => {
    renderMarkdown('[Results (PDF)](/documents/announcements/results.pdf)', '/zh-TW/privacy');
    const link = screen.getByRole('link', { name: 'Results (PDF)' });
    expect(link).toHaveAttribute('href', '/documents/announcements/results.pdf');
    expect(link).not.toHaveAttribute('target');
  });

  it('links same-site paths plainly, resolved against the page', () => {
    renderMarkdown(
      `[Careers](/careers?team=ir#open) [rel](careers) [abs](${window.location.origin}/announcements)`,
      '/privacy',
    );
    expect(links()).toEqual([
      ['Careers', '/careers?team=ir#open'],
      ['rel', '/careers'],
      ['abs', '/announcements'],
    ]);
    for (const link of screen.getAllByRole('link')) expect(link).not.toHaveAttribute('target');
  });

  it('renders a same-site path that normalises to another host as text, never as href="//…"', () => {
    for (const href of ['/.//evil.example', '/zh//evil.example', '/zh/\\evil.example', '/a/../..//evil.example']) {
      renderMarkdown(`[Go](${href})`, '/zh/privacy');
      expect(screen.queryByRole('link'), href).toBeNull();
      expect(screen.getByText('Go')).toBeInTheDocument();
      cleanup();
    }
  });

  it('opens another site in a new window with noopener noreferrer, and says so', () => {
    renderMarkdown(BODY);
    const link = screen.getByRole('link', { name: 'HKEXnews (opens in a new window)' });
    expect(link).toHaveAttribute('href', 'https://www.hkexnews.hk/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(click(link).defaultPrevented).toBe(false);
  });

  it('opens autolinks to other sites in a new window too, and drops link titles', () => {
    renderMarkdown('[HKEXnews](https://www.hkexnews.hk "Official") and <https://example.com/a?b=1&c="2">');
    const titled = screen.getByRole('link', { name: 'HKEXnews (opens in a new window)' });
    expect(titled).not.toHaveAttribute('title');
    const autolink = screen.getByRole('link', { name: 'https://example.com/a?b=1&c="2" (opens in a new window)' });
    expect(autolink).toHaveAttribute('href', 'https://example.com/a?b=1&c=%222%22');
    expect(autolink).toHaveAttribute('target', '_blank');
    expect(autolink).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the screen-reader note as text, never as markup', () => {
    const note = i18n.getResource('en', 'translation', 'app.opensInNewWindow') as string;
    i18n.addResource('en', 'translation', 'app.opensInNewWindow', '<b>new</b>');
    try {
      const { container } = renderMarkdown('[a](https://example.com)');
      expect(screen.getByRole('link', { name: 'a (<b>new</b>)' })).toBeInTheDocument();
      expect(container.querySelector('b')).toBeNull();
    } finally {
      i18n.addResource('en', 'translation', 'app.opensInNewWindow', note);
    }
  });

  it('leaves mail links in the same window for the mail client', () => {
    renderMarkdown('[Write](mailto:ir@example.com) or <ir@example.com>');
    expect(links()).toEqual([
      ['Write', 'mailto:ir@example.com'],
      ['ir@example.com', 'mailto:ir@example.com'],
    ]);
    for (const link of screen.getAllByRole('link')) expect(link).not.toHaveAttribute('target');
  });

  it('resolves reference links case-insensitively through their definitions, which are not shown', () => {
    const { container } = renderMarkdown(
      '[Fees][FEE  table] and [fee table]\n\n[fee table]: /fees "Fees"\n[fee table]: /other',
    );
    expect(links()).toEqual([
      ['Fees', '/fees'],
      ['fee table', '/fees'],
    ]);
    expect(container).toHaveTextContent(/^Fees and fee table$/);
  });

  it('renders links that leave the site without a new-window target in kiosk mode', () => {
    useKioskStore.setState({ enabled: true });
    renderMarkdown('[Site](https://example.com) [Mail](mailto:ir@example.com) [Home](/)');
    expect(links()).toEqual([
      ['Site', 'https://example.com/'],
      ['Mail', 'mailto:ir@example.com'],
      ['Home', '/'],
    ]);
    for (const link of screen.getAllByRole('link')) expect(link).not.toHaveAttribute('target');
  });

  it('offers a link that leaves the site to the kiosk instead of opening it', () => {
    const offerLink = vi.fn();
    useKioskStore.setState({ enabled: true, offerLink });
    const { router } = renderMarkdown(BODY);
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
    const server = parseServerMarkup(renderToString(page));
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
      // A server has no kiosk: its store starts with the web's settings.
      const { container, unmount } = hydrateServerMarkup(page, () => useKioskStore.setState({ enabled: kiosk }));
      const external = container.querySelector('a[href="https://www.hkexnews.hk/"]');
      expect(external?.hasAttribute('target')).toBe(!kiosk);
      expect(screen.getByRole('link', { name: 'Back home' })).toHaveAttribute('href', '/');
      unmount();
    },
  );
});

/** How many elements deep `root`'s content goes, walked without recursion whatever the depth. */
function elementDepth(root: Element): number {
  let deepest = 0;
  const pending: [Element, number][] = [[root, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [element, depth] = next;
    deepest = Math.max(deepest, depth);
    for (const child of element.children) pending.push([child, depth + 1]);
  }
  return deepest;
}

/** The `div` the Markdown renders into. */
function markdownRoot(container: HTMLElement): Element {
  const root = container.firstElementChild;
  if (!root) throw new Error('Nothing rendered');
  return root;
}

// Vitest fails a test whose work, synchronous or not, outlasts its timeout (5 s by default), so
// each of these also bounds the time a pathological body takes.
describe('Markdown with pathological content', () => {
  it.each([
    ['10,000 block quotes', '>'.repeat(10_000), 'blockquote'],
    ['10,000 spaced block quotes', '> '.repeat(10_000), 'blockquote'],
    ['10,000 bullet lists', '- '.repeat(10_000), 'li'],
    ['5,000 ordered lists', '1. '.repeat(5_000), 'li'],
  ])('renders %s nested with the text, the depth bounded', (_nesting, markers, container) => {
    const { container: page } = renderMarkdown(`${markers} deep text`);
    const root = markdownRoot(page);
    expect(root.querySelectorAll(container)).toHaveLength(MAX_CONTAINER_DEPTH);
    expect(root).toHaveTextContent(/^deep text$/);
    expect(elementDepth(root)).toBeLessThanOrEqual(MAX_NODE_DEPTH);
  });

  it('renders 10,000 levels of block quotes and lists in turn with the text', () => {
    const { container } = renderMarkdown(`${'> - '.repeat(5_000)}deep text`);
    const root = markdownRoot(container);
    expect(root).toHaveTextContent(/^deep text$/);
    expect(elementDepth(root)).toBeLessThanOrEqual(MAX_NODE_DEPTH);
  });

  it('leaves a line within the bound as written, and joins the text of deeper ones to the deepest container', () => {
    const within = '>'.repeat(MAX_CONTAINER_DEPTH);
    const { container } = renderMarkdown(`${within} at the bound\n\n${within}> past it`);
    const quotes = container.querySelectorAll('blockquote');
    expect(quotes).toHaveLength(2 * MAX_CONTAINER_DEPTH);
    expect(quotes[MAX_CONTAINER_DEPTH - 1]).toHaveTextContent(/^at the bound$/);
    expect(quotes[2 * MAX_CONTAINER_DEPTH - 1]).toHaveTextContent(/^past it$/);
  });

  it('keeps the items of a list nested by indentation down to the bound, and the text of deeper ones', () => {
    const lines = Array.from({ length: MAX_CONTAINER_DEPTH + 4 }, (_, level) => `${'  '.repeat(level)}- item ${level}`);
    const { container } = renderMarkdown(lines.join('\n'));
    const items = container.querySelectorAll('li');
    expect(items).toHaveLength(MAX_CONTAINER_DEPTH);
    expect(items[MAX_CONTAINER_DEPTH - 1]).toHaveTextContent(/^item 15 item 16 item 17 item 18 item 19$/);
  });

  it('renders nodes past the depth bound as their text', () => {
    const levels = 40;
    const { container } = renderMarkdown(
      `${'>'.repeat(MAX_CONTAINER_DEPTH)} ${'*a '.repeat(levels)}x${' a*'.repeat(levels)}`,
    );
    const root = markdownRoot(container);
    // The block quotes and their paragraph take MAX_CONTAINER_DEPTH + 1 levels; emphasis the rest.
    expect(root.querySelectorAll('em')).toHaveLength(MAX_NODE_DEPTH - MAX_CONTAINER_DEPTH - 1);
    expect(root).toHaveTextContent(`${'a '.repeat(levels)}x${' a'.repeat(levels)}`);
    expect(elementDepth(root)).toBeLessThanOrEqual(MAX_NODE_DEPTH);
  });

  it.each([
    ['5,000 levels of emphasis', `${'*'.repeat(5_000)}deep${'*'.repeat(5_000)}`],
    ['2,500 levels of strong emphasis', `${'**'.repeat(2_500)}deep${'**'.repeat(2_500)}`],
    ['3,000 levels of images', `${'!['.repeat(3_000)}deep${'](/x)'.repeat(3_000)}`],
    ['5,000 levels of link labels', `${'['.repeat(5_000)}deep${']'.repeat(5_000)}`],
  ])('renders %s as the text written', (_nesting, markdown) => {
    const { container } = renderMarkdown(markdown);
    const root = markdownRoot(container);
    expect(root).toHaveTextContent(markdown);
    expect(elementDepth(root)).toBeLessThanOrEqual(MAX_NODE_DEPTH);
  });

  it('shows emphasis and links as written once a paragraph holds more possible openers than the bound', () => {
    renderMarkdown(`[Careers](/careers) and **bold**\n\n${'['.repeat(MAX_INLINE_OPENERS + 1)}`);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('[Careers](/careers) and **bold**')).toBeInTheDocument();
  });

  it('parses a paragraph of as many openers as the bound, counting no `_` inside a word', () => {
    const emphasis = '*a* '.repeat(MAX_INLINE_OPENERS / 2 - 1);
    renderMarkdown(`${emphasis}${'snake_case_name '.repeat(MAX_INLINE_OPENERS)}[Careers](/careers) [note]`);
    expect(screen.getAllByText('a').filter((element) => element.tagName === 'EM')).toHaveLength(
      MAX_INLINE_OPENERS / 2 - 1,
    );
    expect(screen.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
  });

  it('shows a source longer than MAX_MARKDOWN_LENGTH, 5 MB here, as its text without parsing it', () => {
    const markdown = `# Title\n\n${'Some *text* in [a link](/careers). '.repeat(150_000)}`;
    expect(markdown.length).toBeGreaterThan(MAX_MARKDOWN_LENGTH);
    const { container } = renderMarkdown(markdown);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(markdownRoot(container).textContent).toBe(markdown);
  });
});
