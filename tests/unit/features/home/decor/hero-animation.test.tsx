import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render } from '@testing-library/react';
import { eases, waapi } from 'animejs';
import { describe, expect, it, vi } from 'vitest';
import { HeroAnimation } from '@/features/home/decor/hero-animation';

const css = readFileSync(
  path.resolve(__dirname, '../../../../../src/features/home/decor/hero-animation.module.css'),
  'utf8',
);

/** The `linear()` value of a custom property in the style sheet, without its spaces. */
function cssEasing(name: string): string {
  const match = new RegExp(`${name}:\\s*(linear\\([^)]*\\))`).exec(css);
  if (!match?.[1]) throw new Error(`${name} not found`);
  return match[1].replace(/\s+/g, '');
}

function network(container: HTMLElement): HTMLElement {
  const element = container.querySelector<HTMLElement>('[aria-hidden="true"]');
  if (!element) throw new Error('no network');
  return element;
}

describe('hero animation easings', () => {
  it("are anime.js's elastic and out-quad curves, as CSS linear() functions", () => {
    expect(cssEasing('--ease-elastic')).toBe(waapi.convertEase(eases.outElastic(1, 0.6), 50).replace(/\s+/g, ''));
    expect(cssEasing('--ease-out-quad')).toBe(waapi.convertEase(eases.outQuad, 20).replace(/\s+/g, ''));
  });
});

describe('HeroAnimation', () => {
  it('draws every link as dashes and every node, the links and the nodes each one layer, each pulse one about its hub', () => {
    const { container } = render(<HeroAnimation />);
    const layers = [...network(container).querySelectorAll('svg')];
    // The links, the pulses behind the 2 hubs, the nodes: 4 composited layers, not one per shape.
    expect(layers).toHaveLength(4);
    expect(network(container).querySelectorAll('path')).toHaveLength(14);
    expect(layers.filter((layer) => layer.querySelector('path'))).toHaveLength(1);
    expect(layers.at(-1)?.querySelectorAll('circle')).toHaveLength(10);
    for (const path of network(container).querySelectorAll('path'))
      expect(path.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+L/);
    // The group's hub sits at (260, 220) of the 520 × 440 drawing: 50 % across and 50 % down,
    // where the links and the nodes grow from (the style sheet) and its pulse is scaled about.
    const pulses = layers.filter((layer) => layer.hasAttribute('transform-origin'));
    expect(pulses.map((layer) => layer.getAttribute('transform-origin'))).toContain('50.00% 50.00%');
    expect(pulses).toHaveLength(2);
  });

  it('pauses while the document is hidden and runs again when it is shown', () => {
    const { container } = render(<HeroAnimation />);
    const root = network(container);
    expect(root.dataset.motion).toBeUndefined();
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(root.dataset.motion).toBe('paused');
    hidden.mockReturnValue(false);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(root.dataset.motion).toBeUndefined();
  });

  it('stands still for a visitor saving data', () => {
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { connection: { saveData: true } }),
    );
    const { container } = render(<HeroAnimation />);
    expect(network(container).dataset.motion).toBe('still');
  });
});
