// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

const fake = {
  initialize: vi.fn(),
  transports: { file: { maxSize: 0, level: 'silly' }, console: { level: 'silly' } },
  errorHandler: { startCatching: vi.fn() },
};
vi.mock('electron-log/main', () => ({ default: fake }));
const { LOG_MAX_BYTES, setupLogging } = await import('../../../../electron/main/logging');

describe('setupLogging', () => {
  it('writes a rotating file (5 MB), takes no lines from pages and catches uncaught errors without a dialog', () => {
    setupLogging();
    // Without electron-log's preload, pages get no `__electronLog` and no channel to write lines.
    expect(fake.initialize).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ preload: false }));
    expect(fake.initialize.mock.calls[0]?.[0]).not.toMatchObject({ spyRendererConsole: true });
    expect(fake.transports.file.maxSize).toBe(LOG_MAX_BYTES);
    expect(LOG_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(fake.transports.file.level).toBe('info');
    expect(fake.errorHandler.startCatching).toHaveBeenCalledWith({ showDialog: false });
  });
});
