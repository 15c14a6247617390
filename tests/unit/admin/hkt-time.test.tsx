// @vitest-environment happy-dom
/**
 * The CMS's publication times in its editor (`admin/hkt-time.ts`): shown and written as Hong Kong
 * time, labelled, on a computer in any zone; every such field of `config.yml` on the twin.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import {
  HKT_WIDGET,
  hktInputValue,
  hktNow,
  hktStoredValue,
  registerHktTime,
  withHktTime,
} from '../../../admin/hkt-time';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Runs `test` with the process's zone set to `zone` (Node reads `TZ` again when it changes). */
function inZone(zone: string, test: () => void) {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    test();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

describe('a Hong Kong time in the editor', () => {
  it('is shown as written, and an instant with another offset at Hong Kong’s hour', () => {
    for (const zone of ['UTC', 'Europe/London', 'America/New_York', 'Asia/Hong_Kong']) {
      inZone(zone, () => {
        expect(hktInputValue('2026-11-18T12:00:00+08:00'), zone).toBe('2026-11-18T12:00');
        // The hour London's clocks skip on 29 March 2026 is an ordinary hour in Hong Kong.
        expect(hktInputValue('2026-03-29T01:30:00+08:00'), zone).toBe('2026-03-29T01:30');
        expect(hktInputValue('2026-11-18T04:00:00Z'), zone).toBe('2026-11-18T12:00');
        expect(hktInputValue('2026-11-18T05:00:00+01:00'), zone).toBe('2026-11-18T12:00');
      });
    }
    for (const bad of ['', 'soon', '2026-11-18', 42, null, undefined]) expect(hktInputValue(bad)).toBe('');
  });

  it('is stored with its offset, as the site reads it', () => {
    expect(hktStoredValue('2026-03-29T01:30')).toBe('2026-03-29T01:30:00+08:00');
    expect(hktStoredValue('')).toBe('');
  });

  it('is now in Hong Kong when staff ask for now, wherever they are', () => {
    inZone('Europe/London', () => {
      expect(hktNow(Date.parse('2026-07-01T09:15:00+01:00'))).toBe('2026-07-01T16:15:00+08:00');
    });
  });
});

describe('the CMS’s publication time fields', () => {
  const config = parse(readFileSync(path.join(ROOT, 'admin/config.yml'), 'utf8')) as Parameters<typeof withHktTime>[0];

  /** Every field with a `widget`, at any depth, as `name: widget (format)`. */
  const widgets = (node: unknown, found: string[] = []): string[] => {
    if (Array.isArray(node)) for (const item of node) widgets(item, found);
    else if (node !== null && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (typeof record.widget === 'string' && record.widget.includes('date'))
        found.push(
          `${String(record.name)}: ${record.widget} (${typeof record.format === 'string' ? record.format : ''})`,
        );
      for (const value of Object.values(record)) widgets(value, found);
    }
    return found;
  };

  it('are every Hong Kong time of config.yml, on the twin; days stay on Decap CMS’s widget', () => {
    const after = widgets(withHktTime(config));
    expect(after.filter((line) => line.includes(HKT_WIDGET)).map((line) => line.split(':')[0])).toEqual([
      'publishedAt',
      'postedAt',
      'publishedAt',
      'publishedAt',
    ]);
    expect(after.filter((line) => line.includes(': datetime (YYYY-MM-DDTHH'))).toEqual([]);
    expect(after.some((line) => line.includes(': datetime (YYYY-MM-DD)'))).toBe(true);
    // config.yml itself is left as other CMSs read it.
    expect(widgets(config).some((line) => line.includes(HKT_WIDGET))).toBe(false);
  });
});

describe('the twin widget', () => {
  type Spec = { render(this: { props: Record<string, unknown> }): ReactElement };
  let control: (props: Record<string, unknown>) => ReactElement;
  let preview: (props: Record<string, unknown>) => ReactElement;

  beforeEach(() => {
    const registered: unknown[] = [];
    registerHktTime(
      {
        getWidget: () => undefined,
        registerWidget: (...args: unknown[]) => registered.push(...args),
      },
      {
        h: createElement as never,
        // Decap CMS's `createClass` for a spec with `render` alone: a function component.
        createClass: ((spec: Spec) => (props: Record<string, unknown>) => spec.render.call({ props })) as never,
      },
    );
    expect(registered[0]).toBe(HKT_WIDGET);
    control = registered[1] as typeof control;
    preview = registered[2] as typeof preview;
  });

  afterEach(() => {
    document.documentElement.lang = '';
  });

  it('shows the time as written, labelled HKT, and writes what staff type with its offset', () => {
    const onChange = vi.fn();
    render(createElement(control, { value: '2026-11-18T12:00:00+08:00', onChange, forID: 'when' }));
    const input = screen.getByDisplayValue('2026-11-18T12:00');
    expect(input.getAttribute('type')).toBe('datetime-local');
    expect(screen.getByText('HKT').id).toBe(input.getAttribute('aria-describedby'));
    fireEvent.change(input, { target: { value: '2026-11-18T16:45' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-18T16:45:00+08:00');
  });

  it('says 香港時間 in the Chinese interface, and its Now is Hong Kong’s', () => {
    document.documentElement.lang = 'zh-Hant';
    vi.useFakeTimers({ now: Date.parse('2026-07-01T09:15:00+01:00') });
    const onChange = vi.fn();
    render(createElement(control, { value: '', onChange }));
    expect(screen.getByText('香港時間')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '現在' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-07-01T16:15:00+08:00');
  });

  it('previews the time labelled, and offers no Now where the field is locked', () => {
    render(createElement(preview, { value: '2026-11-18T12:00:00+08:00' }));
    expect(screen.getByText('2026-11-18 12:00 HKT')).toBeTruthy();
    render(createElement(control, { value: '2026-11-18T12:00:00+08:00', onChange: vi.fn(), isDisabled: true }));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
