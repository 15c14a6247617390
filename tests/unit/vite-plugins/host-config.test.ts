// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getTransformedRoutes, type Route } from '@vercel/routing-utils';
import { parseAllRedirects } from 'netlify-redirect-parser';
import { cmsApiOrigins } from '../../../vite-plugins/cms';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { apiOnlyPrefix } from '@/config/routes';
import {
  ADMIN_PREFIX,
  adminHeaders,
  cmsHostFiles,
  headersFile,
  hostRules,
  IMMUTABLE,
  nginxConfig,
  redirectsFile,
  REVALIDATE,
  siteOverrides,
  vercelConfig,
  writeHostConfig,
} from '../../../vite-plugins/host-config';
import type { PrerenderPage } from '../../../src/app/prerender-contract';
import { CRAFTED_PATHS, leavesSite, REPORTED_PATHS } from '../../e2e/deploy/crafted-paths';

const page = (pagePath: string, locale: PrerenderPage['locale'], notFound = false): PrerenderPage => ({
  path: locale === 'en' ? pagePath : `/${locale}${pagePath === '/' ? '/' : pagePath}`,
  pagePath,
  locale,
  module: 'src/app/routes/home.tsx',
  ...(notFound ? { notFound } : {}),
});
const PAGES = (['en', 'zh', 'zh-TW'] as const).flatMap((locale) => [
  page('/', locale),
  page('/careers', locale),
  page('/announcement/2026-a', locale),
  page('/404', locale, true),
]);
const FILES = ['/assets/index-1.js', '/light/home-bg.768w.0123456789.avif', '/light/home-bg.webp', '/config.json'];
const rules = hostRules(PAGES, FILES, "default-src 'none'");

/** What `$site_redirect` gives for `urlPath`: the first matching rule's target, as nginx's map does. */
function redirect(urlPath: string): string | undefined {
  for (const [pattern, target] of rules.redirects) {
    const match = new RegExp(pattern).exec(urlPath);
    if (match) return target.replace('$1', match[1] ?? '');
  }
  return undefined;
}

const SITE = 'https://www.example.com';

/**
 * The path nginx matches for the request target `target` (`$uri`): percent-decoded, with `.` and
 * `..` segments resolved and runs of slashes merged (nginx's `merge_slashes on`, the default).
 */
function nginxUri(target: string): string {
  const decoded = target.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
  const segments: string[] = [];
  for (const segment of decoded.replace(/\/+/g, '/').split('/').slice(1)) {
    if (segment === '..') segments.pop();
    else if (segment !== '.') segments.push(segment);
  }
  const uri = `/${segments.join('/')}`;
  return /\/\.{0,2}$/.test(decoded) && !uri.endsWith('/') ? `${uri}/` : uri;
}

