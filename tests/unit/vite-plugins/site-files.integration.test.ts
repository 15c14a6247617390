// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withDevServer } from '../support/dev-server';

const devServer = withDevServer();

describe('the dev server’s site files', () => {
  it('serves each locale’s announcement feed as RSS, made from the bundled content', async () => {
    const response = await fetch(`${devServer().origin}/feeds/zh-TW/announcements.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(await response.text()).toMatch(/^<\?xml[^>]*>\s*<rss version="2.0"/);
  }, 60_000);

  it('serves an event’s iCalendar file, and answers 404, not the app, for an unknown one', async () => {
    const event = await fetch(`${devServer().origin}/calendar/en/2027-agm.ics`);
    expect(event.status).toBe(200);
    expect(event.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await event.text()).toContain('UID:2027-agm@');
    expect((await fetch(`${devServer().origin}/calendar/en/no-such-event.ics`)).status).toBe(404);
  }, 60_000);
});
