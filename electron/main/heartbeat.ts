/**
 * The kiosk's heartbeat (docs/kiosk.md, section 7, "Heartbeat"): a plain GET to a push monitor
 * the staff already run, every minute, so a kiosk that has gone silent shows there. Uptime Kuma's
 * push monitors and Healthchecks.io's checks both take a GET to their push URL; Uptime Kuma also
 * reads `status` (`up`) and `msg` from its query, which carries the kiosk's name, version, uptime,
 * last renderer recovery and today's visitor sessions.
 *
 * Never shown to visitors and never in their way: the request runs in the main process with a
 * timeout, a failure only delays the next one (doubling up to {@link HEARTBEAT_MAX_DELAY_MS}),
 * and an outage is logged once when it starts and once when it ends.
 */

/** Time between heartbeats while the monitor answers: 1 minute, in milliseconds. */
export const HEARTBEAT_INTERVAL_MS = 60_000;
/** The longest wait between attempts while the monitor cannot be reached: 10 minutes, in milliseconds. */
export const HEARTBEAT_MAX_DELAY_MS = 10 * 60_000;
/** How long one request may take before it counts as failed, in milliseconds. */
const HEARTBEAT_TIMEOUT_MS = 10_000;

/** What the kiosk says of itself in each heartbeat. */
export interface HeartbeatStatus {
  /** `kioskName` from the configuration. */
  kioskName: string;
  /** The app's version (`app.getVersion()`). */
  version: string;
  /** Seconds since the shell started. */
  uptimeSeconds: number;
  /** When the renderer last had to be reloaded after a crash or a hang, or `undefined`: never. */
  lastRecovery: Date | undefined;
  /** Visitor sessions counted today, in the kiosk's local time (`insights-store.ts`). */
  sessionsToday: number;
}

/** Whole days, hours and minutes of `seconds`, the largest two that are not zero (`3 d 4 h`, `5 min`). */
export function formatUptime(seconds: number): string {
  const units: [number, string][] = [
    [Math.floor(seconds / 86_400), 'd'],
    [Math.floor((seconds % 86_400) / 3_600), 'h'],
    [Math.floor((seconds % 3_600) / 60), 'min'],
  ];
  const shown = units
    .filter(([value]) => value > 0)
    .slice(0, 2)
    .map(([value, unit]) => `${value} ${unit}`);
  return shown.length > 0 ? shown.join(' ') : '0 min';
}

/**
 * The URL of one heartbeat: `pushUrl` with `status=up` and `msg` set (any other parameter the
 * monitor's URL carries is kept), `msg` being `<name> v<version>, up <uptime>, last recovery
 * <ISO time or never>, <n> sessions today`. Uptime Kuma shows `msg` beside the beat; Healthchecks.io ignores the query.
 */
export function heartbeatUrl(pushUrl: string, status: HeartbeatStatus): string {
  const url = new URL(pushUrl);
  const recovery = status.lastRecovery ? status.lastRecovery.toISOString() : 'never';
  url.searchParams.set('status', 'up');
  url.searchParams.set(
    'msg',
    `${status.kioskName} v${status.version}, up ${formatUptime(status.uptimeSeconds)}, last recovery ${recovery}, ` +
      `${status.sessionsToday} ${status.sessionsToday === 1 ? 'session' : 'sessions'} today`,
  );
  return url.href;
}

/** The wait before the next attempt after `failures` failed attempts in a row (0: the last one worked), ms. */
function nextHeartbeatDelay(failures: number): number {
  return Math.min(HEARTBEAT_INTERVAL_MS * 2 ** failures, HEARTBEAT_MAX_DELAY_MS);
}

/** A failed request in a few words: Node's `fetch` says only "fetch failed" and keeps the reason in `cause`. */
function describeFailure(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return `no answer in ${timeoutMs} ms`;
  const cause: unknown = error.cause;
  const code = cause && typeof cause === 'object' && 'code' in cause ? String(cause.code) : undefined;
  return code ? `${error.message}: ${code}` : error.message;
}

/** What {@link startHeartbeat} needs, passed in so that it runs without Electron in the unit tests. */
export interface HeartbeatOptions {
  /** `heartbeatUrl` from the configuration (already held to https), or `undefined`: no heartbeat. */
  pushUrl: string | undefined;
  /** The kiosk's state at the moment of each heartbeat. */
  status: () => HeartbeatStatus;
  /** `fetch` (Node's, in the main process); a test's own. */
  fetch?: typeof fetch;
  /** Timer functions; a test's fake ones. */
  timers?: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout };
  /** Each request's timeout, ms ({@link HEARTBEAT_TIMEOUT_MS} unless a test passes less). */
  timeoutMs?: number;
  log: { info: (message: string) => void; warn: (message: string) => void };
}

/** A running heartbeat. */
export interface Heartbeat {
  /** Stops it: no request is started afterwards. */
  stop(): void;
}

/**
 * Sends a heartbeat at once and then every {@link HEARTBEAT_INTERVAL_MS}; after a failure (no
 * answer within the timeout, a network error or a status outside 200–299) the wait doubles, up to
 * {@link HEARTBEAT_MAX_DELAY_MS}, and returns to a minute with the first success. The first failure
 * of an outage is logged as a warning with its reason, and its end as one info line with the count
 * of failed attempts; nothing in between. The push URL is never logged: its token lets anyone
 * report for this kiosk. Returns a handle whose `stop` ends it; without `pushUrl`, logs that the
 * heartbeat is off and does nothing.
 */
export function startHeartbeat(options: HeartbeatOptions): Heartbeat {
  const { pushUrl, log } = options;
  if (!pushUrl) {
    log.info('Heartbeat: off (no heartbeatUrl)');
    return { stop: () => {} };
  }
  const send = options.fetch ?? fetch;
  const timers = options.timers ?? { setTimeout, clearTimeout };
  const timeoutMs = options.timeoutMs ?? HEARTBEAT_TIMEOUT_MS;
  let failures = 0;
  let stopped = false;
  // A call, so the check after an `await` is not narrowed away: `stop` may have run meanwhile.
  const isStopped = () => stopped;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const beat = async (): Promise<void> => {
    if (isStopped()) return;
    let problem: string | undefined;
    try {
      const response = await send(heartbeatUrl(pushUrl, options.status()), {
        method: 'GET',
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) problem = `the monitor answered ${response.status}`;
    } catch (error) {
      problem = describeFailure(error, timeoutMs);
    }
    if (isStopped()) return;
    if (problem === undefined) {
      if (failures > 0)
        log.info(
          `Heartbeat: the monitor is reached again after ${failures} failed ${failures === 1 ? 'attempt' : 'attempts'}`,
        );
      failures = 0;
    } else {
      if (failures === 0) log.warn(`Heartbeat: the monitor cannot be reached (${problem}); retrying, quietly`);
      failures += 1;
    }
    timer = timers.setTimeout(() => void beat(), nextHeartbeatDelay(failures));
  };

  log.info(`Heartbeat: every ${HEARTBEAT_INTERVAL_MS / 1000} s`);
  void beat();
  return {
    stop() {
      stopped = true;
      timers.clearTimeout(timer);
    },
  };
}