describe('hostRules', () => {
  it('sends every visitor of another spelling to the page’s one URL, and leaves the URLs themselves alone', () => {
    expect(redirect('/zh')).toBe('/zh/');
    expect(redirect('/zh-TW')).toBe('/zh-TW/');
    expect(redirect('/careers/')).toBe('/careers');
    expect(redirect('/zh/investors/reports//')).toBe('/zh/investors/reports');
    expect(redirect('/careers.html')).toBe('/careers');
    expect(redirect('/index.html')).toBe('/');
    expect(redirect('/zh-TW/index.html')).toBe('/zh-TW/');
    for (const url of ['/', '/zh/', '/zh-TW/', '/careers', '/zh/careers', '/404.html', '/zh-TW/404.html', '/zhx'])
      expect(redirect(url), url).toBeUndefined();
  });

  it('never redirects a crafted path to another host: the reported ones get the not-found page', () => {
    for (const target of REPORTED_PATHS) expect(redirect(nginxUri(target)), target).toBeUndefined();
    const redirected = CRAFTED_PATHS.flatMap((target) => {
      const location = redirect(nginxUri(target));
      return location === undefined ? [] : [[target, location] as const];
    });
    // Some crafted paths are a page's other spelling once nginx has merged their slashes.
    expect(redirected).toContainEqual(['/%2F%2Fevil.example/', '/evil.example']);
    for (const [target, location] of redirected)
      expect(leavesSite(location, SITE), `${target} → ${location}`).toBe(false);
  });

  it('gives an API-only announcement its locale’s home page and any other unknown path its not-found page', () => {
    expect(rules.fallbacks).toEqual([
      { prefix: '/announcement/', page: '/index.html' },
      { prefix: '/zh/announcement/', page: '/zh/index.html' },
      { prefix: '/zh-TW/announcement/', page: '/zh-TW/index.html' },
    ]);
    expect(rules.notFound).toEqual([
      { prefix: '/zh-TW/', page: '/zh-TW/404.html' },
      { prefix: '/zh/', page: '/zh/404.html' },
      { prefix: '/', page: '/404.html' },
    ]);
  });

  it('matches the announcement route the app links to', () => {
    expect(apiOnlyPrefix(paths.announcement('2026-03-31-annual-results'))).toBe('/announcement/');
    expect(apiOnlyPrefix(paths.careers())).toBeUndefined();
  });

  it('caches hashed files for a year and names the pages to revalidate', () => {
    expect(rules.hashed.suffixFiles).toEqual(['/light/home-bg.768w.0123456789.avif']);
    expect(rules.pages).toEqual(['/', '/announcement/2026-a', '/careers', '/zh-TW/*', '/zh/*']);
  });

  it('refuses a header value a host file could not carry', () => {
    expect(() => hostRules(PAGES, FILES, 'script-src "x"')).toThrow('Content-Security-Policy');
    expect(() => hostRules(PAGES, FILES, 'script-src $x')).toThrow('Content-Security-Policy');
  });
});

describe('nginxConfig', () => {
  const conf = nginxConfig(rules);

  it('sends every header on every response, errors included', () => {
    expect(conf).toContain(`add_header Content-Security-Policy "default-src 'none'" always;`);
    expect(conf).toContain('add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;');
    expect(conf).toContain('add_header Cache-Control $site_cache_control always;');
  });

  it('writes the maps deploy/nginx.conf reads, worked out again after an internal redirect', () => {
    for (const name of ['site_redirect', 'site_fallback', 'site_not_found', 'site_private', 'site_cache_control']) {
      expect(conf).toMatch(new RegExp(`map \\$uri \\$${name} \\{\\n  volatile;`));
    }
    expect(conf).toContain(`"~^/assets/" "${IMMUTABLE}";`);
    expect(conf).toContain(`default "${REVALIDATE}";`);
    expect(conf).toContain('"~^/zh/announcement/[^/]+$" "/zh/index.html";');
    // nginx reads `\\` in a quoted string as one backslash.
    expect(conf).toContain('"~^(/(?:[A-Za-z0-9._~-]+/)*)index\\\\.html$" "$1";');
  });
});

describe('the Netlify and Cloudflare Pages files', () => {
  it('never sets one header twice on a path, which both hosts would join', () => {
    const blocks = headersFile(rules)
      .split('\n')
      .filter((line) => line.startsWith('/'));
    expect(new Set(blocks).size).toBe(blocks.length);
    const cached = headersFile(rules)
      .split(/\n(?=\/)/)
      .filter((block) => block.includes('Cache-Control'));
    expect(cached.map((block) => block.split('\n')[0])).toEqual([
      '/assets/*',
      '/light/home-bg.768w.0123456789.avif',
      '/',
      '/announcement/2026-a',
      '/careers',
      '/zh-TW/*',
      '/zh/*',
      '/announcement/*',
      '/zh/announcement/*',
      '/zh-TW/announcement/*',
      '/config.json',
      '/feeds/*',
      '/calendar/*',
      '/downloads/*',
      '/sitemap.xml',
    ]);
  });

  it('rewrites the API-only routes, then answers the rest with the locale’s not-found page', () => {
    expect(redirectsFile(rules).split('\n').slice(1, -1)).toEqual([
      '/announcement/*  /index.html  200',
      '/zh/announcement/*  /zh/index.html  200',
      '/zh-TW/announcement/*  /zh-TW/index.html  200',
      '/zh-TW/*  /zh-TW/404.html  404',
      '/zh/*  /zh/404.html  404',
      '/*  /404.html  404',
    ]);
  });
});

