import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearListSnapshots,
  MAX_LIST_SNAPSHOTS,
  readListSnapshot,
  saveListSnapshot,
  type ListSnapshot,
} from '@/components/ui/infinite-list/list-snapshot';

const snapshot = (overrides: Partial<ListSnapshot> = {}): ListSnapshot => ({
  signature: 'Announcements',
  width: 1440,
  sizes: [
    ['a', 182.5],
    ['b', 210],
  ],
  scrollOffset: 4200,
  anchor: { key: 'b', offset: 12 },
  ...overrides,
});

beforeEach(() => {
  clearListSnapshots();
});

describe('list snapshots', () => {
  it('gives back what was kept for a history entry', () => {
    saveListSnapshot('entry-1', snapshot());
    expect(readListSnapshot('entry-1', 'Announcements', 1440)).toEqual(snapshot());
    expect(readListSnapshot('entry-2', 'Announcements', 1440)).toBeUndefined();
  });

  it('ignores a snapshot of another list or another width', () => {
    saveListSnapshot('entry-1', snapshot());
    expect(readListSnapshot('entry-1', '公告', 1440)).toBeUndefined();
    expect(readListSnapshot('entry-1', 'Announcements', 375)).toBeUndefined();
  });

  it('writes to sessionStorage only when the page is hidden, and so survives a reload', () => {
    saveListSnapshot('entry-1', snapshot());
    expect(window.sessionStorage.getItem('list-snapshot:entry-1')).toBeNull();
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    clearListSnapshots();
    expect(readListSnapshot('entry-1', 'Announcements', 1440)).toEqual(snapshot());
  });

  it('writes at once when asked to, as a list does while the page is being hidden', () => {
    saveListSnapshot('entry-1', snapshot(), true);
    clearListSnapshots();
    expect(readListSnapshot('entry-1', 'Announcements', 1440)).toEqual(snapshot());
  });

  it(`keeps only the last ${MAX_LIST_SNAPSHOTS}, in memory and in storage`, () => {
    for (let entry = 1; entry <= MAX_LIST_SNAPSHOTS + 2; entry += 1)
      saveListSnapshot(`entry-${entry}`, snapshot(), true);
    expect(readListSnapshot('entry-1', 'Announcements', 1440)).toBeUndefined();
    expect(readListSnapshot('entry-2', 'Announcements', 1440)).toBeUndefined();
    expect(readListSnapshot('entry-3', 'Announcements', 1440)).toBeDefined();
    expect(Object.keys(window.sessionStorage).filter((key) => key.startsWith('list-snapshot:entry-'))).toHaveLength(
      MAX_LIST_SNAPSHOTS,
    );
  });

  it('treats unreadable stored data as nothing kept', () => {
    window.sessionStorage.setItem('list-snapshot:entry-1', '{"signature": "Announcements"');
    window.sessionStorage.setItem('list-snapshot:entry-2', JSON.stringify({ ...snapshot(), sizes: 'many' }));
    expect(readListSnapshot('entry-1', 'Announcements', 1440)).toBeUndefined();
    expect(readListSnapshot('entry-2', 'Announcements', 1440)).toBeUndefined();
  });

  it('keeps the snapshot in memory when storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    saveListSnapshot('entry-1', snapshot(), true);
    expect(readListSnapshot('entry-1', 'Announcements', 1440)).toEqual(snapshot());
  });
});
