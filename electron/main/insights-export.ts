/**
 * Where the staff screen's CSV of the kiosk's insights goes (`docs/kiosk.md`, section 8,
 * "Insights"): onto a USB stick when one is plugged in, else into the user-data folder's
 * `insights-exports`, under a name the main process makes (the page never names a path).
 */
import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdir, readdir, stat } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import writeFileAtomic from 'write-file-atomic';

/** The folder in the user-data folder that takes an export when no USB stick is plugged in. */
export const EXPORTS_FOLDER = 'insights-exports';

/** What the file-system probes of {@link findRemovableDrive} need; Node's own unless a test passes fakes. */
export interface DriveProbes {
  platform: NodeJS.Platform;
  /** The user whose desktop mounts sticks (`/media/<user>`). */
  username: string;
  /** Names in `folder`; `[]` when it does not exist. */
  list: (folder: string) => Promise<string[]>;
  /** The device id of what `target` is on (`stat().dev`), or `undefined` when it cannot be read. */
  device: (target: string) => Promise<number | undefined>;
  /** Whether the kiosk may write in `folder`. */
  writable: (folder: string) => Promise<boolean>;
  /** Windows: the letters (`E:`) of removable drives (`Win32_LogicalDisk`, DriveType 2). */
  windowsRemovable: () => Promise<string[]>;
}

const run = promisify(execFile);

/** Node's probes of this machine. */
const NODE_DRIVE_PROBES: DriveProbes = {
  platform: process.platform,
  username: (() => {
    try {
      return userInfo().username;
    } catch {
      return '';
    }
  })(),
  list: (folder) => readdir(folder).catch(() => []),
  device: (target) =>
    stat(target).then(
      (stats) => stats.dev,
      () => undefined,
    ),
  writable: (folder) =>
    access(folder, constants.W_OK).then(
      () => true,
      () => false,
    ),
  windowsRemovable: async () => {
    // DriveType 2 is "Removable Disk" (Win32_LogicalDisk, Microsoft's WMI reference).
    const { stdout } = await run(
      'powershell.exe',
      [
        '-NoProfile',
        '-NonInteractive',
        '-Command',
        "(Get-CimInstance Win32_LogicalDisk -Filter 'DriveType=2').DeviceID",
      ],
      { timeout: 10_000, windowsHide: true },
    );
    return stdout
      .split(/\r?\n/)
      .filter((line) => /^[A-Z]:$/.test(line.trim()))
      .map((line) => line.trim());
  },
};

/**
 * The first USB stick (or other removable drive) the kiosk can write to, or `undefined`:
 * - Linux: a mount point under `/media/<user>` or `/run/media/<user>` (where udisks mounts them);
 * - macOS: a volume under `/Volumes` other than the start-up disk;
 * - Windows: a drive Windows calls removable.
 *
 * A folder counts as a mount point when it sits on another device than its parent. Never rejects.
 */
export async function findRemovableDrive(probes: DriveProbes = NODE_DRIVE_PROBES): Promise<string | undefined> {
  try {
    if (probes.platform === 'win32') {
      for (const letter of await probes.windowsRemovable()) {
        const root = `${letter}\\`;
        if (await probes.writable(root)) return root;
      }
      return undefined;
    }
    const parents =
      probes.platform === 'darwin' ? ['/Volumes'] : [`/media/${probes.username}`, `/run/media/${probes.username}`];
    const system = await probes.device('/');
    for (const parent of parents) {
      const parentDevice = await probes.device(parent);
      for (const name of (await probes.list(parent)).sort()) {
        const folder = path.posix.join(parent, name);
        const device = await probes.device(folder);
        if (device === undefined || device === parentDevice || device === system) continue;
        if (await probes.writable(folder)) return folder;
      }
    }
  } catch {
    // No drive found is the answer: the export goes to the user-data folder.
  }
  return undefined;
}

/** `kioskName` in the characters every file system takes (`Booth 3` → `Booth-3`), or `kiosk`. */
function fileNamePart(kioskName: string): string {
  const part = kioskName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return part === '' ? 'kiosk' : part;
}

/** `at` as `2026-11-29-143015`, in the kiosk's local time: two exports a minute apart keep both. */
function stamp(at: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const time = `${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}-${time}`;
}

export interface ExportOptions {
  userDataDir: string;
  kioskName: string;
  now?: () => Date;
  /** The removable drive's folder, or `undefined`; {@link findRemovableDrive} unless a test passes one. */
  findDrive?: () => Promise<string | undefined>;
}

/**
 * Writes `csv` (the staff screen's export, already UTF-8 text with its byte-order mark) as
 * `insights-<kiosk>-<date>-<time>.csv` onto a removable drive if one is found, else into
 * `<userData>/insights-exports`. Resolves with the file's path and whether it is on a removable
 * drive; rejects when the file cannot be written.
 */
export async function exportInsightsCsv(
  csv: string,
  options: ExportOptions,
): Promise<{ path: string; removable: boolean }> {
  const now = options.now ?? (() => new Date());
  const drive = await (options.findDrive ?? (() => findRemovableDrive()))();
  const folder = drive ?? path.join(options.userDataDir, EXPORTS_FOLDER);
  if (!drive) await mkdir(folder, { recursive: true });
  const file = path.join(folder, `insights-${fileNamePart(options.kioskName)}-${stamp(now())}.csv`);
  await writeFileAtomic(file, csv, { encoding: 'utf8' });
  return { path: file, removable: drive !== undefined };
}
