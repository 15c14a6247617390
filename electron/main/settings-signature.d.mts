// Types of settings-signature.mjs for the shell's TypeScript; the functions' documentation is there.
import type { KeyObject } from 'node:crypto';

export declare const REMOTE_SETTING_KEYS: readonly [
  'startPath',
  'idleSeconds',
  'warningSeconds',
  'linkMode',
  'defaultLocale',
  'defaultTheme',
  'attractAfterSeconds',
  'exitPinHash',
];
export declare const PROTECTED_SETTINGS: readonly ['settingsUrl', 'settingsPublicKey', 'updateFeedUrl'];
export declare const SIGNED_SETTINGS_MAX_BYTES: number;
export declare function publicKeyFromText(text: string): KeyObject | undefined;
export declare function publicKeyText(key: KeyObject): string;
export declare function generateSettingsKeyPair(): { privateKeyPem: string; publicKey: string };
export declare function signSettingsDocument(documentText: string, privateKeyPem: string): string;
export type OpenedEnvelope =
  | { ok: true; documentText: string; keyIndex: number }
  | { ok: false; reason: 'too-large' | 'not-json' | 'unsigned' | 'bad-signature' };
export declare function openSettingsEnvelope(text: string, publicKeys: readonly KeyObject[]): OpenedEnvelope;
