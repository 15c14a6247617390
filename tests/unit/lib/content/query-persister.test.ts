// @vitest-environment node
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, SAVED_CONTENT_MAX_AGE_MS, VISITOR_INPUT } from '@/lib/content/query-client';
import {
  SAVE_THROTTLE_MS,
  SAVED_CONTENT_KEY,
  savedContentBuster,
  savedContentOptions,
  type SavedContentStorage,
} from '@/lib/content/query-persister';

const API = 'https://content.example.com/v1';
const liveKey = ['content', 'api', 'announcements', 'detail', 'en', 'a-1'];
const bundledKey = ['content', 'bundled', 'announcements', 'detail', 'en', 'a-1'];

function memoryStorage(): SavedContentStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => Promise.resolve(map.get(key) ?? null),
    setItem: (key, value) => Promise.resolve(void map.set(key, value)),
    removeItem: (key) => Promise.resolve(void map.delete(key)),
  };
}

/**
 * Saves a client holding one live and one bundled query, then restores into a fresh client,
 * at `now` when given (fake time, see the `beforeEach` below).
 */
async function saveAndRestore(restoreWith: { version?: string; api?: string; now?: number } = {}) {
  const storage = memoryStorage();
  const saving = createQueryClient();
  saving.setQueryData(liveKey, { title: 'Live' });
  saving.setQueryData(bundledKey, { title: 'Bundled' });
  const saveOptions = savedContentOptions('1.0.0', API, storage);
  if (!saveOptions) throw new Error('expected options');
  // The persister saves through a throttle of SAVE_THROTTLE_MS: a save it holds back runs once
  // that much (fake) time has passed, so the save has settled by then, whichever way it went.
  const saved = persistQueryClientSave({ ...saveOptions, queryClient: saving });
  await vi.advanceTimersByTimeAsync(SAVE_THROTTLE_MS);
  // What the restore reads: a save that did not happen must not pass for one that was refused.
  expect(storage.map.has(SAVED_CONTENT_KEY), 'the client was saved').toBe(true);
  await saved;
  const restoreOptions = savedContentOptions(restoreWith.version ?? '1.0.0', restoreWith.api ?? API, storage);
  if (!restoreOptions) throw new Error('expected options');
  const restored = createQueryClient();
  if (restoreWith.now !== undefined) vi.setSystemTime(restoreWith.now);
  await persistQueryClientRestore({ ...restoreOptions, queryClient: restored });
  return { restored, storage };
}

describe('saved content', () => {
  // The persister's throttle and the saved cache's age run on the clock: fake, they take no time.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('restores live content, and only live content, into a new page load', async () => {
    const { restored } = await saveAndRestore();
    expect(restored.getQueryData(liveKey)).toEqual({ title: 'Live' });
    expect(restored.getQueryData(bundledKey)).toBeUndefined();
  });

  it('discards what another app version or another API saved', async () => {
    expect((await saveAndRestore({ version: '1.1.0' })).restored.getQueryData(liveKey)).toBeUndefined();
    expect((await saveAndRestore({ api: 'https://other.example.com' })).restored.getQueryData(liveKey)).toBeUndefined();
    expect(savedContentBuster('1.0.0', undefined)).toBe('1.0.0|bundled');
  });

  it('discards content saved longer ago than the maximum age', async () => {
    const { restored, storage } = await saveAndRestore({ now: Date.now() + SAVED_CONTENT_MAX_AGE_MS + 60_000 });
    expect(restored.getQueryData(liveKey)).toBeUndefined();
    expect(storage.map.size).toBe(0);
  });

  it('never writes a filtered list to disk: its key holds what the visitor typed', async () => {
    const storage = memoryStorage();
    const client = createQueryClient();
    const searched = ['content', 'api', 'announcements', 'list', 'en', 'all', 'all', 'private visitor words'];
    await client.query({ queryKey: searched, queryFn: () => ({ items: [] }), meta: VISITOR_INPUT });
    client.setQueryData(liveKey, { title: 'Live' });
    const options = savedContentOptions('1.0.0', API, storage);
    if (!options) throw new Error('expected options');
    const saved = persistQueryClientSave({ ...options, queryClient: client });
    await vi.advanceTimersByTimeAsync(SAVE_THROTTLE_MS);
    await saved;
    const written = storage.map.get(SAVED_CONTENT_KEY) ?? '';
    expect(written).toContain('Live');
    expect(written).not.toContain('private visitor words');
  });

  it('saves what a kiosk read from its website, and keeps a copy whose latest refresh failed', async () => {
    const storage = memoryStorage();
    const client = createQueryClient();
    const team = ['content', 'site', 'loader', 'team', 'en'];
    const careers = ['content', 'site', 'careers', 'list', 'en'];
    await client.query({ queryKey: team, queryFn: () => [{ name: 'Website team' }] });
    await client.query({ queryKey: careers, queryFn: () => ({ items: ['Website career'] }) });
    // The website went away: the refresh fails, the answer before it stays the query's data.
    await client
      .query({ queryKey: careers, queryFn: () => Promise.reject(new Error('offline')), staleTime: 0 })
      .catch(() => undefined);
    expect(client.getQueryState(careers)?.status).toBe('error');
    const options = savedContentOptions('1.0.0', 'https://www.example.com', storage);
    if (!options) throw new Error('expected options');
    const saved = persistQueryClientSave({ ...options, queryClient: client });
    await vi.advanceTimersByTimeAsync(SAVE_THROTTLE_MS);
    await saved;
    const restored = createQueryClient();
    await persistQueryClientRestore({ ...options, queryClient: restored });
    expect(restored.getQueryData(team)).toEqual([{ name: 'Website team' }]);
    expect(restored.getQueryData(careers)).toEqual({ items: ['Website career'] });
  });

  it('saves nothing without an API or without storage', () => {
    expect(savedContentOptions('1.0.0', undefined, memoryStorage())).toBeUndefined();
    expect(savedContentOptions('1.0.0', API, undefined)).toBeUndefined();
  });

  it('keeps live content in memory as long as it may be saved', () => {
    const client = createQueryClient();
    expect(client.getQueryDefaults(liveKey).gcTime).toBe(SAVED_CONTENT_MAX_AGE_MS);
    expect(client.getQueryDefaults(bundledKey).gcTime).toBeUndefined();
  });
});
