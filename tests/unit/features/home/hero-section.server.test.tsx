// @vitest-environment node
// Prerendering runs in Node: what React writes there is what a visitor's first request gets.
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  HERO_DESKTOP_MEDIA,
  HERO_DESKTOP_SIZES,
  HERO_MOBILE_MEDIA,
  HERO_MOBILE_SIZES,
  HeroSection,
} from '@/features/home/hero-section';
import { i18n, initI18n } from '@/lib/locale/i18n';

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('en');
});

async function renderHero(): Promise<string> {
  const { prelude } = await prerender(
    <MemoryRouter>
      <HeroSection />
    </MemoryRouter>,
  );
  return new Response(prelude).text();
}

/** The value of `name` in one tag's markup (React writes attributes double-quoted, `&` escaped). */
function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&');
}

describe('HeroSection when prerendered', () => {
  it('preloads the AVIF background for each media only, ahead of the markup, with high priority', async () => {
    const html = await renderHero();
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(2);
    expect(html.indexOf(preloads[1] ?? '')).toBeLessThan(html.indexOf('<section'));
    const [mobile, desktop] = preloads.map((tag) => ({
      media: attribute(tag, 'media'),
      sizes: attribute(tag, 'imageSizes'),
      type: attribute(tag, 'type'),
      priority: attribute(tag, 'fetchPriority'),
      srcSet: attribute(tag, 'imageSrcSet') ?? '',
      href: attribute(tag, 'href'),
    }));
    expect(mobile).toMatchObject({
      media: HERO_MOBILE_MEDIA,
      sizes: HERO_MOBILE_SIZES,
      type: 'image/avif',
      priority: 'high',
    });
    expect(mobile?.srcSet).toMatch(/^\/light\/home-bg-mobile\.\d+w\.[0-9a-f]+\.avif \d+w, /);
    expect(desktop).toMatchObject({
      media: HERO_DESKTOP_MEDIA,
      sizes: HERO_DESKTOP_SIZES,
      type: 'image/avif',
      priority: 'high',
    });
    expect(desktop?.srcSet).toMatch(/^\/light\/home-bg\.\d+w\.[0-9a-f]+\.avif \d+w, /);
    // React leaves out href beside imagesrcset: Safari would fetch it instead of the right candidate.
    expect(mobile?.href).toBeUndefined();
  });

  it('keeps art direction: portrait sources for phones first, in AVIF then WebP, then the landscape ones', async () => {
    const html = await renderHero();
    const sources = (html.match(/<source[^>]*>/g) ?? []).map((tag) => [
      attribute(tag, 'media'),
      attribute(tag, 'type'),
      attribute(tag, 'sizes'),
    ]);
    expect(sources).toEqual([
      [HERO_MOBILE_MEDIA, 'image/avif', HERO_MOBILE_SIZES],
      [HERO_MOBILE_MEDIA, 'image/webp', HERO_MOBILE_SIZES],
      [undefined, 'image/avif', HERO_DESKTOP_SIZES],
      [undefined, 'image/webp', HERO_DESKTOP_SIZES],
    ]);
    const img = /<img[^>]*>/.exec(html)?.[0] ?? '';
    expect(attribute(img, 'src')).toBe('/light/home-bg.webp');
    expect(attribute(img, 'fetchPriority')).toBe('high');
    expect(attribute(img, 'loading')).toBeUndefined();
  });
});
