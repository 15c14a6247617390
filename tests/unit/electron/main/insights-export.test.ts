// @vitest-environment node
import { lstat, mkdir, readdir, readFile, readlink, realpath, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createInsightsExporter,
  EXPORT_CHOICE_MS,
  EXPORTS_FOLDER,
  ExportRefusedError,
  findRemovableDrive,
  type DriveProbes,
  type ExporterOptions,
  type FolderStats,
} from '../../../../electron/main/insights-export';
import { useTempFolder } from '../../support/temp-folder';

/**
 * A machine's folders: each with its device id, its entries, whether it is a symlink (never a
 * directory then, as `lstat` sees it) and whether the kiosk may write there.
 */
function machine(
  platform: NodeJS.Platform,
  folders: Record<string, { device: number; entries?: string[]; writable?: boolean; symlink?: boolean }>,
  windowsDrives: { letter: string; label: string }[] = [],
): DriveProbes {
  return {
    platform,
    username: 'kiosk',
    list: (folder) => Promise.resolve(folders[folder]?.entries ?? []),
    entry: (target) => {
      const folder = folders[target];
      return Promise.resolve(folder && { device: folder.device, directory: !folder.symlink });
    },
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
    await expect(findRemovableDrive(probes)).resolves.toEqual({ folder: '/media/kiosk/STICK', label: 'STICK' });
    await expect(findRemovableDrive(machine('linux', { '/': { device: 1 } }))).resolves.toBeUndefined();
  });

  it('skips a symlink among the mount points, whatever device it leads to', async () => {
    const probes = machine('linux', {
      '/': { device: 1 },
      '/media/kiosk': { device: 1, entries: ['AAA', 'STICK'] },
      // A symlink `/media/kiosk/AAA` → a folder on another disk: `stat` would see that disk.
      '/media/kiosk/AAA': { device: 9, writable: true, symlink: true },
      '/media/kiosk/STICK': { device: 2, writable: true },
    });
    await expect(findRemovableDrive(probes)).resolves.toEqual({ folder: '/media/kiosk/STICK', label: 'STICK' });
  });

  it('takes a volume other than the start-up disk on macOS, and a removable drive on Windows, with its label', async () => {
    const mac = machine('darwin', {
      '/': { device: 1 },
      '/Volumes': { device: 1, entries: ['Macintosh HD', 'BOOTH'] },
      '/Volumes/Macintosh HD': { device: 1, writable: true },
      '/Volumes/BOOTH': { device: 4, writable: true },
    });
    await expect(findRemovableDrive(mac)).resolves.toEqual({ folder: '/Volumes/BOOTH', label: 'BOOTH' });
    const windows = machine('win32', { 'F:\\': { device: 0, writable: true } }, [
      { letter: 'E:', label: 'LOCKED' },
      { letter: 'F:', label: 'BOOTH\u202E' },
    ]);
    // A control or format character in a label (a right-to-left override here) is not shown.
    await expect(findRemovableDrive(windows)).resolves.toEqual({ folder: 'F:\\', label: 'BOOTH (F:)' });
    const unnamed = machine('win32', { 'E:\\': { device: 0, writable: true } }, [{ letter: 'E:', label: '' }]);
    await expect(findRemovableDrive(unnamed)).resolves.toEqual({ folder: 'E:\\', label: 'E:' });
  });

  it('answers no drive when probing fails', async () => {
    const probes = { ...machine('win32', {}), windowsRemovable: () => Promise.reject(new Error('no powershell')) };
    await expect(findRemovableDrive(probes)).resolves.toBeUndefined();
  });
});

