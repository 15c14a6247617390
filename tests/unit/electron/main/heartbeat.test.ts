// @vitest-environment node
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatUptime,
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_MAX_DELAY_MS,
  heartbeatUrl,
  startHeartbeat,
  type Heartbeat,
  type HeartbeatStatus,
} from '../../../../electron/main/heartbeat';

const STATUS: HeartbeatStatus = {
  kioskName: 'Booth 3',
  version: '1.4.0',
  uptimeSeconds: 3 * 86_400 + 4 * 3_600 + 5 * 60,
  lastRecovery: new Date('2026-11-28T09:15:00Z'),
  sessionsToday: 42,
};

/** A push monitor on loopback: records each request's URL and answers with `answer`. */
function monitor() {
  const requests: URL[] = [];
  const held: ServerResponse[] = [];
  const state = { answer: 200 as number | 'hang' };
  const server: Server = createServer((request, response) => {
    requests.push(new URL(request.url ?? '/', 'http://127.0.0.1'));
    if (state.answer === 'hang') held.push(response);
    else response.writeHead(state.answer).end('OK');
  });
  return {
    requests,
    state,
    listen: () =>
      new Promise<string>((resolve) => {
        server.listen(0, '127.0.0.1', () => {
          const { port } = server.address() as AddressInfo;
          resolve(`http://127.0.0.1:${port}/api/push/Tok3n?status=up&msg=OK&ping=`);
        });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Timers the test runs by hand: each scheduled call is kept with its delay. */
function manualTimers() {
  const scheduled: { run: () => void; delayMs: number }[] = [];
  const timers = {
    setTimeout: ((run: () => void, delayMs: number) => {
      scheduled.push({ run, delayMs });
      return scheduled.length;
    }) as unknown as typeof setTimeout,
    clearTimeout: (() => {}) as unknown as typeof clearTimeout,
  };
  return {
    timers,
    scheduled,
    /** Waits until the beat under way has scheduled the next one, and returns its delay. */
    async nextDelay(count: number) {
      await vi.waitFor(() => expect(scheduled).toHaveLength(count));
      return scheduled[count - 1]?.delayMs;
    },
    runLatest: () => scheduled.at(-1)?.run(),
  };
}

describe('formatUptime', () => {
  it('gives the largest two units that are not zero', () => {
    expect(formatUptime(0)).toBe('0 min');
    expect(formatUptime(5 * 60 + 59)).toBe('5 min');
    expect(formatUptime(2 * 3_600 + 60)).toBe('2 h 1 min');
    expect(formatUptime(STATUS.uptimeSeconds)).toBe('3 d 4 h');
  });
});

describe('heartbeatUrl', () => {
  it('sets status and a message Uptime Kuma shows, and keeps the rest of the push URL', () => {
    const url = new URL(heartbeatUrl('https://kuma.example.com/api/push/Tok3n?status=up&msg=OK&ping=', STATUS));
    expect(url.pathname).toBe('/api/push/Tok3n');
    expect(url.searchParams.get('status')).toBe('up');
    expect(url.searchParams.get('ping')).toBe('');
    expect(url.searchParams.get('msg')).toBe(
      'Booth 3 v1.4.0, up 3 d 4 h, last recovery 2026-11-28T09:15:00.000Z, 42 sessions today',
    );
    expect(
      new URL(heartbeatUrl('https://hc-ping.com/uuid', { ...STATUS, lastRecovery: undefined })).searchParams.get('msg'),
    ).toMatch(/last recovery never, 42 sessions today$/);
    expect(
      new URL(heartbeatUrl('https://hc-ping.com/uuid', { ...STATUS, sessionsToday: 1 })).searchParams.get('msg'),
    ).toMatch(/, 1 session today$/);
  });
});

describe('startHeartbeat', () => {
  let server: ReturnType<typeof monitor>;
  let pushUrl: string;
  let heartbeat: Heartbeat | undefined;
  const log = { info: vi.fn<(message: string) => void>(), warn: vi.fn<(message: string) => void>() };

  beforeEach(async () => {
    server = monitor();
    pushUrl = await server.listen();
    log.info.mockClear();
    log.warn.mockClear();
  });

  afterEach(async () => {
    heartbeat?.stop();
    heartbeat = undefined;
    await server.close();
  });

  it('is off without a heartbeatUrl, and says so', () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    startHeartbeat({ pushUrl: undefined, status: () => STATUS, fetch, log });
    expect(fetch).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith('Heartbeat: off (no heartbeatUrl)');
  });

  it('calls the monitor at once and then every minute, with the kiosk’s state at that moment', async () => {
    const clock = manualTimers();
    let uptimeSeconds = 60;
    heartbeat = startHeartbeat({ pushUrl, status: () => ({ ...STATUS, uptimeSeconds }), timers: clock.timers, log });
    expect(await clock.nextDelay(1)).toBe(HEARTBEAT_INTERVAL_MS);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.pathname).toBe('/api/push/Tok3n');
    expect(server.requests[0]?.searchParams.get('msg')).toMatch(/^Booth 3 v1\.4\.0, up 1 min, /);
    uptimeSeconds = 120;
    clock.runLatest();
    expect(await clock.nextDelay(2)).toBe(HEARTBEAT_INTERVAL_MS);
    expect(server.requests[1]?.searchParams.get('msg')).toMatch(/, up 2 min, /);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('backs off while the monitor fails, logs the outage once at its start and once at its end', async () => {
    const clock = manualTimers();
    server.state.answer = 503;
    heartbeat = startHeartbeat({ pushUrl, status: () => STATUS, timers: clock.timers, log });
    const delays = [await clock.nextDelay(1)];
    for (let count = 2; count <= 6; count += 1) {
      clock.runLatest();
      delays.push(await clock.nextDelay(count));
    }
    expect(delays).toEqual([
      120_000,
      240_000,
      480_000,
      HEARTBEAT_MAX_DELAY_MS,
      HEARTBEAT_MAX_DELAY_MS,
      HEARTBEAT_MAX_DELAY_MS,
    ]);
    expect(log.warn).toHaveBeenCalledExactlyOnceWith(
      'Heartbeat: the monitor cannot be reached (the monitor answered 503); retrying, quietly',
    );
    server.state.answer = 200;
    clock.runLatest();
    expect(await clock.nextDelay(7)).toBe(HEARTBEAT_INTERVAL_MS);
    expect(log.info).toHaveBeenLastCalledWith('Heartbeat: the monitor is reached again after 6 failed attempts');
    expect(server.requests).toHaveLength(7);
    const logged = [...log.info.mock.calls, ...log.warn.mock.calls].flat().join('\n');
    expect(logged, 'the push token lets anyone report for this kiosk').not.toContain('Tok3n');
  });

  it('counts a one-attempt outage in the singular', async () => {
    const clock = manualTimers();
    server.state.answer = 500;
    heartbeat = startHeartbeat({ pushUrl, status: () => STATUS, timers: clock.timers, log });
    await clock.nextDelay(1);
    server.state.answer = 204;
    clock.runLatest();
    await clock.nextDelay(2);
    expect(log.info).toHaveBeenLastCalledWith('Heartbeat: the monitor is reached again after 1 failed attempt');
  });

  it('gives up on a request that gets no answer within its timeout, without waiting for it', async () => {
    const clock = manualTimers();
    server.state.answer = 'hang';
    heartbeat = startHeartbeat({ pushUrl, status: () => STATUS, timers: clock.timers, timeoutMs: 200, log });
    expect(await clock.nextDelay(1)).toBe(2 * HEARTBEAT_INTERVAL_MS);
    expect(log.warn).toHaveBeenCalledExactlyOnceWith(
      'Heartbeat: the monitor cannot be reached (no answer in 200 ms); retrying, quietly',
    );
  });

  it('says why when nothing listens at the address', async () => {
    await server.close();
    const clock = manualTimers();
    heartbeat = startHeartbeat({ pushUrl, status: () => STATUS, timers: clock.timers, log });
    expect(await clock.nextDelay(1)).toBe(2 * HEARTBEAT_INTERVAL_MS);
    expect(log.warn).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('(fetch failed: ECONNREFUSED)'));
    server = monitor();
  });

  it('starts no request once stopped, even from a timer already due', async () => {
    const clock = manualTimers();
    const fetch = vi.fn(globalThis.fetch);
    heartbeat = startHeartbeat({ pushUrl, status: () => STATUS, fetch, timers: clock.timers, log });
    await clock.nextDelay(1);
    heartbeat.stop();
    clock.runLatest();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(clock.scheduled).toHaveLength(1);
  });
});
