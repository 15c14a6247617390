import { describe, expect, it, vi } from 'vitest';
import { NEW_WINDOW_FEATURES, openLink } from '@/lib/links';

function fakeWindow() {
  return {
    location: { origin: 'https://www.example.com', href: 'https://www.example.com/' },
    open: vi.fn(),
  } as unknown as Window & { open: ReturnType<typeof vi.fn> };
}

describe('openLink', () => {
  it('routes a same-site path through the router in the same window', () => {
    const win = fakeWindow();
    const navigate = vi.fn();
    openLink('/announcements?category=industry-policy', navigate, win);
    expect(navigate).toHaveBeenCalledWith('/announcements?category=industry-policy');
    expect(win.open).not.toHaveBeenCalled();
  });

  it('opens another site in a new window with noopener,noreferrer', () => {
    const win = fakeWindow();
    const navigate = vi.fn();
    openLink('https://medium.com/@group', navigate, win);
    expect(win.open).toHaveBeenCalledWith('https://medium.com/@group', '_blank', NEW_WINDOW_FEATURES);
    expect(NEW_WINDOW_FEATURES).toBe('noopener,noreferrer');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('hands mail links to the mail client and refuses script links', () => {
    const win = fakeWindow();
    const navigate = vi.fn();
    openLink('mailto:ir@example.com', navigate, win);
    expect(win.location.href).toBe('mailto:ir@example.com');
    expect(openLink('javascript:alert(1)', navigate, win)).toEqual({ kind: 'blocked', href: 'javascript:alert(1)' });
    expect(win.open).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