describe('vercelConfig', () => {
  const config = JSON.parse(vercelConfig(rules)) as {
    cleanUrls: boolean;
    headers: { source: string; headers: { key: string; value: string }[] }[];
    rewrites: { source: string; destination: string }[];
  };
  // The routes Vercel compiles the file to, with Vercel's own compiler.
  const { routes, error } = getTransformedRoutes(config);
  const beforeFiles = (routes ?? []).slice(
    0,
    (routes ?? []).findIndex((route) => 'handle' in route),
  );

  /** The `Location` Vercel's routes answer `urlPath` with, if any (groups by number or name). */
  function vercelRedirect(urlPath: string): string | undefined {
    for (const route of beforeFiles as Extract<Route, { src: string }>[]) {
      const location = route.headers?.Location;
      const match = new RegExp(route.src).exec(urlPath);
      if (!match || location === undefined) continue;
      return location.replace(/\$(\d+|[A-Za-z]\w*)/g, (_, group: string) =>
        /^\d+$/.test(group) ? (match[Number(group)] ?? '') : (match.groups?.[group] ?? ''),
      );
    }
    return undefined;
  }

  it('compiles with Vercel’s own route compiler: headers, redirects, then the pretty URLs and the rewrites', () => {
    expect(error).toBeNull();
    expect(config.cleanUrls).toBe(false);
    expect(config.headers[0]?.headers.map((header) => header.key)).toContain('Content-Security-Policy');
    expect(config.headers.slice(1).map((rule) => rule.source)).toEqual([
      '/assets/(.*)',
      '/(.*\\.\\d+w\\.[0-9a-f]{10}\\.(?:avif|webp))',
    ]);
    expect(config.rewrites[0]?.source).toMatch(/^\/:path\(/);
    expect(config.rewrites[0]?.destination).toBe('/:path.html');
    expect(config.rewrites).toContainEqual({ source: '/zh/announcement/:id', destination: '/zh/index.html' });
  });

  it('redirects the same spellings as nginx, to the same URLs', () => {
    for (const url of [
      '/zh',
      '/zh-TW',
      '/careers/',
      '/zh/investors/reports/',
      '/careers.html',
      '/index.html',
      '/zh-TW/index.html',
      '/zh/careers.html',
    ])
      expect(vercelRedirect(url), url).toBe(redirect(url));
    for (const url of ['/', '/zh/', '/zh-TW/', '/careers', '/zh/careers', '/404.html', '/zh-TW/404.html', '/zhx'])
      expect(vercelRedirect(url), url).toBeUndefined();
  });

  it('never redirects a crafted path to another host, matched encoded or decoded', () => {
    for (const target of CRAFTED_PATHS) {
      for (const form of [target, nginxUri(target)]) {
        const location = vercelRedirect(form);
        if (location !== undefined) expect(leavesSite(location, SITE), `${form} → ${location}`).toBe(false);
      }
    }
    for (const target of REPORTED_PATHS) expect(vercelRedirect(nginxUri(target)), target).toBeUndefined();
  });
});

describe('the Netlify and Cloudflare Pages redirects', () => {
  let dir = '';
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('parse with Netlify’s own parser, and none answers with a redirect: every rule is a rewrite or a 404', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'redirects-'));
    const file = path.join(dir, '_redirects');
    await writeFile(file, redirectsFile(rules));
    const { redirects, errors } = await parseAllRedirects({
      redirectsFiles: [file],
      configRedirects: [],
      minimal: true,
    });
    expect(errors).toEqual([]);
    expect(redirects).toHaveLength(6);
    // The parser's rule (netlify-redirect-parser's `normalize.js`): where from, where to, which status.
    for (const rule of redirects as { from: string; to: string; status: number }[])
      expect([200, 404], `${rule.from} → ${rule.to}`).toContain(rule.status);
  });
});

