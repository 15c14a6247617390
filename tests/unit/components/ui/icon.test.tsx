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

  it("draws each theme's file inline, each marked with its theme, and no image", () => {
    const { container } = render(<Icon name="copy" alt="Copy" />);
    expect(container.querySelector('img')).toBeNull();
    const themes = [...container.querySelectorAll('[data-icon="copy"] > [data-theme]')];
    expect(themes.map((span) => span.getAttribute('data-theme'))).toEqual(['light', 'dark']);
    // The files differ only in their colours: each theme's drawing carries its own file's.
    const strokes = themes.map((span) => span.querySelector('svg')?.getAttribute('stroke'));
    expect(strokes).toEqual([expect.stringMatching(/^#[0-9a-f]{6}$/i), expect.stringMatching(/^#[0-9a-f]{6}$/i)]);
    expect(strokes[0]).not.toBe(strokes[1]);
  });

  it('is the same markup in every theme, so a change of theme renders nothing anew', () => {
    useThemeStore.setState({ theme: 'light' });
    const { container, rerender } = render(<Icon name="copy" alt="Copy" />);
    const light = container.innerHTML;
    useThemeStore.setState({ theme: 'dark' });
    rerender(<Icon name="copy" alt="Copy" />);
    expect(container.innerHTML).toBe(light);
  });

  it('names itself with its alt text, once per theme, and hides its hover variant from assistive technology', () => {
    const { container } = render(<Icon name="telegram" alt="Telegram" />);
    expect(screen.getAllByRole('img', { name: 'Telegram' })).toHaveLength(2);
    const hovers = container.querySelectorAll('svg[aria-hidden="true"]');
    expect(hovers).toHaveLength(2);
    // The hover variant is the same shape in another colour.
    const [base, hover] = container.querySelectorAll('[data-theme="light"] svg');
    expect(hover?.innerHTML).toBe(base?.innerHTML);
    expect(hover?.getAttribute('stroke')).not.toBe(base?.getAttribute('stroke'));
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
