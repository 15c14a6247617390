// @vitest-environment node
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { createQueryClient, SAVED_CONTENT_MAX_AGE_MS } from '@/lib/query-client';
import { savedContentBuster, savedContentOptions, type SavedContentStorage } from '@/lib/query-persister';

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

/** Saves a client holding one live and one bundled query, then restores into a fresh client. */
async function saveAndRestore(restoreWith: { version?: string; api?: string; now?: number } = {}) {
  const storage = memoryStorage();
  const saving = createQueryClient();
  saving.setQueryData(liveKey, { title: 'Live' });
  saving.setQueryData(bundledKey, { title: 'Bundled' });
  const saveOptions = savedContentOptions('1.0.0', API, storage);
  if (!saveOptions) throw new Error('expected options');
  await persistQueryClientSave({ ...saveOptions, queryClient: saving });
  await new Promise((resolve) => setTimeout(resolve, 1_100)); // the persister saves on a trailing throttle
  const restoreOptions = savedContentOptions(restoreWith.version ?? '1.0.0', restoreWith.api ?? API, storage);
  if (!restoreOptions) throw new Error('expected options');
  const restored = createQueryClient();
  const realNow = Date.now;
  if (restoreWith.now) Date.now = () => restoreWith.now ?? realNow();
  try {
    await persistQueryClientRestore({ ...restoreOptions, queryClient: restored });
  } finally {
    Date.now = realNow;
  }
  return { restored, storage };
}

describe('saved content', () => {
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
