import { describe, expect, it, vi } from 'vitest';
import { DESKTOP_MIN_WIDTH, selectIsDesktop, trackViewport, useViewportStore } from '@/stores/viewport-store';

describe('useViewportStore', () => {
  it('records the window size and skips identical updates', () => {
    useViewportStore.getState().setSize(375, 812);
    const listener = vi.fn();
    const unsubscribe = useViewportStore.subscribe(listener);
    useViewportStore.getState().setSize(375, 812);
    expect(listener).not.toHaveBeenCalled();
    useViewportStore.getState().setSize(1440, 900);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(useViewportStore.getState()).toMatchObject({ width: 1440, height: 900 });
    unsubscribe();
  });

  it('follows resize events once per frame until stopped', () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 1;
    });
    const stop = trackViewport(window);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1080 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1920 });
    window.dispatchEvent(new Event('resize'));
    expect(useViewportStore.getState()).toMatchObject({ width: 1080, height: 1920 });
    stop();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 500 });
    window.dispatchEvent(new Event('resize'));
    expect(useViewportStore.getState().width).toBe(1080);
  });
});

describe('selectIsDesktop', () => {
  it('is true from the desktop breakpoint up', () => {
    expect(selectIsDesktop({ width: DESKTOP_MIN_WIDTH - 1, height: 800 })).toBe(false);
    expect(selectIsDesktop({ width: DESKTOP_MIN_WIDTH, height: 800 })).toBe(true);
  });
});
