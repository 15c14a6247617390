// @vitest-environment node
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { hashExitPin } from '../../../../electron/main/exit-pin-hash.mjs';
import {
  MAX_EXPORT_CHARS,
  MAX_SESSION_SUMMARY_CHARS,
  registerIpcHandlers,
  STAFF_SIGN_IN_MS,
  type IpcOptions,
} from '../../../../electron/main/ipc';
import { ExportRefusedError } from '../../../../electron/main/insights-export';
import { IPC_CHANNELS, type ExportTarget } from '../../../../common/bridge';
import { localDay } from '../../../../common/insights';
import { FLEET_SESSION_SETTINGS } from '../../support/kiosk-fleet';

type Handler = (event: unknown, ...args: unknown[]) => unknown;
const handlers = new Map<string, Handler>();

/** Stands in for Electron's `ipcMain`: the handlers by channel. */
const ipcMain = {
  handle: (channel: string, handler: Handler) => void handlers.set(channel, handler),
  removeHandler: (channel: string) => void handlers.delete(channel),
} as unknown as IpcOptions['ipcMain'];

const EXIT_PIN = '246810';
/** Where the exporter offers to write. */
const TARGET: ExportTarget = {
  id: '0b7c5e52-4d0e-4a57-9b4c-2f1c9e0d6a11',
  removable: true,
  label: 'STICK',
  folder: '/media/kiosk/STICK',
  fileName: 'insights.csv',
};
/** The insights store's days, as the store gives them. */
const DAYS = [{ date: '2026-11-29', sessions: 2 }] as unknown as ReturnType<IpcOptions['insights']['days']>;
/**
 * The hash of {@link EXIT_PIN}, as kiosk-config.json holds it, at the lowest cost the shell
 * accepts (N = 2^14), so the dozen checks of a lockout test stay well inside the test timeout.
 */
let exitPinHash = '';
beforeAll(async () => {
  exitPinHash = await hashExitPin(EXIT_PIN, { N: 2 ** 14, r: 8, p: 1 });
});

function eventFrom(senderId: number, frame: { url: string } = { url: 'app://site/' }, isMain = true) {
  return {
    sender: { id: senderId },
    senderFrame: { ...frame, parent: isMain ? null : { url: 'app://site/' } },
  };
}

function setup({
  linkMode = 'both',
  withPin = true,
  onSessionEnd,
}: { linkMode?: 'qr' | 'browser' | 'both'; withPin?: boolean; onSessionEnd?: IpcOptions['onSessionEnd'] } = {}) {
  const openExternal = vi.fn(() => Promise.resolve());
  const clearHistory = vi.fn();
  const quit = vi.fn();
  const log = { info: vi.fn(), warn: vi.fn() };
  const clock = { now: 1_000_000 };
  const recordSession = vi.fn<(session: unknown) => Promise<boolean>>(() => Promise.resolve(true));
  const exporter = {
    choose: vi.fn<IpcOptions['exporter']['choose']>(() => Promise.resolve(TARGET)),
    write: vi.fn<IpcOptions['exporter']['write']>(() =>
      Promise.resolve({ path: '/media/kiosk/STICK/insights.csv', removable: true }),
    ),
    forget: vi.fn<IpcOptions['exporter']['forget']>(),
  };
  const remove = registerIpcHandlers({
    ipcMain,
    window: () => ({ webContents: { id: 7, navigationHistory: { clear: clearHistory } } }) as never,
    appOrigin: 'app://site',
    exitPinHash: () => (withPin ? exitPinHash : undefined),
    linkMode: () => linkMode,
    ...(onSessionEnd ? { onSessionEnd } : {}),
    openExternal,
    quit,
    kioskName: 'Booth 3',
    insights: { recordSession, days: () => DAYS },
    exporter,
    now: () => clock.now,
    log,
  });
  return { openExternal, quit, log, remove, clock, clearHistory, recordSession, exporter };
}

const warnings = (log: { warn: ReturnType<typeof vi.fn> }) => log.warn.mock.calls.map((call) => String(call[0]));

