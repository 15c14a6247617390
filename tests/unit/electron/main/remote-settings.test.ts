import { describe, expect, it, vi } from 'vitest';
import {
  createRemoteSettingsSync,
  readRemoteSettings,
  REMOTE_SETTINGS_FILE,
  settingsPublicKeys,
  settingsReport,
  withRemoteSettings,
  type ReadRemoteOptions,
} from '../../../../electron/main/remote-settings.ts';
import { DEFAULT_CONFIG } from '../../../../electron/main/config.ts';
import { settingsReportSchema } from '../../../../common/settings-report.ts';
import {
  generateSettingsKeyPair,
  publicKeyFromText,
  REMOTE_SETTING_KEYS,
  signSettingsDocument,
} from '../../../../electron/main/settings-signature.mjs';
import { SESSION_SETTING_KEYS } from '../../../../common/kiosk-settings.ts';

describe('the settings a fleet may set', () => {
  it('are every session setting and the staff PIN, nothing of the machine', () => {
    expect([...REMOTE_SETTING_KEYS].sort()).toEqual([...SESSION_SETTING_KEYS, 'exitPinHash'].sort());
  });
});

const owner = generateSettingsKeyPair();
const stranger = generateSettingsKeyPair();
const NOW = Date.parse('2026-12-04T10:00:00+08:00');

/** A settings document as the owner writes it, issued now and valid for a month unless changed. */
function document(fields: Record<string, unknown> = {}): string {
  return JSON.stringify({
    issuedAt: '2026-12-04T09:00:00+08:00',
    expiresAt: '2027-01-04T09:00:00+08:00',
    all: { idleSeconds: 90, defaultLocale: 'zh-TW' },
    kiosks: { 'Booth 3': { startPath: '/careers', idleSeconds: 60 } },
    ...fields,
  });
}

const signed = (fields?: Record<string, unknown>, key = owner.privateKeyPem) =>
  signSettingsDocument(document(fields), key);

const options = (overrides: Partial<ReadRemoteOptions> = {}): ReadRemoteOptions => ({
  publicKeys: settingsPublicKeys(owner.publicKey),
  kioskName: 'Booth 3',
  now: NOW,
  ...overrides,
});

/** The reason a file is refused for, failing the test when it is taken. */
function refusal(text: string, overrides?: Partial<ReadRemoteOptions>): string {
  const result = readRemoteSettings(text, options(overrides));
  if (result.ok) throw new Error('expected the file to be refused');
  return result.reason;
}

