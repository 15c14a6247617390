// @vitest-environment node
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { setupSecurity, type SecuritySetup } from '../../../../electron/main/security';

type RequestHandler = (contents: unknown, permission: string, callback: (granted: boolean) => void) => void;
type CheckHandler = (contents: unknown, permission: string) => boolean;

/** Installs the guards on stand-ins for `app` and `session.defaultSession`. */
function setup() {
  const app = new EventEmitter();
  const session = Object.assign(new EventEmitter(), {
    setPermissionRequestHandler: vi.fn<(handler: RequestHandler) => void>(),
    setPermissionCheckHandler: vi.fn<(handler: CheckHandler) => void>(),
  });
  const log = { warn: vi.fn(), error: vi.fn() };
  setupSecurity({
    app: app as unknown as SecuritySetup['app'],
    session: session as unknown as SecuritySetup['session'],
    log,
  });
  return { app, session, log };
}

const event = () => ({ preventDefault: vi.fn() });

describe('setupSecurity', () => {
  it('denies every permission request, logging it, and every check', () => {
    const { session, log } = setup();
    const request = session.setPermissionRequestHandler.mock.calls[0]?.[0];
    const callback = vi.fn();
    request?.({}, 'media', callback);
    expect(callback).toHaveBeenCalledWith(false);
    expect(log.warn).toHaveBeenCalledWith('Denied permission request: media');
    const check = session.setPermissionCheckHandler.mock.calls[0]?.[0];
    expect(check?.({}, 'geolocation')).toBe(false);
    expect(check?.({}, 'notifications')).toBe(false);
  });

  it('cancels every download and logs it', () => {
    const { session, log } = setup();
    const download = event();
    session.emit('will-download', download, { getURL: () => 'https://x.example/a.zip', getFilename: () => 'a.zip' });
    expect(download.preventDefault).toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledWith('Refused a download: "a.zip" from https://x.example/a.zip');
  });

  it('refuses web views in any web contents', () => {
    const { app } = setup();
    const contents = new EventEmitter();
    app.emit('web-contents-created', {}, contents);
    const attach = event();
    contents.emit('will-attach-webview', attach);
    expect(attach.preventDefault).toHaveBeenCalled();
  });

  it('logs a child process that is gone and carries on', () => {
    const { app, log } = setup();
    app.emit('child-process-gone', {}, { type: 'GPU', reason: 'crashed' });
    expect(log.error).toHaveBeenCalledWith('Child process gone: GPU (crashed); continuing');
  });
});
