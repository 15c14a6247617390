/**
 * The session- and app-wide guards (Electron security checklist): no permission, no download, no
 * `<webview>`, and a logged, survivable child-process exit. The policies are `kiosk-policy.ts`'s; this module binds them to Electron's objects,
 * which it takes as parameters.
 */
import type { App, Session } from 'electron';
import { isPermissionGranted, refuseDownload } from './kiosk-policy.ts';

/** What {@link setupSecurity} needs, passed in so that it runs without Electron in the unit tests. */
export interface SecuritySetup {
  /** Electron's `app`, for `web-contents-created` and `child-process-gone`. */
  app: Pick<App, 'on'>;
  /** `session.defaultSession`, the kiosk window's session. */
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'on'>;
  log: { warn: (message: string) => void; error: (message: string) => void };
}

/**
 * Installs the guards; call once the app is ready (Electron's docs: `session.defaultSession` is
 * usable only then), before any window exists.
 *
 * - Every permission request is denied and logged, every permission check answers no
 *   ({@link isPermissionGranted}, checklist item 5).
 * - Every download is cancelled and logged ({@link refuseDownload}).
 * - No web contents may attach a `<webview>` (checklist item 12).
 * - A GPU or utility process that exits is logged and the kiosk carries on; the renderer's own
 *   exit is `window.ts`'s (crash recovery).
 */
export function setupSecurity({ app, session, log }: SecuritySetup): void {
  session.setPermissionRequestHandler((_contents, permission, callback) => {
    log.warn(`Denied permission request: ${permission}`);
    callback(isPermissionGranted(permission));
  });
  session.setPermissionCheckHandler((_contents, permission) => isPermissionGranted(permission));
  session.on('will-download', (event, item) => refuseDownload({ event, item }, (message) => log.warn(message)));
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });
  app.on('child-process-gone', (_event, details) => {
    log.error(`Child process gone: ${details.type} (${details.reason}); continuing`);
  });
}
