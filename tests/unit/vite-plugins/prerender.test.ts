// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  APP_END_MARKER,
  APP_START_MARKER,
  outputFile,
  pageHtml,
  prerenderedPathOf,
  robots,
  searchDocument,
  sitemap,
  styleInliner,
} from '../../../vite-plugins/prerender';

describe('outputFile', () => {
  it('names the file static hosts and Vite preview serve for each URL', () => {
    expect(outputFile('/')).toBe('index.html');
    expect(outputFile('/zh/')).toBe('zh/index.html');
    expect(outputFile('/careers')).toBe('careers.html');
    expect(outputFile('/zh-TW/announcement/2026-a')).toBe('zh-TW/announcement/2026-a.html');
    expect(outputFile('/zh/404')).toBe('zh/404.html');
  });
});

describe('prerenderedPathOf', () => {
  it('names a page’s own path, and for a not-found page every path of its locale', () => {
    expect(prerenderedPathOf({ path: '/zh/careers', locale: 'zh' })).toBe('/zh/careers');
    expect(prerenderedPathOf({ path: '/404', locale: 'en', notFound: true })).toBe('/*');
    expect(prerenderedPathOf({ path: '/zh-TW/404', locale: 'zh-TW', notFound: true })).toBe('/zh-TW/*');
  });
});

describe('sitemap', () => {
  const xml = sitemap(
    [
      { path: '/careers', pagePath: '/careers' },
      { path: '/zh-TW/careers', pagePath: '/careers' },
      { path: '/zh-TW/404', pagePath: '/404', notFound: true },
      { path: '/search', pagePath: '/search', unlisted: true },
    ],
    'https://example.com',
  );

  it('lists every page but the not-found and unlisted ones once, with its absolute URL', () => {
    expect(xml.match(/<loc>/g)).toHaveLength(2);
    expect(xml).not.toContain('404');
    expect(xml).not.toContain('search');
    expect(xml).toContain('<loc>https://example.com/zh-TW/careers</loc>');
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/,
    );
  });

  it('names each page’s language versions and the default one', () => {
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="zh-Hans" href="https://example.com/zh/careers"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="zh-Hant" href="https://example.com/zh-TW/careers"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/careers"/>');
  });
});

describe('robots', () => {
  it('allows crawling and names the sitemap', () => {
    expect(robots('https://example.com')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: https://example.com/sitemap.xml\n',
    );
  });
});

