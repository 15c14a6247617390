// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BRIDGE_ARGUMENT_SWITCH,
  decodeBridgeArgument,
  encodeBridgeArgument,
  mayHaveBridge,
  type BridgeArgument,
} from '@common/bridge-arguments';

const DATA: BridgeArgument = {
  version: '1.4.0-rc.1',
  appOrigin: 'app://site',
  config: {
    startPath: '/關於我們?tab=董事會&x="1"',
    idleSeconds: 90,
    warningSeconds: 15,
    linkMode: 'both',
    defaultLocale: 'zh-TW',
    defaultTheme: 'dark',
    attractAfterSeconds: 0,
    contentBaseUrl: 'https://cms.example.com/v1',
    contentTimeoutMs: 8000,
    siteUrl: 'https://www.example.com',
  },
};

/** A renderer's argv as Chromium builds it, with the bridge's argument among its switches. */
const argv = (...extra: string[]) => ['/opt/kiosk/kiosk', '--type=renderer', '--lang=en-US', ...extra];

/** The argument for `value` as given, without the encoder's checks. */
const raw = (value: unknown) => `${BRIDGE_ARGUMENT_SWITCH}${encodeURIComponent(JSON.stringify(value))}`;

describe('encodeBridgeArgument and decodeBridgeArgument', () => {
  it('round-trip the bridge data through one command-line-safe argument', () => {
    const argument = encodeBridgeArgument(DATA);
    expect(argument.startsWith(BRIDGE_ARGUMENT_SWITCH)).toBe(true);
    // Nothing a command line splits on or escapes (Windows quoting turns on spaces, quotes and backslashes).
    expect(argument.slice(BRIDGE_ARGUMENT_SWITCH.length)).toMatch(/^[A-Za-z0-9%._~!*'()-]+$/);
    const decoded = decodeBridgeArgument(argv(argument, '--enable-sandbox'));
    expect(decoded).toEqual(DATA);
    expect(Object.isFrozen(decoded)).toBe(true);
    expect(Object.isFrozen(decoded?.config)).toBe(true);
  });

  it('takes the content settings as optional and carries nothing but the bridge data', () => {
    const minimal: BridgeArgument = {
      ...DATA,
      config: { ...DATA.config, contentBaseUrl: undefined, contentTimeoutMs: undefined, siteUrl: undefined },
    };
    expect(decodeBridgeArgument(argv(encodeBridgeArgument(minimal)))).toEqual(minimal);
    const extra = { ...DATA, exitPinHash: 'scrypt$…' } as BridgeArgument;
    expect(encodeBridgeArgument(extra)).not.toContain('exitPinHash');
  });

  it('gives no data without exactly one argument', () => {
    expect(decodeBridgeArgument(argv())).toBeUndefined();
    const argument = encodeBridgeArgument(DATA);
    expect(decodeBridgeArgument(argv(argument, argument))).toBeUndefined();
  });

  it('gives no data for an argument that is not URI-encoded JSON of an object', () => {
    for (const value of ['%E0%A4%A', '{', 'null', '[]', '"text"', '42'])
      expect(decodeBridgeArgument(argv(`${BRIDGE_ARGUMENT_SWITCH}${value}`)), value).toBeUndefined();
  });

  it('gives no data when any value fails the shared schema, a session setting is missing or a key is unknown', () => {
    const cases: Record<string, unknown> = {
      'idle too short': { ...DATA, config: { ...DATA.config, idleSeconds: 3 } },
      'unknown link mode': { ...DATA, config: { ...DATA.config, linkMode: 'everything' } },
      'plain http content': { ...DATA, config: { ...DATA.config, contentBaseUrl: 'http://cms.example.com' } },
      'plain http website': { ...DATA, config: { ...DATA.config, siteUrl: 'http://www.example.com' } },
      'no start path': { ...DATA, config: { ...DATA.config, startPath: undefined } },
      'unknown key': { ...DATA, config: { ...DATA.config, exitPinHash: 'scrypt$x' } },
      'prototype key': { ...DATA, config: JSON.parse(`{"__proto__":{"linkMode":"both"}}`) as unknown },
      'no config': { version: DATA.version, appOrigin: DATA.appOrigin },
      'config a list': { ...DATA, config: [] },
      'no version': { ...DATA, version: undefined },
      'version with spaces': { ...DATA, version: '1.0 <script>' },
      'no origin': { ...DATA, appOrigin: '' },
    };
    for (const [name, value] of Object.entries(cases))
      expect(decodeBridgeArgument(argv(raw(value))), name).toBeUndefined();
  });
});

describe('mayHaveBridge', () => {
  it('allows the app’s own pages at its origin only', () => {
    expect(mayHaveBridge('app://site/careers?kiosk=1', 'app://site')).toBe(true);
    expect(mayHaveBridge('app://site/kiosk/restarting.html', 'app://site')).toBe(true);
    expect(mayHaveBridge('http://localhost:5173/?kiosk=1', 'http://localhost:5173')).toBe(true);
    expect(mayHaveBridge('https://evil.example/', 'app://site')).toBe(false);
    expect(mayHaveBridge('app://other/', 'app://site')).toBe(false);
    expect(mayHaveBridge('file:///etc/passwd', 'app://site')).toBe(false);
    expect(mayHaveBridge('about:blank', 'app://site')).toBe(false);
    expect(mayHaveBridge('http://localhost:5174/', 'http://localhost:5173')).toBe(false);
  });
});
