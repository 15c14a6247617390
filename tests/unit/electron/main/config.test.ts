// @vitest-environment node
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_CONFIG,
  loadKioskConfig,
  readKioskConfig,
  rendererConfig,
  shellEnvironment,
} from '../../../../electron/main/config';
import { hashExitPin, verifyExitPin } from '../../../../electron/main/exit-pin-hash.mjs';
import { useTempFolder } from '../../support/temp-folder';
import { generateSettingsKeyPair } from '../../../../electron/main/settings-signature.mjs';

describe('loadKioskConfig', () => {
  it('uses the defaults without a file or flags', () => {
    expect(loadKioskConfig(undefined, [])).toEqual({ config: DEFAULT_CONFIG, problems: [] });
    expect(DEFAULT_CONFIG).toMatchObject({
      startPath: '/',
      idleSeconds: 120,
      defaultLocale: 'en',
      defaultTheme: 'light',
      linkMode: 'qr',
    });
  });

  it('reads a valid file', () => {
    const file = JSON.stringify({
      startPath: '/announcements',
      idleSeconds: 90,
      contentBaseUrl: 'https://content.example.com/v1',
      defaultLocale: 'zh-TW',
      defaultTheme: 'dark',
      linkMode: 'browser',
      exitPin: '246810',
      zoomFactor: 2,
      dailyRestart: '04:30',
      hideCursor: true,
    });
    const { config, problems } = loadKioskConfig(file, []);
    expect(problems).toEqual([]);
    expect(config).toMatchObject({
      startPath: '/announcements',
      idleSeconds: 90,
      defaultLocale: 'zh-TW',
      linkMode: 'browser',
      exitPin: '246810',
      zoomFactor: 2,
      hideCursor: true,
    });
  });

  it('lets flags win over the file', () => {
    const file = JSON.stringify({ idleSeconds: 90, defaultLocale: 'zh' });
    const { config } = loadKioskConfig(file, [
      '--idle=45',
      '--locale',
      'en',
      '--theme=dark',
      '--hide-cursor',
      '--zoom=1.5',
      '--content-timeout-ms=4000',
      '--attract=0',
    ]);
    expect(config).toMatchObject({
      attractAfterSeconds: 0,
      idleSeconds: 45,
      defaultLocale: 'en',
      defaultTheme: 'dark',
      hideCursor: true,
      zoomFactor: 1.5,
      contentTimeoutMs: 4000,
    });
  });

  it('keeps the defaults and reports one clear line for an unreadable file', () => {
    const { config, problems } = loadKioskConfig('{ idle: 3', []);
    expect(config).toEqual(DEFAULT_CONFIG);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/kiosk-config\.json: not valid JSON/);
    expect(loadKioskConfig('[1, 2]', []).problems[0]).toMatch(/must hold a JSON object/);
  });

  it('drops each bad value with its own line and keeps the good ones', () => {
    const file = JSON.stringify({
      idleSeconds: 2,
      defaultTheme: 'purple',
      startPath: 'https://evil.example',
      contentBaseUrl: 'javascript:alert(1)',
      exitPin: '12',
      dailyRestart: '25:00',
      defaultLocale: 'zh',
      colour: 'red',
      contentTimeoutMs: 60_000,
    });
    const { config, problems } = loadKioskConfig(file, ['--zoom=huge']);
    expect(config).toEqual({ ...DEFAULT_CONFIG, defaultLocale: 'zh' });
    expect(problems).toHaveLength(9);
    expect(problems.join('\n')).toMatch(/"contentTimeoutMs"/);
    expect(problems.join('\n')).toMatch(/"idleSeconds"/);
    expect(problems.join('\n')).toMatch(/unknown setting "colour"/);
    expect(problems.join('\n')).toMatch(/command line: "zoomFactor"/);
  });

  it('hands the renderer only what it needs', () => {
    const { config } = loadKioskConfig(
      JSON.stringify({
        exitPin: '246810',
        contentBaseUrl: 'https://c.example.com',
        contentTimeoutMs: 5000,
        zoomFactor: 2,
      }),
      ['--start-path=/careers', '--site-url=https://www.example.com'],
    );
    const forRenderer = rendererConfig(config);
    expect(forRenderer).toEqual({
      startPath: '/careers',
      idleSeconds: 120,
      warningSeconds: 10,
      defaultLocale: 'en',
      defaultTheme: 'light',
      linkMode: 'qr',
      attractAfterSeconds: 60,
      contentBaseUrl: 'https://c.example.com',
      contentTimeoutMs: 5000,
      siteUrl: 'https://www.example.com',
    });
    expect(JSON.stringify(forRenderer)).not.toContain('246810');
  });

  it('takes a plain 6 to 8 digit exit PIN from the file, to migrate, and logs a shorter one as a bad value', () => {
    expect(loadKioskConfig(JSON.stringify({ exitPin: '12345678' }), []).config.exitPin).toBe('12345678');
    for (const pin of ['2468', '12345', '123456789', '12a456', 123456]) {
      const { config, problems } = loadKioskConfig(JSON.stringify({ exitPin: pin }), []);
      expect(config.exitPin).toBeUndefined();
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/kiosk-config\.json: "exitPin" .*; using the default/);
    }
  });

  it('takes a scrypt exitPinHash from the file and refuses a malformed one with a problem', async () => {
    const hash = await hashExitPin('246810');
    expect(loadKioskConfig(JSON.stringify({ exitPinHash: hash }), [])).toEqual({
      config: { ...DEFAULT_CONFIG, exitPinHash: hash },
      problems: [],
    });
    for (const bad of ['246810', 'scrypt$N=32768,r=8,p=1$c2FsdA==$aGFzaA==', hash.replace('N=32768', 'N=1024')]) {
      const { config, problems } = loadKioskConfig(JSON.stringify({ exitPinHash: bad }), []);
      expect(config.exitPinHash).toBeUndefined();
      expect(problems).toEqual([
        'kiosk-config.json: "exitPinHash" must be scrypt$N=<n>,r=<r>,p=<p>$<salt base64>$<hash base64>, as npm run kiosk:setup -- --set-exit-pin writes it; using the default',
      ]);
    }
    const { config, problems } = loadKioskConfig(JSON.stringify({ exitPinHash: 42 }), []);
    expect(config.exitPinHash).toBeUndefined();
    expect(problems).toEqual([expect.stringMatching(/^kiosk-config\.json: "exitPinHash" .*; using the default$/)]);
  });

  it('refuses --exit-pin on the command line with one line that says how to set the hash, never the PIN', () => {
    for (const argv of [['--exit-pin=482916'], ['--exit-pin', '482916'], ['--idle=90', '--exit-pin=482916']]) {
      const { config, problems } = loadKioskConfig(JSON.stringify({ linkMode: 'both' }), argv);
      expect(config.exitPin).toBeUndefined();
      expect(config.exitPinHash).toBeUndefined();
      expect(config.linkMode).toBe('both');
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        /^command line: --exit-pin refused and ignored \(a command line shows in process lists\)/,
      );
      expect(problems[0]).toContain('npm run kiosk:setup -- --set-exit-pin --config <file>');
      expect(problems[0]).not.toContain('482916');
    }
    // Nor does it replace a PIN from the file.
    const { config } = loadKioskConfig(JSON.stringify({ exitPin: '246810' }), ['--exit-pin=482916']);
    expect(config.exitPin).toBe('246810');
  });

  it('takes https: addresses only, and plain http: on loopback hosts only', () => {
    for (const url of [
      'https://content.example.com/v1',
      'http://localhost:8787',
      'http://127.0.0.1:8787/v1',
      'http://[::1]:8787',
    ]) {
      const { config, problems } = loadKioskConfig(
        JSON.stringify({ contentBaseUrl: url, updateFeedUrl: url, heartbeatUrl: url, siteUrl: url }),
        [],
      );
      expect(problems, url).toEqual([]);
      expect(config).toMatchObject({ contentBaseUrl: url, updateFeedUrl: url, heartbeatUrl: url, siteUrl: url });
    }
    for (const url of [
      'http://content.example.com',
      'http://192.168.1.5',
      'http://localhost.evil.example',
      'ftp://x.example',
      'https://user:pw@x.example',
      'https://site@evil.example/',
    ]) {
      const { config, problems } = loadKioskConfig(
        JSON.stringify({ contentBaseUrl: url, updateFeedUrl: url, heartbeatUrl: url, siteUrl: url }),
        [],
      );
      expect(problems, url).toHaveLength(4);
      expect(problems[0]).toMatch(/"contentBaseUrl" must be an https: address/);
      expect(problems[2]).toMatch(/"heartbeatUrl" must be an https: address/);
      expect(problems[3]).toMatch(/"siteUrl" must be an https: address/);
      expect(config.siteUrl).toBeUndefined();
      expect(config.contentBaseUrl).toBeUndefined();
      expect(config.updateFeedUrl).toBeUndefined();
      expect(config.heartbeatUrl).toBeUndefined();
    }
  });

  it('names the kiosk after the machine until staff name it, from the file or the command line', () => {
    expect(loadKioskConfig(undefined, []).config.kioskName).toBe(hostname().slice(0, 64) || 'kiosk');
    expect(loadKioskConfig(JSON.stringify({ kioskName: 'Booth 3 · 展位三' }), []).config.kioskName).toBe(
      'Booth 3 · 展位三',
    );
    expect(loadKioskConfig(undefined, ['--kiosk-name=Lobby']).config.kioskName).toBe('Lobby');
    for (const bad of ['', 'x'.repeat(65), 'Booth\n3']) {
      const { config, problems } = loadKioskConfig(JSON.stringify({ kioskName: bad }), []);
      expect(problems, bad).toEqual([expect.stringMatching(/"kioskName" must be 1 to 64 characters/)]);
      expect(config.kioskName).toBe(DEFAULT_CONFIG.kioskName);
    }
  });

  it('treats prototype names as unknown settings instead of crashing', () => {
    for (const file of [
      '{"constructor":1}',
      '{"toString":""}',
      '{"__proto__":{"idleSeconds":20}}',
      '{"hasOwnProperty":true}',
    ]) {
      const { config, problems } = loadKioskConfig(file, []);
      expect(config).toEqual(DEFAULT_CONFIG);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^kiosk-config\.json: unknown setting ".+" ignored$/);
    }
  });

  it('keeps the shell’s idle limit of 15 to 3600 s and reads the warning time', () => {
    expect(loadKioskConfig(JSON.stringify({ idleSeconds: 15, warningSeconds: 30 }), []).config).toMatchObject({
      idleSeconds: 15,
      warningSeconds: 30,
    });
    expect(loadKioskConfig(JSON.stringify({ idleSeconds: 3600 }), ['--warn=5']).config).toMatchObject({
      idleSeconds: 3600,
      warningSeconds: 5,
    });
    for (const idle of [3, 14, 3601, 20.5])
      expect(loadKioskConfig(JSON.stringify({ idleSeconds: idle }), []).config.idleSeconds).toBe(120);
    expect(loadKioskConfig(undefined, ['--warn=1']).config.warningSeconds).toBe(10);
  });
});