describe('pageHtml', () => {
  const empty = { html: '', head: '', hydrationData: { loaderData: {}, actionData: null, errors: null } };
  const template = [
    '<!doctype html><html lang="en"><head>',
    '<script id="pre-paint">/* locale */</script>',
    '<title>Shell</title><meta name="description" content="Shell" />',
    '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-3.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    '</head><body><div id="root">',
    `${APP_START_MARKER}<div class="boot">Loading</div>${APP_END_MARKER}`,
    '</div></body></html>',
  ].join('');
  const html = pageHtml(
    template,
    { path: '/zh/careers', locale: 'zh' },
    {
      html: '<main><h1>加入我们</h1></main>',
      head: '<title>加入我们</title><link rel="canonical" href="https://example.com/zh/careers"/>',
      hydrationData: {
        loaderData: { careers: { title: '</script><script>alert(1)</script>' } },
        actionData: null,
        errors: null,
      },
    },
    { js: ['assets/careers-2.js', 'assets/index-1.js'], css: ['assets/careers-2.css', 'assets/index-1.css'] },
    '/',
    styleInliner(
      (file) => ({ 'assets/index-1.css': 'body{margin:0}', 'assets/careers-2.css': '.job{content:"</style>"}' })[file],
    ),
  );

  it('puts the rendered screen in #root, marked for hydration, instead of the loading step', () => {
    expect(html).toContain('<div id="root" data-prerendered><main><h1>加入我们</h1></main></div>');
    expect(html).not.toContain('Loading');
  });

  it('sets the locale and the screen’s own head in place of the shell’s', () => {
    expect(html).toContain('<html lang="zh">');
    expect(html).not.toContain('<title>Shell</title>');
    expect(html).not.toContain('content="Shell"');
    expect(html).toContain('<title>加入我们</title><link rel="canonical" href="https://example.com/zh/careers"/>');
  });

  it('inlines the shell’s and the route’s CSS once each', () => {
    expect(html).not.toContain('rel="stylesheet"');
    expect(html.match(/<style>body\{margin:0\}<\/style>/g)).toHaveLength(1);
    expect(html).toContain('<style>.job{content:"<\\/style>"}</style>');
  });

  it('hands the entry, its preloads and the route’s chunks to the pre-paint script instead of loading them from the head', () => {
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<script id="pre-paint" data-prerendered-path="/zh/careers" data-entry="/assets/index-1.js" data-preload="/assets/react-3.js /assets/careers-2.js">',
    );
  });

  it('writes the router’s data as inert JSON last in the body, where no text in it can close the element', () => {
    const data = /<script type="application\/json" id="router-hydration-data">(.*?)<\/script><\/body>/.exec(html)?.[1];
    expect(data).toBeDefined();
    expect(data).not.toContain('<');
    expect(JSON.parse(data ?? '')).toEqual({
      loaderData: { careers: { title: '</script><script>alert(1)</script>' } },
      actionData: null,
      errors: null,
    });
  });

  it('leaves the pre-paint scripts the only inline scripts that run', () => {
    const executable = [...html.matchAll(/<script(?![^>]*type="application\/json")[^>]*>/g)];
    expect(executable.map((match) => match[0])).toEqual([expect.stringContaining('id="pre-paint"')]);
  });

  /** An empty English page of `shell`, whose stylesheets are `css`. */
  const emptyPage = (shell: string, css: string | undefined) => () =>
    pageHtml(
      shell,
      { path: '/', locale: 'en' },
      empty,
      { js: [], css: [] },
      '/',
      styleInliner(() => css),
    );

  it('refuses a template without a module entry', () => {
    const shell = template.replace(/<script type="module"[^>]*><\/script>/, '');
    expect(emptyPage(shell, 'body{}')).toThrow('no module entry');
  });

  it('refuses CSS it cannot inline as it is', () => {
    const render = (css: string | undefined) => emptyPage(template, css);
    expect(render(undefined)).toThrow('No CSS for assets/index-1.css');
    expect(render('.hero{background:url(hero.png)}')).toThrow('relative url()');
    expect(render('.hero{background:url("/hero.png")}')).not.toThrow();
    expect(render('.hero{background:url(data:image/png;base64,AA)}')).not.toThrow();
  });
});

describe('styleInliner', () => {
  it('reads, checks and escapes each stylesheet once however many pages inline it', () => {
    const read: string[] = [];
    const inline = styleInliner((file) => {
      read.push(file);
      return '.a{content:"</style>"}';
    });
    for (let page = 0; page < 3; page += 1)
      expect(inline('assets/index-1.css')).toBe('<style>.a{content:"<\\/style>"}</style>');
    inline('assets/careers-2.css');
    expect(read).toEqual(['assets/index-1.css', 'assets/careers-2.css']);
  });

  it('refuses again a stylesheet it refused', () => {
    const inline = styleInliner(() => '.hero{background:url(hero.png)}');
    expect(() => inline('assets/index-1.css')).toThrow('relative url()');
    expect(() => inline('assets/index-1.css')).toThrow('relative url()');
  });
});

describe('searchDocument', () => {
  it('gives the search the page’s language, head and markup, and none of the CSS or data it ships', () => {
    const document = searchDocument(
      { locale: 'zh-TW' },
      { head: '<title>招聘</title>', html: '<header>選單</header><main><h1>招聘</h1></main>' },
    );
    expect(document).toBe(
      '<!doctype html><html lang="zh-TW"><head><title>招聘</title></head><body><header>選單</header><main><h1>招聘</h1></main></body></html>',
    );
  });
});
