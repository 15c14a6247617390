// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SvgDrawing } from '../../../src/lib/assets/asset-manifest';
import { parseDrawing, sharedShape } from '../../../vite-plugins/svg-drawing';

const svg = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" ${attributes}>${inner}</svg>`;

describe('parseDrawing', () => {
  it('keeps shapes, groups and their geometry and paint, without the root’s size and namespace', async () => {
    const result = await parseDrawing(
      svg(
        '<!-- a note --><g transform="translate(1 1)"><path d="M0 0L2 2z"/>\n <rect x="1" y="1" width="2" height="2" rx="1"/></g>',
        'fill="none" stroke="#0f1a2a" stroke-width="2"',
      ),
    );
    expect(result).toEqual({
      drawing: {
        tag: 'svg',
        attributes: { viewBox: '0 0 24 24', fill: 'none', stroke: '#0f1a2a', 'stroke-width': '2' },
        children: [
          {
            tag: 'g',
            attributes: { transform: 'translate(1 1)' },
            children: [
              { tag: 'path', attributes: { d: 'M0 0L2 2z' }, children: [] },
              { tag: 'rect', attributes: { x: '1', y: '1', width: '2', height: '2', rx: '1' }, children: [] },
            ],
          },
        ],
      },
    });
  });

  it.each([
    ['a script', svg('<script>alert(1)</script>'), 'element <script> is not a shape or group'],
    [
      'an event handler',
      svg('<path d="M0 0" onclick="alert(1)"/>'),
      'attribute onclick on <path> is not geometry or paint',
    ],
    ['a link', svg('<a href="https://example.com"><path d="M0 0"/></a>'), 'element <a> is not a shape or group'],
    ['a reference to another file', svg('<use href="other.svg#x"/>'), 'element <use> is not a shape or group'],
    ['a style', svg('<path d="M0 0" style="fill:red"/>'), 'attribute style on <path> is not geometry or paint'],
    [
      'a paint server reference',
      svg('<path d="M0 0" fill="url(#g)"/>'),
      'attribute fill on <path> has a value that is not plain geometry or paint',
    ],
    ['text', svg('<path d="M0 0"/>hello'), '<svg> holds text or other content than shapes'],
    ['a nested svg', svg('<svg><path d="M0 0"/></svg>'), 'element <svg> is not a shape or group'],
    [
      'markup outside the SVG namespace',
      '<svg><path d="M0 0"/></svg>',
      '<svg> is not in the SVG namespace (http://www.w3.org/2000/svg)',
    ],
    ['too many elements', svg('<path d="M0 0"/>'.repeat(64)), 'more than 64 elements'],
  ])('refuses %s, saying why', async (_case, markup, problem) => {
    expect(await parseDrawing(markup)).toEqual({ problem });
  });

  it.each([
    ['markup that is not well-formed XML', svg('<path d="M0 0">')],
    ['an empty file', ''],
  ])('refuses %s', async (_case, markup) => {
    const result = await parseDrawing(markup);
    expect('problem' in result ? result.problem : undefined).toMatch(/^not well-formed XML \(/);
  });
});

describe('sharedShape', () => {
  const drawing = (stroke: string, fill = 'none'): SvgDrawing => ({
    tag: 'svg',
    attributes: { viewBox: '0 0 24 24', fill, stroke },
    children: [{ tag: 'path', attributes: { d: 'M1 1h2', stroke }, children: [] }],
  });

  it('finds one shape in several colours and paints it currentColor, every use of the colour', () => {
    expect(sharedShape([drawing('#0f1a2a'), drawing('rgb(1, 2, 3)'), drawing('red')])).toEqual({
      drawing: drawing('currentColor'),
      colours: ['#0f1a2a', 'rgb(1, 2, 3)', 'red'],
    });
  });

  it('finds none when a drawing paints two colours, none at all, or a colour the stylesheet may not carry', () => {
    expect(sharedShape([drawing('#111', '#222')])).toBeUndefined();
    expect(sharedShape([drawing('none')])).toBeUndefined();
    expect(sharedShape([drawing('var(--accent)')])).toBeUndefined();
    expect(sharedShape([drawing('#111;}body{x')])).toBeUndefined();
    expect(sharedShape([])).toBeUndefined();
  });
});
