import { describe, expect, it, vi } from 'vitest';
import { hasHoverVariant, resolveAsset, truncateAlt, type AssetManifest } from '@/lib/assets';
import { logger } from '@/lib/log';

const manifest: AssetManifest = {
  common: { 'about-us': 'common/about-us.webp', 'icons/check': 'common/icons/check.svg' },
  light: { logo: 'light/logo.svg', 'icons/x': 'light/icons/x.svg', 'icons/x-hover': 'light/icons/x-hover.svg' },
  dark: { logo: 'dark/logo.svg', 'icons/x': 'dark/icons/x.svg' },
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
