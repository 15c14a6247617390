// @vitest-environment node
/**
 * `.github/workflows/hkexnews.yml`: the watcher every five minutes from 07:00 to 23:59 Hong Kong
 * time on weekdays, and never at another time, with write access to contents and pull requests
 * only and no secret.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

interface Workflow {
  on: { schedule: { cron: string }[]; workflow_dispatch?: unknown };
  permissions: Record<string, string>;
  jobs: Record<
    string,
    { permissions?: Record<string, string>; steps: { run?: string; if?: string; env?: Record<string, string> }[] }
  >;
}
const workflow = parse(readFileSync(path.join(ROOT, '.github/workflows/hkexnews.yml'), 'utf8')) as Workflow;

/** Whether a cron field (an asterisk, a step over it, a range such as 0-15, a number) admits `value`. */
function fieldMatches(field: string, value: number): boolean {
  return field.split(',').some((part) => {
    const [range = '*', step = '1'] = part.split('/');
    const [from, to] = range === '*' ? [0, 59] : range.split('-').map(Number);
    const low = from ?? 0;
    const high = to ?? low;
    return value >= low && value <= high && (value - low) % Number(step) === 0;
  });
}

/** Whether GitHub would start a scheduled run at `at` (cron in UTC: minute hour day month weekday). */
function scheduled(at: Date): boolean {
  return workflow.on.schedule.some(({ cron }) => {
    const [minute = '', hour = '', day = '', month = '', weekday = ''] = cron.split(' ');
    return (
      fieldMatches(minute, at.getUTCMinutes()) &&
      fieldMatches(hour, at.getUTCHours()) &&
      fieldMatches(day === '*' ? '*' : day, at.getUTCDate()) &&
      fieldMatches(month === '*' ? '*' : month, at.getUTCMonth() + 1) &&
      fieldMatches(weekday, at.getUTCDay())
    );
  });
}

describe('the HKEXnews drafts workflow', () => {
  it('runs every five minutes from 07:00 to 23:59 Hong Kong time on weekdays, and at no other minute', () => {
    // A week from Monday 00:00 in Hong Kong, minute by minute.
    const start = Date.parse('2026-12-07T00:00:00+08:00');
    const expected: string[] = [];
    const actual: string[] = [];
    for (let minute = 0; minute < 7 * 24 * 60; minute += 1) {
      const at = new Date(start + minute * 60_000);
      const hongKong = new Date(at.getTime() + 8 * 3_600_000);
      const weekday = hongKong.getUTCDay() >= 1 && hongKong.getUTCDay() <= 5;
      const label = hongKong.toISOString().slice(0, 16);
      if (weekday && hongKong.getUTCHours() >= 7 && hongKong.getUTCMinutes() % 5 === 0) expected.push(label);
      if (scheduled(at)) actual.push(label);
    }
    expect(actual).toEqual(expected);
    expect(actual).toHaveLength(5 * 17 * 12);
  });

  it('can be run by hand', () => {
    expect(workflow.on).toHaveProperty('workflow_dispatch');
  });

  it('writes contents and pull requests only, with the run’s own token', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    const job = workflow.jobs.sync;
    expect(job?.permissions).toEqual({ contents: 'write', 'pull-requests': 'write' });
    const step = job?.steps.find((candidate) => candidate.run?.includes('npm run hkexnews -- sync --github'));
    expect(step?.env).toEqual({ GITHUB_TOKEN: '${{ github.token }}' });
    expect(JSON.stringify(workflow)).not.toContain('secrets.');
  });

  it('watches the hour after drafting, even when drafting failed, with the monitor from a variable', () => {
    const steps = workflow.jobs.sync?.steps ?? [];
    const sync = steps.findIndex((candidate) => candidate.run?.includes('npm run hkexnews -- sync'));
    const watch = steps.findIndex((candidate) => candidate.run?.includes('npm run hkexnews -- watch'));
    expect(watch).toBeGreaterThan(sync);
    expect(steps[watch]).toMatchObject({
      if: '${{ !cancelled() }}',
      env: { HKEXNEWS_MONITOR_URL: '${{ vars.HKEXNEWS_MONITOR_URL }}' },
    });
  });
});

describe('the nightly gaps workflow', () => {
  const gaps = parse(readFileSync(path.join(ROOT, '.github/workflows/hkexnews-gaps.yml'), 'utf8')) as Workflow;

  it('runs every night at 02:30 Hong Kong time, and by hand, reading only', () => {
    expect(gaps.on.schedule).toEqual([{ cron: '30 18 * * *' }]);
    expect(gaps.on).toHaveProperty('workflow_dispatch');
    expect(gaps.permissions).toEqual({ contents: 'read' });
    expect(gaps.jobs.gaps?.permissions).toBeUndefined();
    expect(JSON.stringify(gaps)).not.toContain('secrets.');
  });

  it('runs the comparison, whose report goes to the run’s summary', () => {
    expect(gaps.jobs.gaps?.steps.some((step) => step.run === 'npm run hkexnews -- gaps')).toBe(true);
  });
});
