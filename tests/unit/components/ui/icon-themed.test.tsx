import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Icon } from '@/components/ui/icon';
import type { SvgDrawing } from '@/lib/assets/asset-manifest';
import type * as Assets from '@/lib/assets/assets';
import { useThemeStore } from '@/stores/theme-store';

/** A drawing of `shape` painted `colour`, as the build reads an icon file. */
function drawing(shape: SvgDrawing, colour: string): SvgDrawing {
  return { tag: 'svg', attributes: { viewBox: '0 0 24 24', stroke: colour }, children: [shape] };
}

// Icons whose theme files are different shapes: the build cannot share one shape between them
// (`shareShapes`, vite-plugins/asset-manifest.ts), so each theme's files are drawn.
const circle: SvgDrawing = { tag: 'circle', attributes: { cx: '12', cy: '12', r: '4' }, children: [] };
const square: SvgDrawing = { tag: 'rect', attributes: { x: '8', y: '8', width: '8', height: '8' }, children: [] };
const DRAWINGS: Record<string, SvgDrawing> = {
  'light/icons/telegram': drawing(circle, '#111111'),
  'light/icons/telegram-hover': drawing(circle, '#222222'),
  'dark/icons/telegram': drawing(square, '#eeeeee'),
  'dark/icons/telegram-hover': drawing(square, '#dddddd'),
};
vi.mock('virtual:icon-drawings', () => ({ default: {} }));
vi.mock('@/lib/assets/assets', async (importOriginal) => ({
  ...(await importOriginal<typeof Assets>()),
  resolveDrawing: (name: string, theme: string) => DRAWINGS[`${theme}/${name}`],
  hasHoverVariant: () => true,
}));

describe('Icon, when its theme files are different shapes', () => {
  it("draws each theme's files, each marked with its theme, with their own colours", () => {
    const { container } = render(<Icon name="telegram" alt="Telegram" />);
    expect(container.querySelector('img')).toBeNull();
    const themes = [...container.querySelectorAll('[data-icon="telegram"] > [data-theme]')];
    expect(themes.map((span) => span.getAttribute('data-theme'))).toEqual(['light', 'dark']);
    expect(themes.map((span) => [...span.querySelectorAll('svg')].map((svg) => svg.getAttribute('stroke')))).toEqual([
      ['#111111', '#222222'],
      ['#eeeeee', '#dddddd'],
    ]);
  });

  it('names itself with its alt text, once per theme, and hides its hover drawing from assistive technology', () => {
    const { container } = render(<Icon name="telegram" alt="Telegram" />);
    expect(screen.getAllByRole('img', { name: 'Telegram' })).toHaveLength(2);
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
  });

  it('is the same markup in every theme', () => {
    useThemeStore.setState({ theme: 'light' });
    const { container, rerender } = render(<Icon name="telegram" />);
    const light = container.innerHTML;
    useThemeStore.setState({ theme: 'dark' });
    rerender(<Icon name="telegram" />);
    expect(container.innerHTML).toBe(light);
  });
});