describe('shellEnvironment', () => {
  const env = { VITE_DEV_SERVER_URL: 'http://localhost:5173', KIOSK_USER_DATA_DIR: '/tmp/kiosk-a' };

  it('honours the dev server and the profile folder in an unpackaged app', () => {
    expect(shellEnvironment(env, false)).toEqual({
      devServerUrl: env.VITE_DEV_SERVER_URL,
      userDataDir: env.KIOSK_USER_DATA_DIR,
      problems: [],
    });
    expect(shellEnvironment({}, false)).toEqual({ devServerUrl: undefined, userDataDir: undefined, problems: [] });
  });

  it('ignores both in a packaged app, one log line each', () => {
    expect(shellEnvironment(env, true)).toEqual({
      devServerUrl: undefined,
      userDataDir: undefined,
      problems: [
        'Environment: VITE_DEV_SERVER_URL ignored in a packaged kiosk',
        'Environment: KIOSK_USER_DATA_DIR ignored in a packaged kiosk',
      ],
    });
    expect(shellEnvironment({}, true).problems).toEqual([]);
  });
});

describe('readKioskConfig', () => {
  const tempFolder = useTempFolder('kiosk-config-');

  /** Reads the configuration from the current test's profile folder with `argv`, as the shell does at start. */
  async function read(argv: readonly string[] = []) {
    const log = { info: vi.fn(), warn: vi.fn() };
    const result = await readKioskConfig({ userDataDir: tempFolder(), argv, log });
    const lines = [...log.info.mock.calls, ...log.warn.mock.calls].map((call) => String(call[0]));
    return { ...result, log, lines };
  }

  const configFile = () => path.join(tempFolder(), 'kiosk-config.json');

  it('uses the defaults without a file, and says so', async () => {
    const { config, exitPinHash, log } = await read();
    expect(config).toEqual(DEFAULT_CONFIG);
    expect(exitPinHash).toBeUndefined();
    expect(log.info).toHaveBeenCalledWith('Configuration read from defaults (no file)');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('reads kiosk-config.json from the profile folder, flags winning, and logs each problem', async () => {
    await writeFile(configFile(), JSON.stringify({ linkMode: 'both', idleSeconds: 3, colour: 'red' }));
    const { config, log } = await read(['--hide-cursor', '--daily-restart=04:30', '--start-path=/careers']);
    expect(config).toMatchObject({ linkMode: 'both', idleSeconds: 120, hideCursor: true, dailyRestart: '04:30' });
    expect(rendererConfig(config)).toMatchObject({ startPath: '/careers', linkMode: 'both' });
    expect(log.info).toHaveBeenCalledWith(`Configuration read from ${configFile()}`);
    expect(log.warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(/^Configuration: kiosk-config\.json: "idleSeconds" .*; using the default$/),
      'Configuration: kiosk-config.json: unknown setting "colour" ignored',
    ]);
  });

  it('migrates a plain exitPin: its hash is returned, and kiosk-config.json is rewritten without it', async () => {
    await writeFile(configFile(), JSON.stringify({ linkMode: 'both', exitPin: '246810', colour: 'red' }));
    const { exitPinHash, lines } = await read();
    await expect(verifyExitPin('246810', exitPinHash ?? '')).resolves.toBe(true);
    expect(JSON.parse(await readFile(configFile(), 'utf8'))).toEqual({ linkMode: 'both', exitPinHash, colour: 'red' });
    expect(await readdir(tempFolder())).toEqual(['kiosk-config.json']);
    expect(lines.filter((line) => line.includes('"exitPin"'))).toEqual([
      `Configuration: the plain "exitPin" in ${configFile()} was replaced by its hash ("exitPinHash")`,
    ]);
    expect(lines.join('\n')).not.toContain('246810');
  });

  it('refuses an exit PIN on the command line: no PIN, and one line on how to set the hash', async () => {
    const { exitPinHash, log } = await read(['--exit-pin=482916']);
    expect(exitPinHash).toBeUndefined();
    const lines = log.warn.mock.calls.map((call) => String(call[0]));
    expect(lines.filter((line) => line.includes('--exit-pin'))).toEqual([
      expect.stringMatching(/^Configuration: command line: --exit-pin refused and ignored .*--set-exit-pin/),
    ]);
    expect(lines.join('\n')).not.toContain('482916');
    expect(await readdir(tempFolder())).toEqual([]);
  });
});

describe('the fleet’s signed settings in the configuration', () => {
  const { publicKey } = generateSettingsKeyPair();

  it('takes the settings address and one public key, or up to three during a rotation', () => {
    const one = loadKioskConfig(
      JSON.stringify({ settingsUrl: 'https://fleet.example.com/kiosk-settings.json', settingsPublicKey: publicKey }),
      [],
    );
    expect(one.problems).toEqual([]);
    expect(one.config).toMatchObject({
      settingsUrl: 'https://fleet.example.com/kiosk-settings.json',
      settingsPublicKey: publicKey,
    });
    const rotation = loadKioskConfig(
      JSON.stringify({ settingsPublicKey: [publicKey, generateSettingsKeyPair().publicKey] }),
      [],
    );
    expect(rotation.problems).toEqual([]);
  });

  it('refuses what is no Ed25519 public key, a plain-http address, and keeps the setting unset', () => {
    const { config, problems } = loadKioskConfig(
      JSON.stringify({ settingsUrl: 'http://fleet.example.com/s.json', settingsPublicKey: 'not a key' }),
      [],
    );
    expect(problems).toEqual([
      expect.stringMatching(/"settingsUrl" must be an https: address/),
      expect.stringMatching(/"settingsPublicKey" /),
    ]);
    expect(config.settingsUrl).toBeUndefined();
    expect(config.settingsPublicKey).toBeUndefined();
  });
});

describe('the attract loop’s setting', () => {
  it('takes 0 (off) or 10 seconds to an hour, and reports anything else', () => {
    for (const value of [0, 10, 90, 3600])
      expect(loadKioskConfig(JSON.stringify({ attractAfterSeconds: value }), []).config.attractAfterSeconds).toBe(
        value,
      );
    for (const value of [5, -1, 3601, 12.5, '60']) {
      const { config, problems } = loadKioskConfig(JSON.stringify({ attractAfterSeconds: value }), []);
      expect(config.attractAfterSeconds, String(value)).toBe(60);
      expect(problems, String(value)).toEqual([expect.stringMatching(/"attractAfterSeconds" .*using the default/)]);
    }
  });
});