describe('the CMS page’s headers', () => {
  const admin = adminHeaders(['https://api.github.com']);
  const withAdmin = hostRules(PAGES, FILES, "default-src 'none'", [{ prefix: ADMIN_PREFIX, headers: admin }]);
  const adminPolicy = admin.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';

  it('allow what Decap CMS needs and the git host’s API, and nothing the site’s pages get', () => {
    expect(adminPolicy).toContain("script-src 'self' 'unsafe-eval'");
    expect(adminPolicy).toContain("style-src 'self' 'unsafe-inline'");
    expect(adminPolicy).toContain("connect-src 'self' https://api.github.com");
    // Framed only by its own origin: the preview pane shows admin/preview.html.
    expect(adminPolicy).toContain("frame-ancestors 'self'");
    expect(admin).toContainEqual(['X-Frame-Options', 'SAMEORIGIN']);
    expect(withAdmin.headers.find(([name]) => name === 'Content-Security-Policy')?.[1]).toBe("default-src 'none'");
  });

  it('take the git host’s API from the CMS configuration', async () => {
    expect(await cmsApiOrigins(path.resolve(import.meta.dirname, '../../../admin/config.yml'))).toEqual([
      'https://api.github.com',
    ]);
  });

  it('replace the site’s under /admin/ in nginx, and leave every other path the site’s', () => {
    const conf = nginxConfig(withAdmin);
    const csp =
      /map \$uri \$(site_header_\d+) \{\n {2}volatile;\n {2}"~\^\/admin\/" "([^"]+)";\n {2}default "default-src 'none'";\n\}/.exec(
        conf,
      );
    expect(csp?.[2]).toBe(adminPolicy);
    expect(conf).toContain(`add_header Content-Security-Policy $${csp?.[1]} always;`);
    // A header only the CMS page has is empty, so not sent, anywhere else.
    expect(conf).toMatch(/"~\^\/admin\/" "noindex, nofollow";\n {2}default "";/);
    expect(conf).toContain('add_header X-Content-Type-Options "nosniff" always;');
  });

  it('replace the site’s under /admin/* on Cloudflare Pages (detached first) and Netlify (the later rule)', () => {
    const file = headersFile(withAdmin);
    expect(file.indexOf('/admin/*')).toBeGreaterThan(file.indexOf('/*\n'));
    expect(file).toContain(
      `/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: ${adminPolicy}\n  ! X-Frame-Options\n  X-Frame-Options: SAMEORIGIN\n  ! Cross-Origin-Opener-Policy\n  Cross-Origin-Opener-Policy: same-origin-allow-popups\n  X-Robots-Tag: noindex, nofollow\n`,
    );
  });

  it('replace the site’s under /admin/ on Vercel, whose later header rule wins', () => {
    const { routes } = getTransformedRoutes(
      JSON.parse(vercelConfig(withAdmin)) as Parameters<typeof getTransformedRoutes>[0],
    );
    const headersFor = (urlPath: string) =>
      Object.assign(
        {},
        ...(routes ?? [])
          .filter((route): route is Extract<Route, { src: string }> => 'src' in route)
          .filter((route) => route.continue === true && new RegExp(route.src).test(urlPath))
          .map((route) => route.headers ?? {}),
      ) as Record<string, string>;
    expect(headersFor('/admin/')['Content-Security-Policy']).toBe(adminPolicy);
    expect(headersFor('/careers')['Content-Security-Policy']).toBe("default-src 'none'");
  });
});

/** The headers Vercel sends for `urlPath`, from the routes its own compiler makes of `config`. */
function vercelHeaders(config: string, urlPath: string): Record<string, string> {
  const { routes } = getTransformedRoutes(JSON.parse(config) as Parameters<typeof getTransformedRoutes>[0]);
  return Object.assign(
    {},
    ...(routes ?? [])
      .filter((route): route is Extract<Route, { src: string }> => 'src' in route)
      .filter((route) => route.continue === true && new RegExp(route.src).test(urlPath))
      .map((route) => route.headers ?? {}),
  ) as Record<string, string>;
}

