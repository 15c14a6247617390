import { readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import path from 'node:path';
import {
  hasHoverVariant,
  resolveAsset,
  resolveImage,
  toSrcSet,
  truncateAlt,
  type AssetManifest,
} from '@/lib/assets/assets';
import { variantFile, variantsOf } from '@/lib/assets/asset-manifest';
import { logger } from '@/lib/log';

const manifest: AssetManifest = {
  common: {
    'about-us': {
      file: 'common/about-us.webp',
      width: 1200,
      height: 800,
      variants: { hash: 'h', widths: [480, 1200] },
    },
    'icons/check': { file: 'common/icons/check.svg' },
  },
  light: {
    logo: { file: 'light/logo.svg' },
    'icons/x': { file: 'light/icons/x.svg' },
    'icons/x-hover': { file: 'light/icons/x-hover.svg' },
    'home-bg': {
      file: 'light/home-bg.webp',
      width: 1920,
      height: 1080,
      variants: { hash: 'h', widths: [1920] },
    },
  },
  dark: { logo: { file: 'dark/logo.svg' }, 'icons/x': { file: 'dark/icons/x.svg' } },
};

describe('resolveAsset', () => {
  it("prefers the theme's folder and switches with the theme", () => {
    expect(resolveAsset('logo', 'light', manifest, '/')).toBe('/light/logo.svg');
    expect(resolveAsset('logo', 'dark', manifest, '/')).toBe('/dark/logo.svg');
  });

  it('falls back to common/', () => {
    expect(resolveAsset('about-us', 'dark', manifest, '/')).toBe('/common/about-us.webp');
  });

  it('prefixes the base path', () => {
    expect(resolveAsset('logo', 'light', manifest, './')).toBe('./light/logo.svg');
  });

  it('returns undefined and logs a debug warning for a missing name, without throwing', () => {
    const debug = vi.spyOn(logger, 'debug');
    expect(resolveAsset('team/nobody', 'light', manifest, '/')).toBeUndefined();
    expect(debug).toHaveBeenCalledWith(expect.stringContaining('team/nobody'));
  });
});

describe('resolveImage', () => {
  it('gives the original as src, a srcset per format narrowest first, and the intrinsic size', () => {
    expect(resolveImage('about-us', 'light', manifest, '/')).toEqual({
      src: '/common/about-us.webp',
      srcSet: {
        avif: '/common/about-us.480w.h.avif 480w, /common/about-us.1200w.h.avif 1200w',
        webp: '/common/about-us.480w.h.webp 480w, /common/about-us.1200w.h.webp 1200w',
      },
      width: 1200,
      height: 800,
    });
  });

  it("keeps src and every candidate in the theme's folder", () => {
    const image = resolveImage('home-bg', 'light', manifest, '/');
    expect(image?.src).toBe('/light/home-bg.webp');
    expect(image?.srcSet).toEqual({
      avif: '/light/home-bg.1920w.h.avif 1920w',
      webp: '/light/home-bg.1920w.h.webp 1920w',
    });
  });

  it('has no srcset for an SVG', () => {
    expect(resolveImage('logo', 'dark', manifest, './')).toEqual({
      src: './dark/logo.svg',
      srcSet: {},
      width: undefined,
      height: undefined,
    });
  });

  it('returns undefined and logs a debug warning for a missing name', () => {
    const debug = vi.spyOn(logger, 'debug');
    expect(resolveImage('team/nobody', 'dark', manifest, '/')).toBeUndefined();
    expect(debug).toHaveBeenCalledWith(expect.stringContaining('team/nobody'));
  });
});

describe('toSrcSet', () => {
  it('is empty when no variant has the format', () => {
    expect(toSrcSet([{ format: 'avif', width: 480, file: 'a.avif' }], 'webp', '/')).toBe('');
  });
});

describe('variantsOf', () => {
  it("names every format at every width in the original's folder, with the hash", () => {
    expect(variantsOf({ file: 'common/team/dr-a.jpeg', variants: { hash: 'f00', widths: [320, 480] } })).toEqual([
      { format: 'avif', width: 320, file: 'common/team/dr-a.320w.f00.avif' },
      { format: 'avif', width: 480, file: 'common/team/dr-a.480w.f00.avif' },
      { format: 'webp', width: 320, file: 'common/team/dr-a.320w.f00.webp' },
      { format: 'webp', width: 480, file: 'common/team/dr-a.480w.f00.webp' },
    ]);
  });

  it('lists none for an SVG', () => {
    expect(variantsOf({ file: 'light/logo.svg' })).toEqual([]);
  });
});

describe('variantFile', () => {
  it("keeps the original's folder and stem, adding width and hash", () => {
    expect(variantFile('light/home-bg.webp', 768, 'avif', 'abc123')).toBe('light/home-bg.768w.abc123.avif');
    expect(variantFile('common/v1.2/photo.png', 320, 'webp', 'f00')).toBe('common/v1.2/photo.320w.f00.webp');
  });
});

describe('hasHoverVariant', () => {
  it('finds a hover variant only where one exists', () => {
    expect(hasHoverVariant('icons/x', 'light', manifest)).toBe(true);
    expect(hasHoverVariant('icons/x', 'dark', manifest)).toBe(false);
    expect(hasHoverVariant('icons/check', 'light', manifest)).toBe(false);
  });
});

describe('truncateAlt', () => {
  it('cuts alt text to 100 characters', () => {
    expect(truncateAlt('a'.repeat(150))).toHaveLength(100);
    expect(truncateAlt('short')).toBe('short');
  });

  it('never splits a character made of two UTF-16 units', () => {
    const cut = truncateAlt('𝔸'.repeat(120));
    expect(Array.from(cut)).toHaveLength(100);
    expect(cut).toBe('𝔸'.repeat(100));
  });
});

describe('theme folders', () => {
  it('hold the same SVG files, so a prerendered page can point its icons at either before it paints', () => {
    const svgs = (theme: 'light' | 'dark') => {
      const root = path.resolve(import.meta.dirname, '../../../../public', theme);
      return readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.svg'))
        .map((file) => file.split(path.sep).join('/'))
        .sort();
    };
    expect(svgs('light').length).toBeGreaterThan(0);
    expect(svgs('dark')).toEqual(svgs('light'));
  });
});
