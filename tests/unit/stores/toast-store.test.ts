import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialToastState, TOAST_DURATION_MS, useToastStore } from '@/stores/toast-store';

describe('useToastStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState(initialToastState);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts hidden', () => {
    expect(useToastStore.getState()).toMatchObject({ visible: false, text: '', variant: 'base' });
  });

  it('shows a text with a variant and hides it after its duration', () => {
    useToastStore.getState().showToast('Copied', 'check');
    expect(useToastStore.getState()).toMatchObject({ visible: true, text: 'Copied', variant: 'check' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(useToastStore.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().visible).toBe(false);
  });

  it('defaults to the base variant', () => {
    useToastStore.getState().showToast('Hello');
    expect(useToastStore.getState().variant).toBe('base');
  });

  it('a new toast restarts the timer; hideToast hides at once', () => {
    useToastStore.getState().showToast('One');
    vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    useToastStore.getState().showToast('Two');
    vi.advanceTimersByTime(200);
    expect(useToastStore.getState()).toMatchObject({ visible: true, text: 'Two' });
    useToastStore.getState().hideToast();
    expect(useToastStore.getState().visible).toBe(false);
  });
});