describe('the uploads’ headers, under /documents/', () => {
  const withCms = hostRules(PAGES, FILES, "default-src 'none'", siteOverrides(['https://api.github.com']));
  const cmsElsewhere = hostRules(PAGES, FILES, "default-src 'none'", siteOverrides(undefined));

  it('sandbox every upload and forbid sniffing, in nginx', () => {
    for (const rules of [withCms, cmsElsewhere]) {
      const conf = nginxConfig(rules);
      expect(conf).toMatch(/"~\^\/documents\/" "sandbox";\n {2}default "default-src 'none'";/);
      expect(conf).toContain('add_header X-Content-Type-Options "nosniff" always;');
    }
  });

  it('sandbox every upload on Cloudflare Pages and Netlify, detaching the site’s policy first', () => {
    expect(headersFile(withCms)).toContain(
      '/documents/*\n  ! Content-Security-Policy\n  Content-Security-Policy: sandbox\n  ! X-Content-Type-Options\n  X-Content-Type-Options: nosniff\n',
    );
  });

  it('sandbox every upload on Vercel, and leave the pages the site’s policy', () => {
    const config = vercelConfig(withCms);
    expect(vercelHeaders(config, '/documents/announcements/a.pdf')).toMatchObject({
      'Content-Security-Policy': 'sandbox',
      'X-Content-Type-Options': 'nosniff',
    });
    expect(vercelHeaders(config, '/careers')['Content-Security-Policy']).toBe("default-src 'none'");
  });

  it('is no page folder: /documents is not redirected to /documents/, while /admin is', () => {
    const target = (urlPath: string) =>
      withCms.redirects.flatMap(([pattern, to]) => {
        const match = new RegExp(pattern).exec(urlPath);
        return match ? [to.replace('$1', match[1] ?? '')] : [];
      })[0];
    expect(target('/documents')).toBeUndefined();
    expect(target('/admin')).toBe('/admin/');
  });

  it('leaves /admin/ the site’s policy when the CMS has an origin of its own', () => {
    expect(cmsElsewhere.overrides.map((override) => override.prefix)).toEqual(['/content/', '/documents/']);
    expect(withCms.overrides.map((override) => override.prefix)).toEqual([ADMIN_PREFIX, '/content/', '/documents/']);
    expect(nginxConfig(cmsElsewhere)).not.toContain('unsafe-eval');
  });
});