describe('registerIpcHandlers', () => {
  it('registers one handler per bridge channel, none of them synchronous, and removes them all', () => {
    const { remove } = setup();
    expect([...handlers.keys()].sort()).toEqual(Object.values(IPC_CHANNELS).sort());
    remove();
    expect(handlers.size).toBe(0);
  });

  it('opens allowed links, refuses other schemes, bad arguments and other senders', async () => {
    const { openExternal, remove } = setup();
    const open = handlers.get(IPC_CHANNELS.openExternal);
    await expect(open?.(eventFrom(7), 'https://t.me/group')).resolves.toEqual({ ok: true });
    await expect(open?.(eventFrom(7), 'file:///etc/passwd')).resolves.toEqual({ ok: false, reason: 'refused' });
    await expect(open?.(eventFrom(7), { url: 'https://x' })).resolves.toEqual({ ok: false, reason: 'refused' });
    await expect(open?.(eventFrom(7), `https://x.com/${'a'.repeat(3000)}`)).resolves.toEqual({
      ok: false,
      reason: 'refused',
    });
    await expect(open?.(eventFrom(9), 'https://t.me/group')).resolves.toEqual({ ok: false, reason: 'refused' });
    await expect(open?.(eventFrom(7, { url: 'https://evil.example/' }), 'https://t.me/group')).resolves.toEqual({
      ok: false,
      reason: 'refused',
    });
    await expect(open?.(eventFrom(7, { url: 'app://site/' }, false), 'https://t.me/group')).resolves.toEqual({
      ok: false,
      reason: 'refused',
    });
    expect(openExternal).toHaveBeenCalledTimes(1);
    remove();
  });

  it('never opens the system browser in qr mode, mailto: included; opens mailto: in browser and both', async () => {
    const qr = setup({ linkMode: 'qr' });
    let open = handlers.get(IPC_CHANNELS.openExternal);
    await expect(open?.(eventFrom(7), 'https://t.me/group')).resolves.toEqual({ ok: false, reason: 'refused' });
    await expect(open?.(eventFrom(7), 'mailto:ir@example.com')).resolves.toEqual({ ok: false, reason: 'refused' });
    expect(qr.openExternal).not.toHaveBeenCalled();
    expect(warnings(qr.log)).toContain('Refused to open "mailto:ir@example.com": link mode is qr');
    qr.remove();
    for (const linkMode of ['browser', 'both'] as const) {
      const { openExternal, remove } = setup({ linkMode });
      open = handlers.get(IPC_CHANNELS.openExternal);
      await expect(open?.(eventFrom(7), 'mailto:ir@example.com')).resolves.toEqual({ ok: true });
      expect(openExternal).toHaveBeenCalledWith('mailto:ir@example.com');
      remove();
    }
  });

  it('refuses links with a user name or password', async () => {
    const { openExternal, remove } = setup();
    const open = handlers.get(IPC_CHANNELS.openExternal);
    await expect(open?.(eventFrom(7), 'https://site@evil.example/')).resolves.toEqual({ ok: false, reason: 'refused' });
    await expect(open?.(eventFrom(7), 'https://a:b@x.example')).resolves.toEqual({ ok: false, reason: 'refused' });
    expect(openExternal).not.toHaveBeenCalled();
    remove();
  });

  it('hands mailto: links over with their recipients, subject and body only', async () => {
    const { openExternal, log, remove } = setup();
    const open = handlers.get(IPC_CHANNELS.openExternal);
    await expect(
      open?.(eventFrom(7), 'mailto:ir@example.com?Subject=Hi&bcc=spy@evil.example&attach=/etc/passwd'),
    ).resolves.toEqual({ ok: true });
    expect(openExternal).toHaveBeenCalledWith('mailto:ir@example.com?subject=Hi');
    expect(warnings(log)).toContain(
      'Dropped from a mailto: link before handing it to the mail client: "bcc", "attach"',
    );
    remove();
  });

  it('signs staff in with the right PIN from our window, and only then quits or shows the insights', async () => {
    const { quit, log, remove } = setup();
    const unlock = handlers.get(IPC_CHANNELS.unlockStaff);
    const quitKiosk = handlers.get(IPC_CHANNELS.quit);
    const read = handlers.get(IPC_CHANNELS.readInsights);
    await expect(Promise.resolve(quitKiosk?.(eventFrom(7)))).resolves.toEqual({ ok: false, reason: 'signed-out' });
    await expect(Promise.resolve(read?.(eventFrom(7)))).resolves.toEqual({ ok: false, reason: 'signed-out' });
    await expect(unlock?.(eventFrom(7), '111111')).resolves.toEqual({ ok: false, reason: 'wrong-pin' });
    await expect(unlock?.(eventFrom(7), 246810)).resolves.toEqual({ ok: false, reason: 'wrong-pin' });
    await expect(unlock?.(eventFrom(8), EXIT_PIN)).resolves.toEqual({ ok: false, reason: 'wrong-pin' });
    await expect(Promise.resolve(quitKiosk?.(eventFrom(7)))).resolves.toEqual({ ok: false, reason: 'signed-out' });
    expect(quit).not.toHaveBeenCalled();
    expect(warnings(log)).toContain('Refused to quit: staff are not signed in');

    await expect(unlock?.(eventFrom(7), EXIT_PIN)).resolves.toEqual({ ok: true });
    // Another window's frame gets nothing, signed in or not.
    await expect(Promise.resolve(read?.(eventFrom(9)))).resolves.toEqual({ ok: false, reason: 'signed-out' });
    await expect(Promise.resolve(read?.(eventFrom(7)))).resolves.toEqual({
      ok: true,
      kioskName: 'Booth 3',
      today: localDay(new Date(1_000_000)),
      days: DAYS,
    });
    await expect(Promise.resolve(quitKiosk?.(eventFrom(9)))).resolves.toEqual({ ok: false, reason: 'signed-out' });
    expect(quit).not.toHaveBeenCalled();
    await expect(Promise.resolve(quitKiosk?.(eventFrom(7)))).resolves.toEqual({ ok: true });
    expect(quit).toHaveBeenCalledTimes(1);
    remove();
    expect(handlers.size).toBe(0);
  });

  it('signs staff out when they leave, when a visitor session ends, and after 30 minutes without a call', async () => {
    const { clock, log, remove } = setup();
    const unlock = handlers.get(IPC_CHANNELS.unlockStaff);
    const read = async () => ((await handlers.get(IPC_CHANNELS.readInsights)?.(eventFrom(7))) as { ok: boolean }).ok;
    await unlock?.(eventFrom(7), EXIT_PIN);
    await handlers.get(IPC_CHANNELS.lockStaff)?.(eventFrom(7));
    expect(await read()).toBe(false);
    await unlock?.(eventFrom(7), EXIT_PIN);
    await handlers.get(IPC_CHANNELS.endSession)?.(eventFrom(7));
    expect(await read()).toBe(false);
    await unlock?.(eventFrom(7), EXIT_PIN);
    // Each staff-only call renews the 30 minutes.
    clock.now += STAFF_SIGN_IN_MS - 1;
    expect(await read()).toBe(true);
    clock.now += STAFF_SIGN_IN_MS - 1;
    expect(await read()).toBe(true);
    clock.now += STAFF_SIGN_IN_MS;
    expect(await read()).toBe(false);
    expect(
      log.info.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith('Staff signed')),
    ).toEqual([
      'Staff signed in',
      'Staff signed out',
      'Staff signed in',
      'Staff signed out',
      'Staff signed in',
      'Staff signed out',
    ]);
    remove();
  });

  it('offers where an export would go only to signed-in staff, and says when there is no place', async () => {
    const { exporter, log, remove } = setup();
    const choose = handlers.get(IPC_CHANNELS.chooseExportTarget);
    await expect(choose?.(eventFrom(7))).resolves.toEqual({ ok: false, reason: 'signed-out' });
    await handlers.get(IPC_CHANNELS.unlockStaff)?.(eventFrom(7), EXIT_PIN);
    await expect(choose?.(eventFrom(9))).resolves.toEqual({ ok: false, reason: 'signed-out' });
    expect(exporter.choose).not.toHaveBeenCalled();
    await expect(choose?.(eventFrom(7))).resolves.toEqual({ ok: true, target: TARGET });
    exporter.choose.mockRejectedValueOnce(new ExportRefusedError('not-a-folder', '/media/kiosk/STICK is a symlink'));
    await expect(choose?.(eventFrom(7))).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(warnings(log)).toContain('Insights export: no place to write to (/media/kiosk/STICK is a symlink)');
    remove();
  });

  it('exports the staff’s CSV to the confirmed choice when they are signed in, and says why not', async () => {
    const { exporter, log, remove } = setup();
    const save = handlers.get(IPC_CHANNELS.exportInsights);
    await expect(save?.(eventFrom(7), TARGET.id, '\uFEFFdate\n')).resolves.toEqual({
      ok: false,
      reason: 'signed-out',
    });
    await handlers.get(IPC_CHANNELS.unlockStaff)?.(eventFrom(7), EXIT_PIN);
    await expect(save?.(eventFrom(7), TARGET.id, '\uFEFFdate\n')).resolves.toEqual({
      ok: true,
      path: '/media/kiosk/STICK/insights.csv',
      removable: true,
    });
    expect(exporter.write).toHaveBeenCalledWith(TARGET.id, '\uFEFFdate\n');
    // No choice (a path, say, or nothing) is no export; neither is what is not a CSV.
    await expect(save?.(eventFrom(7), { folder: '/etc' }, 'date\n')).resolves.toEqual({ ok: false, reason: 'stale' });
    await expect(save?.(eventFrom(7), 'x'.repeat(101), 'date\n')).resolves.toEqual({ ok: false, reason: 'stale' });
    await expect(save?.(eventFrom(7), TARGET.id, { csv: 'x' })).resolves.toEqual({ ok: false, reason: 'failed' });
    await expect(save?.(eventFrom(7), TARGET.id, 'x'.repeat(MAX_EXPORT_CHARS + 1))).resolves.toEqual({
      ok: false,
      reason: 'failed',
    });
    expect(exporter.write).toHaveBeenCalledTimes(1);

    const refused = [
      ['stale', 'stale'],
      ['changed', 'stale'],
      ['exists', 'exists'],
    ] as const;
    for (const [reason, answer] of refused) {
      exporter.write.mockRejectedValueOnce(new ExportRefusedError(reason, `refused as ${reason}`));
      await expect(save?.(eventFrom(7), TARGET.id, 'date\n')).resolves.toEqual({ ok: false, reason: answer });
      expect(warnings(log)).toContain(`Insights export refused (refused as ${reason})`);
    }
    exporter.write.mockRejectedValueOnce(new Error('EROFS: read-only file system'));
    await expect(save?.(eventFrom(7), TARGET.id, 'date\n')).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(warnings(log)).toContain('Insights could not be exported (EROFS: read-only file system)');
    remove();
  });

  it('drops the export choice when staff sign out', async () => {
    const { exporter, remove, clock } = setup();
    const unlock = handlers.get(IPC_CHANNELS.unlockStaff);
    await unlock?.(eventFrom(7), EXIT_PIN);
    exporter.forget.mockClear();
    await handlers.get(IPC_CHANNELS.lockStaff)?.(eventFrom(7));
    expect(exporter.forget).toHaveBeenCalledTimes(1);
    await unlock?.(eventFrom(7), EXIT_PIN);
    await handlers.get(IPC_CHANNELS.endSession)?.(eventFrom(7));
    expect(exporter.forget).toHaveBeenCalledTimes(2);
    await unlock?.(eventFrom(7), EXIT_PIN);
    clock.now += STAFF_SIGN_IN_MS;
    await expect(handlers.get(IPC_CHANNELS.exportInsights)?.(eventFrom(7), TARGET.id, 'date\n')).resolves.toEqual({
      ok: false,
      reason: 'signed-out',
    });
    expect(exporter.forget).toHaveBeenCalledTimes(3);
    expect(exporter.write).not.toHaveBeenCalled();
    remove();
  });

  it('locks the sign-in after 5 wrong PINs and refuses without comparing while locked', async () => {
    const { quit, log, remove, clock } = setup();
    const exit = handlers.get(IPC_CHANNELS.unlockStaff);
    for (let attempt = 1; attempt <= 4; attempt += 1)
      await expect(exit?.(eventFrom(7), '000000')).resolves.toEqual({ ok: false, reason: 'wrong-pin' });
    await expect(exit?.(eventFrom(7), '000000')).resolves.toEqual({
      ok: false,
      reason: 'locked',
      retryAfterSeconds: 30,
    });
    expect(warnings(log)).toContain('Staff sign-in refused: wrong PIN (1 of 5)');
    expect(warnings(log)).toContain('Staff sign-in locked for 30 s after 5 wrong PINs');
    // The right PIN does not help while locked out.
    clock.now += 20_000;
    await expect(exit?.(eventFrom(7), EXIT_PIN)).resolves.toEqual({
      ok: false,
      reason: 'locked',
      retryAfterSeconds: 10,
    });
    expect(warnings(log)).toContain('Staff sign-in refused: locked out for another 10 s');
    expect(quit).not.toHaveBeenCalled();
    // After the lockout, a second failed round locks for twice as long.
    clock.now += 10_000;
    for (let attempt = 1; attempt <= 4; attempt += 1) await exit?.(eventFrom(7), '000000');
    await expect(exit?.(eventFrom(7), '000000')).resolves.toEqual({
      ok: false,
      reason: 'locked',
      retryAfterSeconds: 60,
    });
    clock.now += 60_000;
    await expect(exit?.(eventFrom(7), EXIT_PIN)).resolves.toEqual({ ok: true });
    remove();
  });

  it('counts attempts sent all at once one by one, so the sixth is locked even with the right PIN', async () => {
    const { quit, remove } = setup();
    const exit = handlers.get(IPC_CHANNELS.unlockStaff);
    const answers = await Promise.all(
      ['000000', '111111', '222222', '333333', '444444', EXIT_PIN].map((pin) => exit?.(eventFrom(7), pin)),
    );
    expect(answers.slice(0, 4)).toEqual(Array.from({ length: 4 }, () => ({ ok: false, reason: 'wrong-pin' })));
    expect(answers[4]).toEqual({ ok: false, reason: 'locked', retryAfterSeconds: 30 });
    expect(answers[5]).toEqual({ ok: false, reason: 'locked', retryAfterSeconds: 30 });
    expect(quit).not.toHaveBeenCalled();
    remove();
  });

  it('refuses every PIN when none is configured', async () => {
    const { quit, log, remove } = setup({ withPin: false });
    const exit = handlers.get(IPC_CHANNELS.unlockStaff);
    await expect(exit?.(eventFrom(7), '')).resolves.toEqual({ ok: false, reason: 'wrong-pin' });
    await expect(exit?.(eventFrom(7), EXIT_PIN)).resolves.toEqual({ ok: false, reason: 'wrong-pin' });
    expect(warnings(log).at(-1)).toBe('Staff sign-in refused: wrong PIN (2 of 5); no exit PIN is configured');
    expect(quit).not.toHaveBeenCalled();
    remove();
  });

  it('answers the end of a session with the session settings in force from then on, to our window only', async () => {
    const onSessionEnd = vi.fn(() => FLEET_SESSION_SETTINGS);
    const { remove } = setup({ onSessionEnd });
    const endSession = handlers.get(IPC_CHANNELS.endSession);
    await expect(Promise.resolve(endSession?.(eventFrom(7)))).resolves.toEqual(FLEET_SESSION_SETTINGS);
    await expect(Promise.resolve(endSession?.(eventFrom(9)))).resolves.toBeUndefined();
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    remove();
  });

  it('clears the kiosk window’s navigation history when our window ends a session, for no one else', async () => {
    const { clearHistory, log, remove } = setup();
    const endSession = handlers.get(IPC_CHANNELS.endSession);
    await expect(Promise.resolve(endSession?.(eventFrom(9)))).resolves.toBeUndefined();
    await Promise.resolve(endSession?.(eventFrom(7, { url: 'https://evil.example/' })));
    await Promise.resolve(endSession?.(eventFrom(7, { url: 'app://site/' }, false)));
    expect(clearHistory).not.toHaveBeenCalled();
    expect(
      warnings(log).filter((line) => line.startsWith('Refused an IPC message from an untrusted sender')),
    ).toHaveLength(3);
    await expect(Promise.resolve(endSession?.(eventFrom(7)))).resolves.toBeUndefined();
    expect(clearHistory).toHaveBeenCalledTimes(1);
    remove();
    expect(handlers.has(IPC_CHANNELS.endSession)).toBe(false);
  });

  it('hands our window’s session summaries to the insights store, parsed, and drops anything else', async () => {
    const { recordSession, log, remove } = setup();
    const record = handlers.get(IPC_CHANNELS.recordSession);
    const summary = { seconds: 95, locale: 'zh-TW', endedBy: 'idle' };
    await expect(Promise.resolve(record?.(eventFrom(7), JSON.stringify(summary)))).resolves.toBeUndefined();
    expect(recordSession).toHaveBeenCalledWith(summary);
    await record?.(eventFrom(9), JSON.stringify(summary));
    await record?.(eventFrom(7), '{not json');
    await record?.(eventFrom(7), { seconds: 95 });
    await record?.(eventFrom(7), JSON.stringify({ pad: 'x'.repeat(MAX_SESSION_SUMMARY_CHARS) }));
    expect(recordSession).toHaveBeenCalledTimes(1);
    expect(warnings(log).filter((line) => line.startsWith('Insights: refused a session summary'))).toHaveLength(3);
    remove();
  });
});
