import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DocumentList, orderByLanguage } from '@/components/ui/document-list';
import type { Attachment } from '@/lib/content/schemas';

const english: Attachment = { title: 'Filing (English, PDF)', url: '/documents/a.pdf', language: 'en' };
const traditional: Attachment = { title: 'Filing (Chinese, PDF)', url: '/documents/a-tc.pdf', language: 'zh-Hant' };
const simplified: Attachment = { title: 'Filing (Simplified, PDF)', url: '/documents/a-sc.pdf', language: 'zh-Hans' };
const untagged: Attachment = { title: 'Appendix (PDF)', url: '/documents/b.pdf' };

const urls = (attachments: Attachment[]) => attachments.map((attachment) => attachment.url);

describe('orderByLanguage', () => {
  it("lists the page's language first and keeps the order within a language", () => {
    const given = [traditional, simplified, english, untagged];
    expect(urls(orderByLanguage(given, 'en'))).toEqual(urls([english, untagged, traditional, simplified]));
    expect(urls(orderByLanguage(given, 'zh-TW'))).toEqual(urls([traditional, untagged, simplified, english]));
  });

  it('offers the Traditional Chinese filing before the English one on a Simplified Chinese page', () => {
    expect(urls(orderByLanguage([english, traditional], 'zh'))).toEqual(urls([traditional, english]));
  });
});

describe('DocumentList', () => {
  function renderList(path: string) {
    const router = createMemoryRouter(
      [{ path: '*', element: <DocumentList attachments={[english, traditional]} label="Documents" /> }],
      { initialEntries: [path] },
    );
    render(<RouterProvider router={router} />);
    return within(screen.getByRole('list', { name: 'Documents' })).getAllByRole('link');
  }

  it("names each document's language with hreflang, the page's language first", () => {
    const [first, second] = renderList('/zh-TW/announcements/a');
    expect(first).toHaveAttribute('href', '/documents/a-tc.pdf');
    expect(first).toHaveAttribute('hreflang', 'zh-Hant');
    expect(second).toHaveAttribute('hreflang', 'en');
  });

  it('keeps the English filing first on the English page', () => {
    expect(renderList('/announcements/a')[0]).toHaveAttribute('href', '/documents/a.pdf');
  });
});
