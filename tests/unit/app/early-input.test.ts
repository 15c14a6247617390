import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_INPUT_GLOBAL, PENDING_ATTRIBUTE } from '@/config/early-input';
import { captureEarlyInput } from '@/lib/pre-paint/early-input-capture';
import { replayEarlyInput } from '@/app/early-input';
import { logger } from '@/lib/log';

/** A prerendered page: controls inside `#root`, one outside. */
function page(): HTMLElement {
  document.body.innerHTML = `
    <div id="root">
      <header><button type="button" class="menu">Menu</button><div role="button" class="chip">Chip</div></header>
      <main>
        <form method="get" action="/announcements">
          <select name="year"><option value="">All</option><option value="2024">2024</option></select>
          <input type="search" name="q" />
          <button type="submit" class="submit">Search</button>
        </form>
        <a href="/careers" class="link">Careers</a>
        <button type="button" class="off" disabled>Off</button>
      </main>
    </div>
    <button type="button" class="outside">Outside</button>`;
  return document.getElementById('root') as HTMLElement;
}

const click = (element: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
};

describe('early input', () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = page();
    captureEarlyInput();
  });
  afterEach(() => {
    window[EARLY_INPUT_GLOBAL]?.take();
    Reflect.deleteProperty(window, EARLY_INPUT_GLOBAL);
  });

  it('holds a tap on a button, marks it pending, and plays it once the app has started', () => {
    const menu = root.querySelector('.menu') as HTMLButtonElement;
    const seen: string[] = [];
    menu.addEventListener('click', () => seen.push('before start'));
    expect(click(menu).defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    expect(menu).toHaveAttribute(PENDING_ATTRIBUTE);

    const onClick = vi.fn();
    menu.addEventListener('click', onClick);
    expect(replayEarlyInput(root)).toBe(1);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(menu).not.toHaveAttribute(PENDING_ATTRIBUTE);
  });

  it('plays a control tapped twice while waiting only once, and taps in their order', () => {
    const menu = root.querySelector('.menu') as HTMLElement;
    const chip = root.querySelector('.chip') as HTMLElement;
    click(menu);
    click(chip);
    click(menu);
    const order: string[] = [];
    menu.addEventListener('click', () => order.push('menu'));
    chip.addEventListener('click', () => order.push('chip'));
    expect(replayEarlyInput(root)).toBe(2);
    expect(order).toEqual(['menu', 'chip']);
  });

  it('leaves links, GET forms, disabled buttons and controls outside the app to the browser', () => {
    for (const selector of ['.link', '.submit', '.off'])
      expect(click(root.querySelector(selector) as Element).defaultPrevented, selector).toBe(false);
    expect(click(document.querySelector('.outside') as Element).defaultPrevented).toBe(false);
    expect(replayEarlyInput(root)).toBe(0);
  });

  it('restores a choice in a select that hydration reset, and fires change for the app', () => {
    const select = root.querySelector('select') as HTMLSelectElement;
    select.value = '2024';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    select.value = '';
    const onChange = vi.fn((event: Event) => (event.target as HTMLSelectElement).value);
    select.addEventListener('change', onChange);
    expect(replayEarlyInput(root)).toBe(1);
    expect(onChange).toHaveReturnedWith('2024');
  });

  it('finds the control in a page the app rendered afresh, by its place and class', () => {
    click(root.querySelector('.menu') as Element);
    root.innerHTML = root.innerHTML.replace(` ${PENDING_ATTRIBUTE}=""`, '');
    const fresh = root.querySelector('.menu') as HTMLElement;
    const onClick = vi.fn();
    fresh.addEventListener('click', onClick);
    expect(replayEarlyInput(root)).toBe(1);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('logs a tap whose control is gone rather than dropping it silently', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    click(root.querySelector('.chip') as Element);
    root.innerHTML = '<p>Something else</p>';
    expect(replayEarlyInput(root)).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('found no control'), 'DIV.chip');
  });

  it('stops holding taps once taken: the app handles them itself', () => {
    replayEarlyInput(root);
    expect(click(root.querySelector('.menu') as Element).defaultPrevented).toBe(false);
  });
});
