import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handlePreloadError, isReloading, RELOAD_GUARD_KEY, RELOAD_GUARD_MS } from '@/app/preload-error';
import { logger } from '@/lib/log';

describe('handlePreloadError', () => {
  beforeEach(() => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
  });

  it('reloads once and cancels the event', () => {
    const reload = vi.fn();
    const event = new Event('vite:preloadError', { cancelable: true });
    expect(isReloading()).toBe(false);
    expect(handlePreloadError(event, { reload, now: 1_000_000 })).toBe(true);
    expect(isReloading()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    expect(window.sessionStorage.getItem(RELOAD_GUARD_KEY)).toBe('1000000');
  });

  it("loads the pending navigation's destination, not the page being left", () => {
    const reload = vi.fn();
    const event = new Event('vite:preloadError', { cancelable: true });
    expect(handlePreloadError(event, { reload, pending: () => '/zh/careers?x=1#top', now: 2_000_000 })).toBe(true);
    expect(reload).toHaveBeenCalledWith('/zh/careers?x=1#top');
  });

  it('reloads this page when no navigation is under way', () => {
    const reload = vi.fn();
    expect(
      handlePreloadError(new Event('vite:preloadError', { cancelable: true }), {
        reload,
        pending: () => undefined,
        now: 3_000_000,
      }),
    ).toBe(true);
    expect(reload).toHaveBeenCalledWith(undefined);
  });

  it('lets a second failure soon after the reload through to the error screen', () => {
    const reload = vi.fn();
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, '1000000');
    const event = new Event('vite:preloadError', { cancelable: true });
    expect(handlePreloadError(event, { reload, now: 1_000_000 + RELOAD_GUARD_MS - 1 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('reloads again once the guard has expired', () => {
    const reload = vi.fn();
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, '1000000');
    expect(
      handlePreloadError(new Event('vite:preloadError', { cancelable: true }), {
        reload,
        now: 1_000_000 + RELOAD_GUARD_MS,
      }),
    ).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads without session storage, so no loop can start', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(handlePreloadError(new Event('vite:preloadError', { cancelable: true }), { reload, storage })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
