import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Picture } from '@/components/ui/picture';
import { logger } from '@/lib/log';
import { useThemeStore } from '@/stores/theme-store';

const SIZES = '(min-width: 768px) 50vw, 100vw';

/** The candidates' URLs of a `srcset`, with their width descriptors checked. */
function candidates(srcSet: string | null): string[] {
  return (srcSet ?? '').split(', ').map((candidate) => {
    expect(candidate).toMatch(/^\S+ \d+w$/);
    return candidate.split(' ')[0] ?? '';
  });
}

describe('Picture', () => {
  it('draws a raster image as a picture: AVIF source, WebP srcset on the img, the original as src', () => {
    useThemeStore.setState({ theme: 'light' });
    const { container } = render(<Picture name="company" alt="Our office" width={1200} height={800} sizes={SIZES} />);
    const sources = container.querySelectorAll('picture > source');
    expect(sources).toHaveLength(1);
    const avif = sources[0];
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif).toHaveAttribute('sizes', SIZES);
    expect(candidates(avif?.getAttribute('srcset') ?? null)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/common\/company\.480w\.[0-9a-f]+\.avif$/)]),
    );
    const img = screen.getByRole('img', { name: 'Our office' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute('src', '/common/company.webp');
    expect(img).toHaveAttribute('sizes', SIZES);
    const webp = candidates(img.getAttribute('srcset'));
    expect(webp.every((url) => /^\/common\/company\.\d+w\.[0-9a-f]+\.webp$/.test(url))).toBe(true);
    expect(webp.length).toBeGreaterThan(1);
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
  });

  it('is lazy and decodes off the main thread by default, eager when asked', () => {
    const { rerender } = render(<Picture name="company" alt="Office" width={1200} height={800} sizes={SIZES} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).toHaveAttribute('decoding', 'async');
    rerender(<Picture name="company" alt="Office" width={1200} height={800} sizes={SIZES} loading="eager" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it('falls back to the standard 100vw when the caller gives no sizes', () => {
    const { container } = render(<Picture name="company" alt="" width={1200} height={800} />);
    expect(container.querySelector('source')).toHaveAttribute('sizes', '100vw');
  });

  it('draws an SVG as a plain img without srcset', () => {
    useThemeStore.setState({ theme: 'dark' });
    const { container } = render(<Picture name="logo" alt="Logo" width={220} height={48} />);
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'Logo' });
    expect(img).toHaveAttribute('src', '/dark/logo.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it("switches src and every srcset to the theme's folder when the theme changes", () => {
    useThemeStore.setState({ theme: 'light' });
    const { container, rerender } = render(<Picture name="home-bg" alt="" width={1920} height={1080} sizes="100vw" />);
    const urls = () => [
      container.querySelector('img')?.getAttribute('src') ?? '',
      ...candidates(container.querySelector('source')?.getAttribute('srcset') ?? null),
      ...candidates(container.querySelector('img')?.getAttribute('srcset') ?? null),
    ];
    expect(urls().every((url) => url.startsWith('/light/home-bg.'))).toBe(true);
    useThemeStore.setState({ theme: 'dark' });
    rerender(<Picture name="home-bg" alt="" width={1920} height={1080} sizes="100vw" />);
    expect(urls().every((url) => url.startsWith('/dark/home-bg.'))).toBe(true);
  });

  it('renders nothing and logs a debug warning for a missing name', () => {
    const debug = vi.spyOn(logger, 'debug');
    const { container } = render(<Picture name="team/nobody" alt="Nobody" width={480} height={600} />);
    expect(container).toBeEmptyDOMElement();
    expect(debug).toHaveBeenCalledWith(expect.stringContaining('team/nobody'));
  });
});
