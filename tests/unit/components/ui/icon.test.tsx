import { render, screen } from '@testing-library/react';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Icon, ICON_NAMES } from '@/components/ui/icon';
import { useThemeStore } from '@/stores/theme-store';
import { buildAssetManifest } from '../../../../vite-plugins/asset-manifest';

const manifest = buildAssetManifest(path.resolve(__dirname, '../../../../public'));

describe('Icon', () => {
  it.each(ICON_NAMES)('%s exists for both themes', (name) => {
    for (const theme of ['light', 'dark'] as const) {
      expect(
        manifest[theme][`icons/${name}`] ?? manifest.common[`icons/${name}`],
        `${theme}/icons/${name}`,
      ).toBeDefined();
    }
  });

  it('draws the shape its files share once, in the colour the stylesheet gives it, and no image', () => {
    const { container } = render(<Icon name="copy" alt="Copy" />);
    expect(container.querySelector('img')).toBeNull();
    const svgs = container.querySelectorAll('[data-icon="copy"] svg');
    expect(svgs).toHaveLength(1);
    // The site's icon files differ only in their colours, so no theme or hover copy is drawn.
    expect(svgs[0]?.getAttribute('stroke')).toBe('currentColor');
    expect(container.querySelector('[data-theme]')).toBeNull();
  });

  it('is the same markup in every theme, so a change of theme renders nothing anew', () => {
    useThemeStore.setState({ theme: 'light' });
    const { container, rerender } = render(<Icon name="copy" alt="Copy" />);
    const light = container.innerHTML;
    useThemeStore.setState({ theme: 'dark' });
    rerender(<Icon name="copy" alt="Copy" />);
    expect(container.innerHTML).toBe(light);
  });

  it('names itself once with its alt text', () => {
    render(<Icon name="telegram" alt="Telegram" />);
    expect(screen.getAllByRole('img', { name: 'Telegram' })).toHaveLength(1);
  });

  it('without alt text is hidden from assistive technology', () => {
    const { container } = render(<Icon name="search" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect([...container.querySelectorAll('svg')].every((svg) => svg.getAttribute('aria-hidden') === 'true')).toBe(
      true,
    );
  });

  it('takes its size in CSS pixels and keeps its drawing to shapes', () => {
    const { container } = render(<Icon name="download" size={20} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '20');
    expect(svg).toHaveAttribute('height', '20');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(container.querySelector('script, style, use, image, foreignObject, [href]')).toBeNull();
  });

  it('cuts alt text to 100 characters', () => {
    render(<Icon name="check" alt={'x'.repeat(140)} />);
    for (const image of screen.getAllByRole('img')) expect(image.getAttribute('aria-label')).toHaveLength(100);
  });
});
