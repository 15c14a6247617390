import { describe, expect, it } from 'vitest';
import { snippetParts } from '@/features/search/pagefind';

describe('snippetParts', () => {
  it("splits Pagefind's excerpt into text and the matched words, as text", () => {
    expect(snippetParts('The <mark>Board</mark> of A &amp; B &lt;b&gt; said')).toEqual([
      { text: 'The ', match: false },
      { text: 'Board', match: true },
      { text: ' of A & B <b> said', match: false },
    ]);
  });

  it('never lets markup through', () => {
    const parts = snippetParts('<img src=x onerror=alert(1)><mark><b>董事</b></mark>');
    expect(parts).toEqual([{ text: '董事', match: true }]);
  });
});
