// @vitest-environment node
// Server rendering (prerendering with react-dom/server) runs in Node, without window or document.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { Markdown } from '@/components/ui/markdown';
import { i18n, initI18n } from '@/lib/i18n';

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('en');
});

describe('Markdown on the server', () => {
  it('renders to a string in Node, with same-site links relative and others in a new window', () => {
    const html = renderToString(
      <MemoryRouter>
        <Markdown>{'# Notice &copy;\n\n[Careers](/careers) [HKEXnews](https://www.hkexnews.hk) <b>bold</b>'}</Markdown>
      </MemoryRouter>,
    );
    expect(typeof window).toBe('undefined');
    expect(html).toContain('<h2>Notice ©</h2>');
    expect(html).toContain('<a href="/careers">Careers</a>');
    expect(html).toContain(
      '<a href="https://www.hkexnews.hk/" target="_blank" rel="noopener noreferrer">HKEXnews <span class="sr-only">(opens in a new window)</span></a>',
    );
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
  });
});
