// @vitest-environment node
/**
 * A prerendered page carries its content as written, whatever `$` patterns it holds: HKEX filings
 * state figures in HK$'000, and `$'`, `$&` and `` $` `` mean something to `String.replace`.
 */
import { describe, expect, it } from 'vitest';
import { APP_END_MARKER, APP_START_MARKER, pageHtml, styleInliner } from '../../../vite-plugins/prerender';

const TITLE = "Revenue in HK$'000 rose; $& and $` and $1 stay as typed";
const BODY = "Figures in HK$'000 ($& $` $$ $<name>).";

const template = [
  '<!doctype html><html lang="en"><head>',
  '<script id="pre-paint">/* locale */</script>',
  '<title>Shell</title><meta name="description" content="Shell" />',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '</head><body><div id="root">',
  `${APP_START_MARKER}<div class="boot">Loading</div>${APP_END_MARKER}`,
  '</div></body></html>',
].join('');

const hydrationData = {
  loaderData: { announcement: { title: TITLE, body: BODY } },
  actionData: null,
  errors: null,
};

const html = pageHtml(
  template,
  { path: '/announcement/2026-11-20-results', locale: 'en' },
  {
    html: `<main><h1>${TITLE}</h1><p>${BODY}</p></main>`,
    head: `<title>${TITLE}</title><meta name="description" content="${BODY}"/>`,
    hydrationData,
  },
  { js: [], css: ['assets/index-1.css', 'assets/announcement-2.css'] },
  '/',
  styleInliner((file) => `.${file.slice(7, -4)}::after{content:"$'"}`),
);

describe('pageHtml with replacement patterns in the content', () => {
  it('puts the title in <title> once, as written', () => {
    expect([...html.matchAll(/<title>(.*?)<\/title>/g)].map((match) => match[1])).toEqual([TITLE]);
    expect(html).toContain(`<meta name="description" content="${BODY}"/>`);
  });

  it('puts the markup in #root as written, once', () => {
    expect(html).toContain(`<div id="root" data-prerendered><main><h1>${TITLE}</h1><p>${BODY}</p></main></div>`);
    expect(html.split(TITLE)).toHaveLength(4); // <title>, <h1> and the router's data
  });

  it('writes the router’s data as JSON that reads back to the same data', () => {
    const data = /<script type="application\/json" id="router-hydration-data">(.*?)<\/script><\/body><\/html>$/.exec(
      html,
    )?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual(hydrationData);
  });

  it('inlines the shell’s and the route’s CSS holding a `$` as it is', () => {
    expect(html).toContain(`<style>.index-1::after{content:"$'"}</style>`);
    expect(html).toContain(`<style>.announcement-2::after{content:"$'"}</style>`);
  });

  it('is the template with exactly the page’s parts added', () => {
    expect(html.startsWith('<!doctype html><html lang="en"><head><script id="pre-paint" data-prerendered-path=')).toBe(
      true,
    );
    expect(html.match(/<html/g)).toHaveLength(1);
    expect(html.match(/<\/body>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });
});