describe('readRemoteSettings', () => {
  it('takes a file signed with the kiosk’s key: the fleet’s values, this kiosk’s over them', () => {
    const result = readRemoteSettings(signed(), options());
    expect(result).toMatchObject({
      ok: true,
      settings: {
        issuedAt: Date.parse('2026-12-04T09:00:00+08:00'),
        values: { idleSeconds: 60, defaultLocale: 'zh-TW', startPath: '/careers' },
        sources: { idleSeconds: 'kiosk', defaultLocale: 'all', startPath: 'kiosk' },
        keyIndex: 0,
        problems: [],
      },
    });
    const other = readRemoteSettings(signed(), options({ kioskName: 'Lobby totem' }));
    expect(other.ok && other.settings.values).toEqual({ idleSeconds: 90, defaultLocale: 'zh-TW' });
  });

  it('refuses an unsigned file, and one whose signature is malformed', () => {
    expect(refusal(document())).toMatch(/is not signed/);
    expect(refusal(JSON.stringify({ signed: document() }))).toMatch(/is not signed/);
    expect(refusal(JSON.stringify({ signed: document(), signature: 'abc' }))).toMatch(/is not signed/);
    expect(refusal('not json')).toMatch(/is not a JSON object/);
  });

  it('refuses a file signed with another key, and a signed file changed after signing', () => {
    expect(refusal(signed(undefined, stranger.privateKeyPem))).toMatch(/signed by none of the keys/);
    const envelope = JSON.parse(signed()) as { signed: string; signature: string };
    const tampered = JSON.stringify({ ...envelope, signed: envelope.signed.replace('"/careers"', '"/"') });
    expect(refusal(tampered)).toMatch(/signed by none of the keys/);
    expect(refusal(signed(), { publicKeys: [] })).toMatch(/settingsPublicKey is not set/);
  });

  it('takes a file signed with the second key of a rotation', () => {
    const keys = settingsPublicKeys([stranger.publicKey, owner.publicKey]);
    const result = readRemoteSettings(signed(), options({ publicKeys: keys }));
    expect(result.ok && result.settings.keyIndex).toBe(1);
  });

  it('refuses an expired file, and one issued more than a day ahead of the kiosk’s clock', () => {
    expect(refusal(signed({ expiresAt: '2026-12-04T09:59:59+08:00' }))).toMatch(
      /expired at 2026-12-04T09:59:59\+08:00/,
    );
    expect(refusal(signed({ issuedAt: '2026-12-06T09:00:00+08:00' }))).toMatch(/more than a day ahead/);
  });

  it('refuses an older or the same file replayed after a newer one is in force', () => {
    const inForceIssuedAt = Date.parse('2026-12-04T09:00:00+08:00');
    expect(refusal(signed({ issuedAt: '2026-12-01T09:00:00+08:00' }), { inForceIssuedAt })).toMatch(
      /older file replayed/,
    );
    expect(refusal(signed(), { inForceIssuedAt })).toMatch(/older file replayed/);
    expect(readRemoteSettings(signed({ issuedAt: '2026-12-04T09:30:00+08:00' }), options({ inForceIssuedAt })).ok).toBe(
      true,
    );
  });

  it('refuses a file that tries to change the key, the settings address or the update feed, anywhere in it', () => {
    expect(refusal(signed({ all: { settingsPublicKey: stranger.publicKey } }))).toMatch(
      /tries to set settingsPublicKey, which only kiosk-config\.json sets \(in all\)/,
    );
    expect(refusal(signed({ kiosks: { 'Booth 3': { settingsUrl: 'https://evil.example/s.json' } } }))).toMatch(
      /tries to set settingsUrl/,
    );
    expect(refusal(signed({ all: { updateFeedUrl: 'https://evil.example/' } }))).toMatch(/tries to set updateFeedUrl/);
    // Nor any setting of the machine itself.
    expect(refusal(signed({ all: { siteUrl: 'https://evil.example' } }))).toMatch(/"siteUrl", which a fleet's file/);
  });

  it('skips a bad value, naming it, and keeps the rest; refuses a document of the wrong shape', () => {
    const result = readRemoteSettings(signed({ all: { idleSeconds: 3, linkMode: 'qr' }, kiosks: {} }), options());
    expect(result.ok && result.settings.values).toEqual({ linkMode: 'qr' });
    expect(result.ok && result.settings.problems).toEqual([
      expect.stringMatching(/^"idleSeconds" must be at least 15/),
    ]);
    expect(refusal(signed({ extra: true }))).toMatch(/is malformed/);
    expect(refusal(signed({ issuedAt: 'yesterday' }))).toMatch(/is malformed: issuedAt/);
  });

  it('refuses a file larger than 64 KB before checking anything', () => {
    expect(refusal(signed({ all: { startPath: `/${'x'.repeat(70_000)}` } }))).toMatch(/larger than 64 KB/);
  });

  it('reads only public keys as settingsPublicKey writes them', () => {
    expect(publicKeyFromText(owner.publicKey)).toBeDefined();
    expect(publicKeyFromText(`${owner.publicKey.slice(0, -1)}!`)).toBeUndefined();
    expect(publicKeyFromText(owner.privateKeyPem)).toBeUndefined();
  });
});

/** A fleet's server: `serve(text)` sets what it answers; `down()` makes it fail. */
function fleetServer() {
  let answer: () => Promise<Response> = () => Promise.resolve(new Response('', { status: 404 }));
  const fetch = vi.fn<typeof globalThis.fetch>(() => answer());
  return {
    fetch,
    serve: (text: string) => (answer = () => Promise.resolve(new Response(text))),
    down: () => (answer = () => Promise.reject(new TypeError('fetch failed'))),
  };
}

/** A sync as the shell makes one, over an in-memory user-data folder. */
function sync(
  disk: Map<string, string>,
  server: ReturnType<typeof fleetServer>,
  log = { info: vi.fn(), warn: vi.fn() },
) {
  return {
    log,
    sync: createRemoteSettingsSync({
      url: 'https://fleet.example.com/kiosk-settings.json',
      publicKeys: settingsPublicKeys(owner.publicKey),
      kioskName: 'Booth 3',
      file: `/data/${REMOTE_SETTINGS_FILE}`,
      read: (file) => Promise.resolve(disk.get(file)),
      write: (file, text) => Promise.resolve(void disk.set(file, text)),
      fetch: server.fetch,
      now: () => NOW,
      log,
    }),
  };
}

describe('createRemoteSettingsSync', () => {
  it('applies a new file at the next idle reset, saves it, and starts with it after a restart', async () => {
    const disk = new Map<string, string>();
    const server = fleetServer();
    const { sync: first } = sync(disk, server);
    await expect(first.start()).resolves.toBeUndefined();
    server.serve(signed());
    await first.check();
    expect(first.status()).toMatchObject({ inForce: undefined, pendingIssuedAt: '2026-12-04T01:00:00.000Z' });
    expect(first.applyPending()?.values.startPath).toBe('/careers');
    expect(first.applyPending()).toBeUndefined();
    expect(first.status()).toMatchObject({
      url: 'https://fleet.example.com/kiosk-settings.json',
      inForce: { issuedAt: '2026-12-04T01:00:00.000Z', sources: { startPath: 'kiosk', defaultLocale: 'all' } },
      lastCheck: { outcome: 'new' },
    });

    // Restarted without the network: the saved file is in force at once.
    server.down();
    const { sync: second } = sync(disk, server);
    expect((await second.start())?.values.idleSeconds).toBe(60);
    await second.check();
    expect(second.status().inForce?.issuedAt).toBe('2026-12-04T01:00:00.000Z');
  });

  it('refuses a replayed older file and keeps the newer one, logging each refusal once', async () => {
    const disk = new Map<string, string>();
    const server = fleetServer();
    const { sync: keeper, log } = sync(disk, server);
    server.serve(signed({ issuedAt: '2026-12-04T09:30:00+08:00' }));
    await keeper.check();
    keeper.applyPending();
    const saved = disk.get(`/data/${REMOTE_SETTINGS_FILE}`);
    server.serve(signed());
    await keeper.check();
    await keeper.check();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toMatch(
      /^Remote settings: https:\/\/fleet\.example\.com\/kiosk-settings\.json was issued at .*older file replayed; keeping the settings in force$/,
    );
    expect(keeper.applyPending()).toBeUndefined();
    expect(disk.get(`/data/${REMOTE_SETTINGS_FILE}`)).toBe(saved);
    expect(keeper.status().lastCheck?.outcome).toMatch(/older file replayed/);
  });

  it('counts the same file fetched again as unchanged, without a log line', async () => {
    const server = fleetServer();
    const { sync: keeper, log } = sync(new Map(), server);
    server.serve(signed());
    await keeper.check();
    keeper.applyPending();
    log.info.mockClear();
    await keeper.check();
    expect(keeper.status().lastCheck?.outcome).toBe('unchanged');
    expect(log.info).not.toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('keeps the settings in force when the server fails or answers too much', async () => {
    const server = fleetServer();
    const { sync: keeper, log } = sync(new Map(), server);
    await keeper.check();
    expect(log.warn.mock.calls[0]?.[0]).toMatch(/could not be read \(answered HTTP 404\)/);
    server.serve(' '.repeat(70_000));
    await keeper.check();
    expect(log.warn.mock.calls[1]?.[0]).toMatch(/larger than 65536 bytes/);
    expect(keeper.status().inForce).toBeUndefined();
  });

  it('ignores a saved file that has expired since, and one that was never signed', async () => {
    const disk = new Map([[`/data/${REMOTE_SETTINGS_FILE}`, signed({ expiresAt: '2026-12-01T00:00:00+08:00' })]]);
    const { sync: expired, log } = sync(disk, fleetServer());
    await expect(expired.start()).resolves.toBeUndefined();
    expect(log.warn.mock.calls[0]?.[0]).toMatch(/the saved remote-settings\.json expired/);
    disk.set(`/data/${REMOTE_SETTINGS_FILE}`, document());
    await expect(sync(disk, fleetServer()).sync.start()).resolves.toBeUndefined();
  });
});

describe('withRemoteSettings', () => {
  const local = { config: { ...DEFAULT_CONFIG, idleSeconds: 120, zoomFactor: 2 }, exitPinHash: 'local hash' };

  it('lays the file’s values over the kiosk’s own, the staff PIN’s hash too', () => {
    const result = readRemoteSettings(
      signed({
        all: {
          idleSeconds: 90,
          exitPinHash: 'scrypt$N=16384,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=',
        },
      }),
      options(),
    );
    if (!result.ok) throw new Error(result.reason);
    const settings = withRemoteSettings(local, result.settings);
    expect(settings.config).toMatchObject({ idleSeconds: 60, startPath: '/careers', zoomFactor: 2 });
    expect(settings.exitPinHash).toMatch(/^scrypt\$N=16384/);
    expect(withRemoteSettings(local, undefined)).toBe(local);
  });
});

describe('settingsReport', () => {
  it('names where each setting in force came from, and shows the staff PIN as set, never its hash', async () => {
    const server = fleetServer();
    const { sync: keeper } = sync(new Map(), server);
    server.serve(signed());
    await keeper.check();
    const applied = keeper.applyPending();
    const local = { config: { ...DEFAULT_CONFIG, linkMode: 'both' as const }, exitPinHash: 'scrypt$secret' };
    const report = settingsReport(withRemoteSettings(local, applied), keeper.status());
    expect(settingsReportSchema.safeParse(report).success).toBe(true);
    expect(report.settings).toEqual(
      expect.arrayContaining([
        { key: 'startPath', value: '/careers', from: 'fleet-kiosk' },
        { key: 'defaultLocale', value: 'zh-TW', from: 'fleet-all' },
        { key: 'linkMode', value: 'both', from: 'config' },
        { key: 'exitPinHash', value: 'set', from: 'config' },
      ]),
    );
    expect(JSON.stringify(report)).not.toContain('secret');
    expect(report.fleet).toMatchObject({
      url: 'https://fleet.example.com/kiosk-settings.json',
      issuedAt: '2026-12-04T01:00:00.000Z',
      lastCheck: { outcome: 'new' },
    });
  });
});
