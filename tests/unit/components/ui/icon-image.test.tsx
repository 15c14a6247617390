import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EagerIcons, Icon } from '@/components/ui/icon';
import type * as Assets from '@/lib/assets/assets';
import { useThemeStore } from '@/stores/theme-store';

// An icon whose SVG the build could not read as a drawing (vite-plugins/svg-drawing.ts) is an image.
vi.mock('virtual:icon-drawings', () => ({ default: {} }));
vi.mock('@/lib/assets/assets', async (importOriginal) => ({
  ...(await importOriginal<typeof Assets>()),
  resolveDrawing: () => undefined,
}));

describe('Icon, when its file cannot be drawn inline', () => {
  it("switches to the theme's file when the theme changes", () => {
    useThemeStore.setState({ theme: 'light' });
    const { rerender } = render(<Icon name="copy" alt="Copy" />);
    expect(screen.getByAltText('Copy')).toHaveAttribute('src', expect.stringContaining('light/icons/copy'));
    useThemeStore.setState({ theme: 'dark' });
    rerender(<Icon name="copy" alt="Copy" />);
    expect(screen.getByAltText('Copy')).toHaveAttribute('src', expect.stringContaining('dark/icons/copy'));
  });

  it('renders its hover variant beside it when one exists', () => {
    useThemeStore.setState({ theme: 'light' });
    const { container } = render(<Icon name="telegram" />);
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual([
      expect.stringContaining('icons/telegram.svg'),
      expect.stringContaining('icons/telegram-hover.svg'),
    ]);
  });

  it('loads lazily, but with the page inside EagerIcons; a hover variant always lazily', () => {
    useThemeStore.setState({ theme: 'light' });
    render(
      <>
        <Icon name="copy" alt="Copy" />
        <EagerIcons>
          <Icon name="search" alt="Search" />
          <Icon name="telegram" alt="Telegram" />
        </EagerIcons>
      </>,
    );
    expect(screen.getByAltText('Copy')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByAltText('Search')).toHaveAttribute('loading', 'eager');
    const telegram = screen.getByAltText('Telegram');
    expect(telegram).toHaveAttribute('loading', 'eager');
    expect(telegram.nextElementSibling).toHaveAttribute('loading', 'lazy');
  });

  it('cuts alt text to 100 characters', () => {
    render(<Icon name="check" alt={'x'.repeat(140)} />);
    expect(screen.getByRole('img').getAttribute('alt')).toHaveLength(100);
  });
});