describe('the published content files’ headers, under /content/', () => {
  const rules = hostRules(PAGES, FILES, "default-src 'none'", siteOverrides(['https://api.github.com']));

  it('let any origin read them (a kiosk at app://site) in nginx, and no other path', () => {
    const conf = nginxConfig(rules);
    expect(conf).toMatch(/"~\^\/content\/" "\*";\n {2}default "";/);
    expect(conf).toMatch(/add_header Access-Control-Allow-Origin \$site_header_\d+ always;/);
  });

  it('let any origin read them on Cloudflare Pages and Netlify, under /content/* only', () => {
    const file = headersFile(rules);
    expect(file).toContain('/content/*\n  Access-Control-Allow-Origin: *\n');
    expect(file.match(/Access-Control-Allow-Origin/g)).toHaveLength(1);
  });

  it('let any origin read them on Vercel, and leave pages, uploads and the CMS without CORS', () => {
    const config = vercelConfig(rules);
    expect(vercelHeaders(config, '/content/en/announcements.json')['Access-Control-Allow-Origin']).toBe('*');
    for (const other of ['/careers', '/documents/announcements/a.pdf', '/admin/', '/content', '/zh/content/x'])
      expect(vercelHeaders(config, other)['Access-Control-Allow-Origin'], other).toBeUndefined();
  });

  it('stay revalidated, so a kiosk sees a publish at its next refresh', () => {
    expect(nginxConfig(rules)).toMatch(/map \$uri \$site_cache_control \{\n(?: {2}.*\n)*? {2}default "no-cache";/);
    expect(vercelHeaders(vercelConfig(rules), '/content/en/careers.json')['Cache-Control']).toBeUndefined();
  });
});

describe('the CMS’s own deployable', () => {
  const files = cmsHostFiles(['https://api.github.com']);
  const policy = adminHeaders(['https://api.github.com'])[0]?.[1] ?? '';

  it('sends the CMS’s policy and the site’s other security headers on every response, on Pages and Netlify', () => {
    const headers = files.get('_headers') ?? '';
    expect(headers).toMatch(/^\/\*$/m);
    for (const line of [
      `Content-Security-Policy: ${policy}`,
      'Cross-Origin-Opener-Policy: same-origin-allow-popups',
      'X-Robots-Tag: noindex, nofollow',
      'Strict-Transport-Security: max-age=63072000; includeSubDomains',
      'X-Content-Type-Options: nosniff',
      'X-Frame-Options: SAMEORIGIN',
      `Cache-Control: ${REVALIDATE}`,
    ])
      expect(headers).toContain(`  ${line}\n`);
    expect(headers.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(headers.match(/Cross-Origin-Opener-Policy/g)).toHaveLength(1);
  });

  it('writes the same headers for nginx’s server block and for Vercel', () => {
    const nginx = files.get('_nginx.conf') ?? '';
    expect(nginx).toContain(`add_header Content-Security-Policy "${policy}" always;`);
    expect(nginx).not.toMatch(/^map /m);
    expect(vercelHeaders(files.get('vercel.json') ?? '', '/config.yml')).toMatchObject({
      'Content-Security-Policy': policy,
      'X-Frame-Options': 'SAMEORIGIN',
    });
  });

  it('turns search engines away', () => {
    expect(files.get('robots.txt')).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('writeHostConfig', () => {
  let dir = '';
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function build(pages: Record<string, string>, config = '{}') {
    dir = await mkdtemp(path.join(tmpdir(), 'host-config-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets', 'index-1.js'), '');
    await writeFile(path.join(dir, 'config.json'), config);
    for (const [file, html] of Object.entries(pages)) await writeFile(path.join(dir, file), html);
  }
  const html = (data: string) =>
    `<script id="pre-paint">locale()</script><script>theme()</script><style>p{}</style><script type="application/json">${data}</script>`;

  it('writes every host’s files with a policy for the pages’ inline code and the origins the build calls', async () => {
    await build(
      { 'index.html': html('{"a":1}'), 'careers.html': html('{"b":2}') },
      '{"apiBaseUrl":"https://api.example.com/v1"}',
    );
    await writeHostConfig(dir, [page('/', 'en'), page('/careers', 'en')], {
      stockQuoteUrl: 'https://quotes.example.net/q.json',
    });
    const conf = await readFile(path.join(dir, '_nginx.conf'), 'utf8');
    const policy = /Content-Security-Policy "([^"]+)"/.exec(conf)?.[1] ?? '';
    expect(policy.match(/'sha256-/g)).toHaveLength(3);
    expect(policy).toContain("connect-src 'self' https://api.example.com https://quotes.example.net");
    for (const file of ['_headers', '_redirects'])
      expect(await readFile(path.join(dir, file), 'utf8')).toContain('Written by the build');
    expect(JSON.parse(await readFile(path.join(dir, 'vercel.json'), 'utf8'))).toMatchObject({ cleanUrls: false });
    expect(await readFile(path.join(dir, '_headers'), 'utf8')).toContain(`Content-Security-Policy: ${policy}`);
  });

  it('stops the build when pages carry their own inline scripts, which no short policy could allow', async () => {
    await build({
      'index.html': `${html('')}<script>one()</script>`,
      'careers.html': `${html('')}<script>two()</script>`,
    });
    await expect(writeHostConfig(dir, [page('/', 'en')], {})).rejects.toThrow('4 different inline scripts');
  });
});
