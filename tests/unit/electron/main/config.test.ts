// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, loadKioskConfig, rendererConfig } from '../../../../electron/main/config';

describe('loadKioskConfig', () => {
  it('uses the defaults without a file or flags', () => {
    expect(loadKioskConfig(undefined, [])).toEqual({ config: DEFAULT_CONFIG, problems: [] });
    expect(DEFAULT_CONFIG).toMatchObject({ startPath: '/', idleSeconds: 120, defaultLocale: 'en', defaultTheme: 'light', linkMode: 'both' });
  });

  it('reads a valid file', () => {
    const file = JSON.stringify({
      startPath: '/announcements',
      idleSeconds: 90,
      contentBaseUrl: 'https://content.example.com/v1',
      defaultLocale: 'zh-TW',
      defaultTheme: 'dark',
      linkMode: 'qr',
      exitPin: '2468',
      zoomFactor: 2,
      dailyRestart: '04:30',
      hideCursor: true,
    });
    const { config, problems } = loadKioskConfig(file, []);
    expect(problems).toEqual([]);
    expect(config).toMatchObject({ startPath: '/announcements', idleSeconds: 90, defaultLocale: 'zh-TW', linkMode: 'qr', zoomFactor: 2, hideCursor: true });
  });

  it('lets flags win over the file', () => {
    const file = JSON.stringify({ idleSeconds: 90, defaultLocale: 'zh' });
    const { config } = loadKioskConfig(file, ['--idle=45', '--locale', 'en', '--theme=dark', '--hide-cursor', '--zoom=1.5', '--content-timeout-ms=4000']);
    expect(config).toMatchObject({ idleSeconds: 45, defaultLocale: 'en', defaultTheme: 'dark', hideCursor: true, zoomFactor: 1.5, contentTimeoutMs: 4000 });
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
      JSON.stringify({ exitPin: '2468', contentBaseUrl: 'https://c.example.com', contentTimeoutMs: 5000 }),
      [],
    );
    const forRenderer = rendererConfig(config);
    expect(forRenderer).toEqual({
      idleSeconds: 120,
      defaultLocale: 'en',
      defaultTheme: 'light',
      linkMode: 'both',
      contentBaseUrl: 'https://c.example.com',
      contentTimeoutMs: 5000,
    });
    expect(JSON.stringify(forRenderer)).not.toContain('2468');
  });
});