/** Why `promise` was refused (its {@link ExportRefusedError}'s reason); fails the test if it was not. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ExportRefusedError) return error.reason;
    throw error;
  }
  throw new Error('the export was not refused');
}

/** A random UUID (version 4), as the exporter's choices are named: nothing a page could guess. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const isSymlink = (target: string) => lstat(target).then((stats) => stats.isSymbolicLink());

describe('createInsightsExporter', () => {
  const temp = useTempFolder('insights-export-');

  const CSV = '\uFEFFdate,sessions\r\n2026-11-29,2\r\n';
  const FILE = 'insights-Booth-3-2026-11-29-143015.csv';
  const clock = () => {
    const state = { at: new Date(2026, 10, 29, 14, 30, 15) };
    return { state, now: () => state.at };
  };

  /** A kiosk whose user-data folder is `<temp>/userData`, with a stick at `drive` if given. */
  async function kiosk(drive?: string, more: Partial<ExporterOptions> = {}) {
    const userDataDir = path.join(temp(), 'userData');
    await mkdir(userDataDir, { recursive: true });
    const { state, now } = clock();
    const exporter = createInsightsExporter({
      userDataDir,
      kioskName: 'Booth 3 / 展位',
      now,
      findDrive: () => Promise.resolve(drive === undefined ? undefined : { folder: drive, label: 'STICK' }),
      ...more,
    });
    return { exporter, userDataDir, clock: state };
  }

  /** A real folder `name` in the test's folder, by its real path (no symlink on it). */
  async function folder(name: string): Promise<string> {
    const made = path.join(await realpath(temp()), name);
    await mkdir(made);
    return made;
  }

  it('offers the kiosk’s own folder when no stick is plugged in, and writes the CSV there once confirmed', async () => {
    const { exporter, userDataDir } = await kiosk();
    const target = await exporter.choose();
    const exports = path.join(await realpath(userDataDir), EXPORTS_FOLDER);
    expect(target).toEqual({
      id: expect.stringMatching(UUID) as string,
      removable: false,
      label: '',
      folder: exports,
      fileName: FILE,
    });
    // Nothing is written before staff confirm.
    expect(await readdir(exports)).toEqual([]);
    await expect(exporter.write(target.id, CSV)).resolves.toEqual({ path: path.join(exports, FILE), removable: false });
    expect(await readFile(path.join(exports, FILE), 'utf8')).toBe(CSV);
  });

  it('offers the stick by its label, and writes the CSV onto it with its byte-order mark', async () => {
    const stick = await folder('STICK');
    const { exporter } = await kiosk(stick);
    const target = await exporter.choose();
    expect(target).toEqual({
      id: expect.stringMatching(UUID) as string,
      removable: true,
      label: 'STICK',
      folder: stick,
      fileName: FILE,
    });
    await expect(exporter.write(target.id, CSV)).resolves.toEqual({ path: path.join(stick, FILE), removable: true });
    expect(await readdir(stick)).toEqual([FILE]);
    const bytes = await readFile(path.join(stick, FILE));
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.toString('utf8')).toBe(CSV);
  });

  it('refuses a drive folder that is a symlink, or has one on its path, and writes nothing where it leads', async () => {
    const elsewhere = await folder('elsewhere');
    const link = path.join(await realpath(temp()), 'STICK');
    await symlink(elsewhere, link);
    expect(await refusal((await kiosk(link)).exporter.choose())).toBe('not-a-folder');
    await mkdir(path.join(elsewhere, 'inner'));
    expect(await refusal((await kiosk(path.join(link, 'inner'))).exporter.choose())).toBe('not-a-folder');
    expect(await readdir(elsewhere)).toEqual(['inner']);
    expect(await readdir(path.join(elsewhere, 'inner'))).toEqual([]);
  });

  it('refuses an insights-exports folder that is a symlink in the user-data folder', async () => {
    const elsewhere = await folder('elsewhere');
    const { exporter, userDataDir } = await kiosk();
    await symlink(elsewhere, path.join(userDataDir, EXPORTS_FOLDER));
    expect(await refusal(exporter.choose())).toBe('not-a-folder');
    expect(await readdir(elsewhere)).toEqual([]);
  });

  it('does not follow a symlink planted at the file’s name: the file it points at stays as it was', async () => {
    const stick = await folder('STICK');
    const outside = await folder('outside');
    const secret = path.join(outside, 'kiosk-config.json');
    await writeFile(secret, '{"kioskName":"Booth 3"}');
    const { exporter } = await kiosk(stick);
    const target = await exporter.choose();
    await symlink(secret, path.join(stick, target.fileName));
    expect(await refusal(exporter.write(target.id, CSV))).toBe('exists');
    expect(await readFile(secret, 'utf8')).toBe('{"kioskName":"Booth 3"}');
    expect(await isSymlink(path.join(stick, target.fileName))).toBe(true);

    // A link to a file that does not exist yet is not followed either: nothing is made there.
    const again = await exporter.choose();
    expect(again.fileName).toBe('insights-Booth-3-2026-11-29-143015-2.csv');
    await symlink(path.join(outside, 'planted.csv'), path.join(stick, again.fileName));
    expect(await refusal(exporter.write(again.id, CSV))).toBe('exists');
    expect(await readdir(outside)).toEqual(['kiosk-config.json']);
    expect(await readlink(path.join(stick, again.fileName))).toBe(path.join(outside, 'planted.csv'));
  });

  it('never overwrites a file: a name taken when choosing gets a number, one taken since is refused', async () => {
    const stick = await folder('STICK');
    await writeFile(path.join(stick, FILE), 'an earlier export');
    const { exporter } = await kiosk(stick);
    const target = await exporter.choose();
    expect(target.fileName).toBe('insights-Booth-3-2026-11-29-143015-2.csv');
    await writeFile(path.join(stick, target.fileName), 'written since');
    expect(await refusal(exporter.write(target.id, CSV))).toBe('exists');
    expect(await readFile(path.join(stick, FILE), 'utf8')).toBe('an earlier export');
    expect(await readFile(path.join(stick, target.fileName), 'utf8')).toBe('written since');
  });

  it('refuses an unknown, used, replaced, forgotten or expired choice, writing nothing', async () => {
    const stick = await folder('STICK');
    const { exporter, clock: time } = await kiosk(stick);
    expect(await refusal(exporter.write('a-made-up-id', CSV))).toBe('stale');
    const first = await exporter.choose();
    expect(await refusal(exporter.write(`${first.id}x`, CSV))).toBe('stale');
    // A wrong id used the choice up: the right one no longer works either.
    expect(await refusal(exporter.write(first.id, CSV))).toBe('stale');

    const replaced = await exporter.choose();
    const latest = await exporter.choose();
    expect(latest.id).not.toBe(replaced.id);
    expect(await refusal(exporter.write(replaced.id, CSV))).toBe('stale');

    const forgotten = await exporter.choose();
    exporter.forget();
    expect(await refusal(exporter.write(forgotten.id, CSV))).toBe('stale');

    const old = await exporter.choose();
    time.at = new Date(time.at.getTime() + EXPORT_CHOICE_MS);
    expect(await refusal(exporter.write(old.id, CSV))).toBe('stale');
    expect(await readdir(stick)).toEqual([]);

    const used = await exporter.choose();
    await exporter.write(used.id, CSV);
    expect(await refusal(exporter.write(used.id, CSV))).toBe('stale');
    expect(await readdir(stick)).toHaveLength(1);
  });

  it('refuses a drive that is another device, another folder or a symlink by the time staff confirm', async () => {
    const stick = await folder('STICK');
    // Another stick mounted at the same folder cannot be made in a test: `lstat` answers as if.
    let swapped = false;
    const stat = async (target: string): Promise<FolderStats> => {
      const stats = await lstat(target, { bigint: true });
      if (!swapped || target !== stick) return stats;
      return {
        dev: stats.dev + 1n,
        ino: stats.ino,
        isDirectory: () => stats.isDirectory(),
        isSymbolicLink: () => stats.isSymbolicLink(),
      };
    };
    const { exporter } = await kiosk(stick, { lstat: stat });
    const target = await exporter.choose();
    swapped = true;
    expect(await refusal(exporter.write(target.id, CSV))).toBe('changed');
    expect(await readdir(stick)).toEqual([]);
    swapped = false;

    // The folder moved aside and another made in its place.
    const moved = await exporter.choose();
    await rename(stick, path.join(path.dirname(stick), 'STICK-old'));
    await mkdir(stick);
    expect(await refusal(exporter.write(moved.id, CSV))).toBe('changed');
    expect(await readdir(stick)).toEqual([]);

    // The folder swapped for a symlink to another.
    const linked = await exporter.choose();
    const elsewhere = await folder('elsewhere');
    await rename(stick, path.join(path.dirname(stick), 'STICK-older'));
    await symlink(elsewhere, stick);
    expect(await refusal(exporter.write(linked.id, CSV))).toBe('changed');
    expect(await readdir(elsewhere)).toEqual([]);

    // Gone altogether: the stick pulled out, its mount folder removed.
    await rm(stick);
    await mkdir(stick);
    const pulled = await exporter.choose();
    await rm(stick, { recursive: true });
    expect(await refusal(exporter.write(pulled.id, CSV))).toBe('changed');
  });
});
