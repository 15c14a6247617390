// @vitest-environment node
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: ViteDevServer;
let origin: string;

beforeAll(async () => {
  server = await createServer({
    configFile: 'vite.config.ts',
    logLevel: 'silent',
    server: { port: 0, strictPort: false, hmr: false },
  });
  await server.listen();
  origin = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
}, 60_000);

afterAll(async () => {
  await server.close();
});

describe('the dev server’s site files', () => {
  it('serves each locale’s announcement feed as RSS, made from the bundled content', async () => {
    const response = await fetch(`${origin}/feeds/zh-TW/announcements.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(await response.text()).toMatch(/^<\?xml[^>]*>\s*<rss version="2.0"/);
  }, 60_000);

  it('serves an event’s iCalendar file, and answers 404, not the app, for an unknown one', async () => {
    const event = await fetch(`${origin}/calendar/en/2027-agm.ics`);
    expect(event.status).toBe(200);
    expect(event.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await event.text()).toContain('UID:2027-agm@');
    expect((await fetch(`${origin}/calendar/en/no-such-event.ics`)).status).toBe(404);
  }, 60_000);
});
