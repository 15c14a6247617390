// @vitest-environment node
// No DOM here, as in server rendering: micromark's Node build decodes named character references
// from a table. The browser build (decoding through the DOM) runs in the end-to-end tests.
import { describe, expect, it } from 'vitest';
import { markdownToHtml, type MarkdownHtmlOptions } from '@/lib/markdown';

const WEB: MarkdownHtmlOptions = {
  origin: 'https://site.example',
  kiosk: false,
  newWindowNote: 'opens in a new window',
  locale: 'en',
};
const html = (markdown: string, options: Partial<MarkdownHtmlOptions> = {}) =>
  markdownToHtml(markdown, { ...WEB, ...options });
const NEW_WINDOW = 'target="_blank" rel="noopener noreferrer"';
const NOTE = '<span class="sr-only">(opens in a new window)</span>';

describe('markdownToHtml', () => {
  it('compiles CommonMark blocks and inline content', () => {
    expect(
      html('## Results\n\n- one\n- *two*\n\n1. **three**\n\n> quoted `code`\n\n```ts\nconst a = 1 < 2;\n```'),
    ).toBe(
      '<h2>Results</h2>\n<ul>\n<li>one</li>\n<li><em>two</em></li>\n</ul>\n<ol>\n<li><strong>three</strong></li>\n</ol>\n' +
        '<blockquote>\n<p>quoted <code>code</code></p>\n</blockquote>\n<pre><code class="language-ts">const a = 1 &lt; 2;\n</code></pre>',
    );
  });

  it('decodes named and numeric character references', () => {
    expect(html('&copy; &notin; &#169; &#xA9; &amp;lt;')).toBe('<p>© ∉ © © &amp;lt;</p>');
  });

  it('writes raw HTML as text, inline and as a block', () => {
    expect(html('Before <script>alert(1)</script> after.\n\n<img src="x" onerror="alert(2)">')).toBe(
      '<p>Before &lt;script&gt;alert(1)&lt;/script&gt; after.</p>\n&lt;img src=&quot;x&quot; onerror=&quot;alert(2)&quot;&gt;',
    );
  });

  it('makes an h1 an h2, by # and by ===, and keeps the other ranks', () => {
    expect(html('# One #\n\nTwo\n===\n\nThree\n---\n\n### Four')).toBe(
      '<h2>One</h2>\n<h2>Two</h2>\n<h2>Three</h2>\n<h3>Four</h3>',
    );
  });

  it('writes an image as its description in plain text', () => {
    expect(html('See ![the *chart* of [fees](/fees) & <costs>](/chart.png "Chart").')).toBe(
      '<p>See the chart of fees &amp; &lt;costs&gt;.</p>',
    );
    expect(html('[![logo](/logo.png)](/about)')).toBe('<p><a href="/about">logo</a></p>');
  });

  it('links same-site paths to their page in the page’s locale', () => {
    expect(html('[Careers](/careers) [IR](/zh/#investor-relations)', { locale: 'zh-TW' })).toBe(
      '<p><a href="/zh-TW/careers">Careers</a> <a href="/zh-TW/#investor-relations">IR</a></p>',
    );
  });

  it('links a same-site file as itself, without the locale prefix the host does not serve', () => {
    expect(html('[Results (PDF)](/documents/announcements/results.pdf)', { locale: 'zh-TW' })).toBe(
      '<p><a href="/documents/announcements/results.pdf">Results (PDF)</a></p>',
    );
  });

  it('links same-site paths plainly, resolved against the site', () => {
    expect(html('[Careers](/careers?team=ir#open) [rel](careers) [abs](https://site.example/announcements)')).toBe(
      '<p><a href="/careers?team=ir#open">Careers</a> <a href="/careers">rel</a> <a href="/announcements">abs</a></p>',
    );
  });

  it('writes a same-site path that normalises to another host as text, never as href="//…"', () => {
    for (const href of ['/.//evil.example', '/zh//evil.example', '/a/../..//evil.example']) {
      expect(html(`[Go](${href})`, { locale: 'zh' }), href).toBe('<p>Go</p>');
    }
  });

  it('opens other sites in a new window with noopener noreferrer and a screen-reader note', () => {
    expect(html('[HKEXnews](https://www.hkexnews.hk "Official") and <https://example.com/a?b=1&c="2">')).toBe(
      `<p><a href="https://www.hkexnews.hk/" ${NEW_WINDOW}>HKEXnews ${NOTE}</a> and ` +
        `<a href="https://example.com/a?b=1&amp;c=%222%22" ${NEW_WINDOW}>https://example.com/a?b=1&amp;c=&quot;2&quot; ${NOTE}</a></p>`,
    );
  });

  it('leaves mail links to the mail client', () => {
    expect(html('[Write](mailto:ir@example.com) or <ir@example.com>')).toBe(
      '<p><a href="mailto:ir@example.com">Write</a> or <a href="mailto:ir@example.com">ir@example.com</a></p>',
    );
  });

  it('writes links that leave the site without a new-window target in kiosk mode', () => {
    expect(html('[Site](https://example.com) [Mail](mailto:ir@example.com) [Home](/)', { kiosk: true })).toBe(
      '<p><a href="https://example.com/">Site</a> <a href="mailto:ir@example.com">Mail</a> <a href="/">Home</a></p>',
    );
  });

  it('resolves reference links case-insensitively through their definitions', () => {
    expect(html('[Fees][FEE  table] and [fee table]\n\n[fee table]: /fees "Fees"')).toBe(
      '<p><a href="/fees">Fees</a> and <a href="/fees">fee table</a></p>\n',
    );
  });

  it.each([
    '[Open](javascript:alert(1))',
    '[Open](JavaScript:alert(1))',
    '[Open](&#106;avascript:alert(1))',
    '[Open](<java\tscript:alert(1)>)',
    '[Open](data:text/html,<script>alert(1)</script>)',
    '[Open](vbscript:msgbox)',
    '[Open](file:///etc/passwd)',
    '[Open](irc://irc.example.com)',
    '[Open]()',
    '[Open][x]\n\n[x]: javascript:alert(1)',
  ])('writes %j as its text, never a link', (markdown) => {
    expect(html(markdown)).not.toMatch(/<a[\s>]/);
    expect(html(markdown)).toContain('Open');
  });

  it('writes a javascript: autolink as text', () => {
    expect(html('<javascript:alert(1)>')).toBe('<p>javascript:alert(1)</p>');
  });

  it('encodes the screen-reader note', () => {
    expect(html('[a](https://example.com)', { newWindowNote: '<b>new</b>' })).toContain(
      '<span class="sr-only">(&lt;b&gt;new&lt;/b&gt;)</span>',
    );
  });
});
