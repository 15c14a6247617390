/**
 * A fleet's settings as tests stand them in: what the shell answers at the end of a session once
 * a fleet's signed file has changed every session setting (`electron/main/remote-settings.ts`),
 * and the staff screen's report of where each setting came from (`common/settings-report.ts`).
 * Shared by the unit tests and the browser tests' stand-in bridge (`tests/e2e/fixtures.ts`).
 */
import type { KioskSessionSettings } from '../../../common/kiosk-settings';
import type { SettingsReport } from '../../../common/settings-report';

/** Every session setting changed from its default: Careers, a minute's idle, QR codes, 繁體中文, dark, 45 s to the attract loop. */
export const FLEET_SESSION_SETTINGS = {
  startPath: '/careers',
  idleSeconds: 60,
  warningSeconds: 10,
  linkMode: 'qr',
  defaultLocale: 'zh-TW',
  defaultTheme: 'dark',
  attractAfterSeconds: 45,
} as const satisfies KioskSessionSettings;

/**
 * A report in which the start page came from the fleet's file for this kiosk, the idle time from
 * its part for all kiosks, and the rest from the kiosk's own `kiosk-config.json`; the file in force
 * was issued and applied on 2026-12-04, and the last check refused a file signed by another key.
 */
export const FLEET_SETTINGS_REPORT = {
  settings: [
    { key: 'startPath', value: '/careers', from: 'fleet-kiosk' },
    { key: 'idleSeconds', value: '90', from: 'fleet-all' },
    { key: 'warningSeconds', value: '10', from: 'config' },
    { key: 'linkMode', value: 'qr', from: 'config' },
    { key: 'defaultLocale', value: 'zh-TW', from: 'config' },
    { key: 'defaultTheme', value: 'light', from: 'config' },
    { key: 'exitPinHash', value: 'set', from: 'config' },
  ],
  fleet: {
    url: 'https://www.example.com/kiosk/fleet-settings.json',
    issuedAt: '2026-12-04T01:00:00.000Z',
    appliedAt: '2026-12-04T02:00:00.000Z',
    lastCheck: { at: '2026-12-04T03:00:00.000Z', outcome: 'is signed by none of the keys in settingsPublicKey' },
  },
} as const satisfies SettingsReport;
