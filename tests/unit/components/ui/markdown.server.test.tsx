// @vitest-environment node
// Server rendering (prerendering with react-dom/server) runs in Node, without window or document;
// there the parser decodes named character references from its own table, not through the DOM.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_CONTAINER_DEPTH, Markdown } from '@/components/ui/markdown';
import { site } from '@/config/site';
import { i18n, initI18n } from '@/lib/locale/i18n';

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('en');
});

/** `markdown` rendered to a string as prerendering does, without React's text separators (`<!-- -->`). */
function serverHtml(markdown: string): string {
  return renderToString(
    <MemoryRouter>
      <Markdown>{markdown}</Markdown>
    </MemoryRouter>,
  ).replaceAll('<!-- -->', '');
}

describe('Markdown on the server', () => {
  it('renders to a string in Node, with same-site links relative and others in a new window', () => {
    const html = serverHtml(
      `# Notice &copy;\n\n[Careers](/careers) [HKEXnews](https://www.hkexnews.hk) [Home](${site.origin}/) <b>bold</b>`,
    );
    expect(typeof window).toBe('undefined');
    expect(html).toContain('<h2>Notice ©</h2>');
    // Router links may carry react-router's own data attributes after `href`.
    expect(html).toMatch(/<a href="\/careers"[^>]*>Careers<\/a>/);
    // An absolute link to the public site is same-site there, as the prerendered site is.
    expect(html).toMatch(/<a href="\/"[^>]*>Home<\/a>/);
    expect(html).toContain(
      '<a href="https://www.hkexnews.hk/" target="_blank" rel="noopener noreferrer">HKEXnews <span class="sr-only">(opens in a new window)</span></a>',
    );
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(html).not.toContain('<b>');
  });

  it('decodes named and numeric character references', () => {
    expect(serverHtml('&copy; &notin; &#169; &#xA9; &amp;lt;')).toContain('<p>© ∉ © © &amp;lt;</p>');
  });

  it('writes raw HTML, inline and as a block, as escaped text', () => {
    const html = serverHtml('Before <script>alert(1)</script> after.\n\n<img src="x" onerror="alert(2)">');
    expect(html).toContain('<p>Before &lt;script&gt;alert(1)&lt;/script&gt; after.</p>');
    expect(html).toContain('&lt;img src=&quot;x&quot; onerror=&quot;alert(2)&quot;&gt;');
    expect(html).not.toMatch(/<(script|img)\b/);
  });

  it.each([
    ['10,000 block quotes', '>'.repeat(10_000), '<blockquote>'],
    ['10,000 lists', '- '.repeat(10_000), '<li>'],
  ])('renders %s nested to a string, with the text, as deep as the bound', (_nesting, markers, element) => {
    const html = serverHtml(`${markers} deep text`);
    expect(html.split(element)).toHaveLength(MAX_CONTAINER_DEPTH + 1);
    expect(html).toContain('deep text');
  });
});
