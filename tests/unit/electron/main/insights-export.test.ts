// @vitest-environment node
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EXPORTS_FOLDER,
  exportInsightsCsv,
  findRemovableDrive,
  type DriveProbes,
} from '../../../../electron/main/insights-export';

/** A machine's folders: each with its device id, its entries, and whether the kiosk may write there. */
function machine(
  platform: NodeJS.Platform,
  folders: Record<string, { device: number; entries?: string[]; writable?: boolean }>,
  windowsDrives: string[] = [],
): DriveProbes {
  return {
    platform,
    username: 'kiosk',
    list: (folder) => Promise.resolve(folders[folder]?.entries ?? []),
    device: (target) => Promise.resolve(folders[target]?.device),
    writable: (folder) => Promise.resolve(folders[folder]?.writable ?? false),
    windowsRemovable: () => Promise.resolve(windowsDrives),
  };
}

describe('findRemovableDrive', () => {
  it('finds a stick udisks mounted for the kiosk’s user on Linux, skipping folders that are no mount point', async () => {
    const probes = machine('linux', {
      '/': { device: 1 },
      '/media/kiosk': { device: 1, entries: ['STICK', 'EMPTY', 'LOCKED'] },
      '/media/kiosk/EMPTY': { device: 1, writable: true },
      '/media/kiosk/LOCKED': { device: 3, writable: false },
      '/media/kiosk/STICK': { device: 2, writable: true },
      '/run/media/kiosk': { device: 5, entries: ['OTHER'] },
      '/run/media/kiosk/OTHER': { device: 6, writable: true },
    });
    await expect(findRemovableDrive(probes)).resolves.toBe('/media/kiosk/STICK');
    await expect(findRemovableDrive(machine('linux', { '/': { device: 1 } }))).resolves.toBeUndefined();
  });

  it('takes a volume other than the start-up disk on macOS, and a removable drive on Windows', async () => {
    const mac = machine('darwin', {
      '/': { device: 1 },
      '/Volumes': { device: 1, entries: ['Macintosh HD', 'BOOTH'] },
      '/Volumes/Macintosh HD': { device: 1, writable: true },
      '/Volumes/BOOTH': { device: 4, writable: true },
    });
    await expect(findRemovableDrive(mac)).resolves.toBe('/Volumes/BOOTH');
    const windows = machine('win32', { 'F:\\': { device: 0, writable: true } }, ['E:', 'F:']);
    await expect(findRemovableDrive(windows)).resolves.toBe('F:\\');
  });

  it('answers no drive when probing fails', async () => {
    const probes = { ...machine('win32', {}), windowsRemovable: () => Promise.reject(new Error('no powershell')) };
    await expect(findRemovableDrive(probes)).resolves.toBeUndefined();
  });
});

describe('exportInsightsCsv', () => {
  let folder = '';
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'insights-export-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  const CSV = '\uFEFFdate,sessions\r\n2026-11-29,2\r\n';
  const now = () => new Date(2026, 10, 29, 14, 30, 15);

  it('writes into the user-data folder when no stick is plugged in, named by the kiosk and the time', async () => {
    const saved = await exportInsightsCsv(CSV, {
      userDataDir: folder,
      kioskName: 'Booth 3 / 展位',
      now,
      findDrive: () => Promise.resolve(undefined),
    });
    expect(saved).toEqual({
      path: path.join(folder, EXPORTS_FOLDER, 'insights-Booth-3-2026-11-29-143015.csv'),
      removable: false,
    });
    expect(await readFile(saved.path, 'utf8')).toBe(CSV);
  });

  it('writes onto the stick when there is one', async () => {
    const stick = path.join(folder, 'STICK');
    const { mkdir } = await import('node:fs/promises');
    await mkdir(stick);
    const saved = await exportInsightsCsv(CSV, {
      userDataDir: folder,
      kioskName: '展位',
      now,
      findDrive: () => Promise.resolve(stick),
    });
    expect(saved).toEqual({ path: path.join(stick, 'insights-kiosk-2026-11-29-143015.csv'), removable: true });
    expect(await readdir(stick)).toEqual(['insights-kiosk-2026-11-29-143015.csv']);
    expect((await readFile(saved.path)).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
