import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { KioskBridge } from '@common/bridge';
import { kioskBridge } from '@/lib/kiosk-bridge';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ADAPTER = 'src/lib/kiosk-bridge.ts';

/** The app's source files, repository-relative. */
function sources(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** `window.kiosk`, `window?.kiosk`, `window['kiosk']`, `globalThis.kiosk`, `{ kiosk } = window`. */
const READS_BRIDGE =
  /\b(?:window|globalThis|self)\s*(?:\?\.|\.)\s*kiosk\b|\b(?:window|globalThis|self)\s*(?:\?\.)?\[\s*['"`]kiosk['"`]\s*\]|\{[^}]*\bkiosk\b[^}]*\}\s*=\s*(?:window|globalThis|self)\b/;

/** A line's code without its comment (`// …`, ` * …`). */
const code = (line: string) => (/^\s*(\*|\/\/|\/\*)/.test(line) ? '' : line.replace(/\s\/\/.*$/, ''));

describe('the kiosk bridge', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'kiosk');
  });

  it('is the shell’s bridge when the preload set one, and none on the web', () => {
    expect(kioskBridge()).toBeUndefined();
    const bridge = { isKiosk: true, version: '1.0.0' } as unknown as KioskBridge;
    Object.defineProperty(window, 'kiosk', { value: bridge, configurable: true });
    expect(kioskBridge()).toBe(bridge);
  });

  it('is read by src/lib/kiosk-bridge.ts alone', () => {
    const files = sources('src');
    expect(files).toContain(ADAPTER);
    const readers = files
      .filter((file) => file !== ADAPTER)
      .flatMap((file) =>
        readFileSync(path.join(ROOT, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (READS_BRIDGE.test(code(line)) ? [`${file}:${index + 1}`] : [])),
      );
    expect(readers).toEqual([]);
  });

  it('is found however a module would read it', () => {
    for (const line of [
      'const bridge = window.kiosk;',
      'await window?.kiosk?.endSession();',
      "const b = window['kiosk'];",
      'const { kiosk } = window;',
      'globalThis.kiosk?.quit();',
    ])
      expect(READS_BRIDGE.test(code(line)), line).toBe(true);
    for (const line of [' * the bridge (`window.kiosk`)', '// window.kiosk', 'const kiosk = kioskBridge();'])
      expect(READS_BRIDGE.test(code(line)), line).toBe(false);
  });
});
