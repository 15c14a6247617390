/**
 * Where the staff screen's CSV of the kiosk's insights goes (`docs/kiosk.md`, section 8,
 * "Insights"), in two steps. {@link InsightsExporter.choose} finds the folder (a USB stick when one
 * is plugged in, else the user-data folder's `insights-exports`) and a file name free there, for
 * staff to see and confirm; {@link InsightsExporter.write} writes to exactly that folder and name
 * once they do. The page never names a path: it gets the choice's id and hands it back.
 *
 * A stick may be a visitor's, and anything on it may have been planted there, symlinks included.
 * So the folder must be a real directory (not a symlink, and no symlink on its path), the same
 * one, on the same device, when written as when chosen; and the file is created new, never opened
 * when anything at all already has its name, so nothing is overwritten and no link is followed.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { constants, type BigIntStats } from 'node:fs';
import { access, lstat, mkdir, open, readdir, realpath, rm, type FileHandle } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ExportTarget } from '../../common/bridge.ts';

/** The folder in the user-data folder that takes an export when no USB stick is plugged in. */
export const EXPORTS_FOLDER = 'insights-exports';

/** How long a choice stays good for its write, in milliseconds: staff confirm in moments. */
export const EXPORT_CHOICE_MS = 5 * 60_000;

/** A removable drive: its folder (`/media/kiosk/STICK`, `E:\`) and the name staff know it by. */
export interface RemovableDrive {
  readonly folder: string;
  /** The drive's name as its system shows it: the mount folder's name, or `BOOTH (E:)` on Windows. */
  readonly label: string;
}

/** What the file-system probes of {@link findRemovableDrive} need; Node's own unless a test passes fakes. */
export interface DriveProbes {
  platform: NodeJS.Platform;
  /** The user whose desktop mounts sticks (`/media/<user>`). */
  username: string;
  /** Names in `folder`; `[]` when it does not exist. */
  list: (folder: string) => Promise<string[]>;
  /**
   * What `target` itself is, a symlink not followed (`lstat`): the device id it is on, and
   * whether it is a directory (a symlink never is); `undefined` when it cannot be read.
   */
  entry: (target: string) => Promise<{ device: number; directory: boolean } | undefined>;
  /** Whether the kiosk may write in `folder`. */
  writable: (folder: string) => Promise<boolean>;
  /**
   * Windows: the removable drives (`Win32_LogicalDisk`, DriveType 2): each one's letter (`E:`)
   * and volume label (empty when it has none).
   */
  windowsRemovable: () => Promise<{ letter: string; label: string }[]>;
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
  entry: (target) =>
    lstat(target).then(
      (stats) => ({ device: stats.dev, directory: stats.isDirectory() }),
      () => undefined,
    ),
  writable: (folder) =>
    access(folder, constants.W_OK).then(
      () => true,
      () => false,
    ),
  windowsRemovable: async () => {
    // DriveType 2 is "Removable Disk" (Win32_LogicalDisk, Microsoft's WMI reference). A tab
    // ([char]9) parts the letter from the label, which may hold spaces; UTF-8 out, as Node reads
    // it, so a label in Chinese arrives whole.
    const { stdout } = await run(
      'powershell.exe',
      [
        '-NoProfile',
        '-NonInteractive',
        '-Command',
        '[Console]::OutputEncoding = [System.Text.Encoding]::UTF8; ' +
          "Get-CimInstance Win32_LogicalDisk -Filter 'DriveType=2' | ForEach-Object { $_.DeviceID + [char]9 + $_.VolumeName }",
      ],
      { timeout: 10_000, windowsHide: true },
    );
    return stdout.split(/\r?\n/).flatMap((line) => {
      const [letter = '', label = ''] = line.split('\t');
      return /^[A-Z]:$/.test(letter.trim()) ? [{ letter: letter.trim(), label: label.trim() }] : [];
    });
  },
};

/**
 * `text` as the staff screen may show it: without control and format characters (a name on a
 * visitor's stick could hold a right-to-left override that makes it read as another), at most
 * 200 characters.
 */
function printable(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}]/gu, '').slice(0, 200);
}

/**
 * The first USB stick (or other removable drive) the kiosk can write to, or `undefined`:
 * - Linux: a mount point under `/media/<user>` or `/run/media/<user>` (where udisks mounts them);
 * - macOS: a volume under `/Volumes` other than the start-up disk;
 * - Windows: a drive Windows calls removable.
 *
 * A folder counts as a mount point when it is a real directory (a symlink is skipped, whatever it
 * points at) on another device than its parent. Never rejects.
 */
