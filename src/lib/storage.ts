/**
 * Local-storage access that never throws: storage can be disabled, full or blocked (private
 * windows, locked-down kiosks), and a visitor's page must keep working either way.
 */

/** Returns the stored string for `key`, or `null` when absent or when storage is unavailable. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; returns `false` when storage refused it. */
export function writeStorage(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