export async function findRemovableDrive(probes: DriveProbes = NODE_DRIVE_PROBES): Promise<RemovableDrive | undefined> {
  try {
    if (probes.platform === 'win32') {
      for (const { letter, label } of await probes.windowsRemovable()) {
        const root = `${letter}\\`;
        if (await probes.writable(root))
          return { folder: root, label: printable(label) === '' ? letter : `${printable(label)} (${letter})` };
      }
      return undefined;
    }
    const parents =
      probes.platform === 'darwin' ? ['/Volumes'] : [`/media/${probes.username}`, `/run/media/${probes.username}`];
    const system = (await probes.entry('/'))?.device;
    for (const parent of parents) {
      const parentDevice = (await probes.entry(parent))?.device;
      for (const name of (await probes.list(parent)).sort()) {
        const folder = path.posix.join(parent, name);
        const entry = await probes.entry(folder);
        if (!entry?.directory || entry.device === parentDevice || entry.device === system) continue;
        if (await probes.writable(folder)) return { folder, label: printable(name) };
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

/**
 * Why an export was refused, as {@link ExportRefusedError.reason}:
 * - `stale`: the choice's id is not the one issued last, was used already or is older than
 *   {@link EXPORT_CHOICE_MS} (or staff signed out since);
 * - `changed`: at the write, the folder is gone, is no longer a real directory, or is another
 *   directory or on another device than the one chosen;
 * - `exists`: something (a file, a symlink…) has the file's name, and was left as it is;
 * - `not-a-folder`: at the choice, the folder is a symlink, is not a directory, or has a symlink
 *   on its path.
 */
export type ExportRefusal = 'stale' | 'changed' | 'exists' | 'not-a-folder';

/** An export the kiosk would not write, with why ({@link ExportRefusal}) and a message for the log. */
export class ExportRefusedError extends Error {
  readonly reason: ExportRefusal;
  constructor(reason: ExportRefusal, message: string) {
    super(message);
    this.name = 'ExportRefusedError';
    this.reason = reason;
  }
}

/** What {@link createInsightsExporter} needs of `lstat`: Node's, with `bigint` numbers. */
export type FolderStats = Pick<BigIntStats, 'dev' | 'ino' | 'isDirectory' | 'isSymbolicLink'>;

/** A folder's identity: the device it is on and its inode there, as `lstat` gives them. */
interface FolderIdentity {
  dev: bigint;
  ino: bigint;
}

/**
 * The identity of `folder` once it is known to be a real directory: `lstat` (which does not
 * follow a symlink) says it is a directory and not a symlink, and its `realpath` is `folder`
 * itself, so no symlink sits anywhere on its path either. Rejects with an
 * {@link ExportRefusedError} (`not-a-folder`) when it is not, or with the file system's error
 * when it cannot be read.
 */
async function realFolder(folder: string, stat: (target: string) => Promise<FolderStats>): Promise<FolderIdentity> {
  const stats = await stat(folder);
  if (stats.isSymbolicLink() || !stats.isDirectory())
    throw new ExportRefusedError('not-a-folder', `${folder} is not a real folder (a symlink, or not a directory)`);
  const real = await realpath(folder);
  if (real !== folder) throw new ExportRefusedError('not-a-folder', `${folder} leads elsewhere (${real})`);
  return { dev: stats.dev, ino: stats.ino };
}

/**
 * `O_NOFOLLOW` (Node's `fs.constants.O_NOFOLLOW`: the open fails if the path is a symbolic link),
 * or `undefined` where the platform has none: Node leaves it undefined on Windows, though its
 * types say a number.
 */
const NO_FOLLOW = (constants as { O_NOFOLLOW?: number }).O_NOFOLLOW;

/**
 * The flags that create a file only if nothing has its name (Node's `'wx'`, plus
 * {@link NO_FOLLOW} where there is one). With `O_CREAT` and `O_EXCL` the open fails (`EEXIST`)
 * when the name exists, a symlink included, which POSIX's `open()` says is then not followed;
 * Windows' `CREATE_NEW`, which Node opens these flags with, refuses likewise.
 */
const CREATE_NEW = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (NO_FOLLOW ?? 0);

/**
 * Writes `text` as UTF-8 to a file made new at `file`, on device `dev`: opened with
 * {@link CREATE_NEW}, checked to be on `dev`, written, flushed to disk (`fsync`) and closed.
 * Rejects with an {@link ExportRefusedError} (`exists`) when anything has that name, left as it
 * is, or (`changed`) when the file came out on another device; with the file system's error when
 * it cannot be written, after removing what it made.
 */
async function writeNewFile(file: string, text: string, dev: bigint): Promise<void> {
  let handle: FileHandle;
  try {
    handle = await open(file, CREATE_NEW, 0o644);
  } catch (error) {
    // ELOOP: O_NOFOLLOW met a symlink at the name.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ELOOP')
      throw new ExportRefusedError('exists', `${file} already exists; it was left as it is`);
    throw error;
  }
  try {
    // The folder was checked before the open; this catches it swapped for another in between.
    if ((await handle.stat({ bigint: true })).dev !== dev)
      throw new ExportRefusedError('changed', `${file} came out on another device than the one chosen`);
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => undefined);
    // The file is the kiosk's own (it made it new above): half a CSV is worth less than none.
    await rm(file, { force: true }).catch(() => undefined);
    throw error;
  }
  await handle.close();
}

export interface ExporterOptions {
  /** The kiosk's user-data folder, whose `insights-exports` takes an export when there is no stick. */
  userDataDir: string;
  /** `kioskName` from the configuration, for the file's name (`insights-Booth-3-…`). */
  kioskName: string;
  /** The clock, for the file's name and the choice's age; `() => new Date()` unless a test passes one. */
  now?: () => Date;
  /** The removable drive, or `undefined`; {@link findRemovableDrive} unless a test passes one. */
  findDrive?: () => Promise<RemovableDrive | undefined>;
  /** `lstat` with `bigint` numbers; Node's unless a test passes one (to stand in for another stick). */
  lstat?: (target: string) => Promise<FolderStats>;
}

/** The staff screen's export, in two steps; see {@link createInsightsExporter}. */
export interface InsightsExporter {
  /**
   * Finds where an export would go and issues a choice for it: a removable drive's folder if
   * {@link findRemovableDrive} finds one, else `<userData>/insights-exports` (made if missing),
   * and `insights-<kiosk>-<date>-<time>.csv` (with `-2`, `-3`… up to `-99` when a name is taken).
   * Resolves with what staff confirm ({@link ExportTarget}), whose `id` only the next
   * {@link InsightsExporter.write} takes; a later choice replaces it. Rejects with an
   * {@link ExportRefusedError} (`not-a-folder`) when the folder is not a real one, (`exists`)
   * when 99 names are taken, or with the file system's error.
   */
  choose(): Promise<ExportTarget>;
  /**
   * Writes `csv` (the staff screen's CSV, text with its byte-order mark, written as UTF-8) to the
   * choice `id`'s folder and name, and to nowhere else. The choice is used up either way. Before
   * writing, the folder is checked again: still a real directory, still the same one on the same
   * device (`lstat`'s `dev` and `ino`). Resolves with the file's path (as the staff screen shows
   * it) and whether it is on a removable drive; rejects with an {@link ExportRefusedError} (`stale`, `changed`, `exists`) or with the file
   * system's error.
   */
  write(id: string, csv: string): Promise<{ path: string; removable: boolean }>;
  /** Drops the choice, if any: staff signed out. */
  forget(): void;
}

/** A choice as the exporter keeps it: where, and what the folder was when chosen. */
interface Choice {
  target: ExportTarget;
  folder: string;
  identity: FolderIdentity;
  /** When it stops being good, ms since the epoch. */
  until: number;
}

/** The staff screen's exporter for this kiosk: one choice at a time, each good for one write. */
export function createInsightsExporter(options: ExporterOptions): InsightsExporter {
  const now = options.now ?? (() => new Date());
  const findDrive = options.findDrive ?? (() => findRemovableDrive());
  const stat = options.lstat ?? ((target: string) => lstat(target, { bigint: true }));
  let choice: Choice | undefined;

  /** The first `insights-….csv` name nothing in `folder` has (a symlink at a name takes it). */
  const freeName = async (folder: string): Promise<string> => {
    const base = `insights-${fileNamePart(options.kioskName)}-${stamp(now())}`;
    for (let copy = 1; copy <= 99; copy += 1) {
      const name = copy === 1 ? `${base}.csv` : `${base}-${copy}.csv`;
      try {
        await stat(path.join(folder, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return name;
        throw error;
      }
    }
    throw new ExportRefusedError('exists', `${folder} already has 99 exports named ${base}`);
  };

  return {
    async choose() {
      choice = undefined;
      const drive = await findDrive();
      let folder: string;
      if (drive) folder = drive.folder;
      else {
        await mkdir(path.join(options.userDataDir, EXPORTS_FOLDER), { recursive: true });
        // The user-data folder is the kiosk's own; the path to it may hold a symlink (macOS's
        // `/var` is one), the exports folder in it may not.
        folder = path.join(await realpath(options.userDataDir), EXPORTS_FOLDER);
      }
      const identity = await realFolder(folder, stat);
      const target: ExportTarget = {
        id: randomUUID(),
        removable: drive !== undefined,
        label: drive ? drive.label : '',
        folder: printable(folder),
        fileName: await freeName(folder),
      };
      choice = { target, folder, identity, until: now().getTime() + EXPORT_CHOICE_MS };
      return target;
    },
    async write(id, csv) {
      const chosen = choice;
      choice = undefined;
      if (!chosen || chosen.target.id !== id || now().getTime() >= chosen.until)
        throw new ExportRefusedError('stale', 'the export choice is unknown, used or expired');
      let identity: FolderIdentity;
      try {
        identity = await realFolder(chosen.folder, stat);
      } catch (error) {
        throw new ExportRefusedError('changed', `${chosen.folder} is gone or changed (${(error as Error).message})`);
      }
      if (identity.dev !== chosen.identity.dev || identity.ino !== chosen.identity.ino)
        throw new ExportRefusedError('changed', `${chosen.folder} is no longer the drive chosen`);
      const file = path.join(chosen.folder, chosen.target.fileName);
      await writeNewFile(file, csv, identity.dev);
      return { path: printable(file), removable: chosen.target.removable };
    },
    forget() {
      choice = undefined;
    },
  };
}
