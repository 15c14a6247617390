// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { variantsOf, type SvgDrawing } from '../../../src/lib/assets/asset-manifest';
import { buildAssetManifest, describeImages, shareShapes } from '../../../vite-plugins/asset-manifest';

function publicDir(files: string[]): string {
  const root = mkdtempSync(path.join(tmpdir(), 'assets-'));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), '');
  }
  return root;
}

async function writeImage(root: string, file: string, width: number, height: number): Promise<void> {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .webp()
    .toFile(path.join(root, file));
}

describe('buildAssetManifest', () => {
  it('lists each folder by name without extension, nested names included', () => {
    const root = publicDir([
      'common/about-us.webp',
      'light/icons/sun.svg',
      'dark/icons/sun.svg',
      'common/team/dr-a.webp',
    ]);
    expect(buildAssetManifest(root)).toEqual({
      common: { 'about-us': { file: 'common/about-us.webp' }, 'team/dr-a': { file: 'common/team/dr-a.webp' } },
      light: { 'icons/sun': { file: 'light/icons/sun.svg' } },
      dark: { 'icons/sun': { file: 'dark/icons/sun.svg' } },
    });
  });

  it('prefers svg, then avif, webp and png for one name, and ignores other files', () => {
    const root = publicDir(['common/logo.png', 'common/logo.webp', 'common/notes.txt', 'common/photo.png']);
    expect(buildAssetManifest(root).common).toEqual({
      logo: { file: 'common/logo.webp' },
      photo: { file: 'common/photo.png' },
    });
  });

  it('copes with missing folders', () => {
    expect(buildAssetManifest(publicDir([]))).toEqual({ common: {}, light: {}, dark: {} });
  });
});

describe('describeImages', () => {
  it('gives each raster image its intrinsic size and AVIF and WebP variants no wider than it, in its own folder', async () => {
    const root = publicDir(['light/icons/sun.svg']);
    await writeImage(root, 'light/home-bg.webp', 1000, 500);
    const { manifest, jobs } = await describeImages(buildAssetManifest(root), root);
    expect(manifest.light['icons/sun']).toEqual({ file: 'light/icons/sun.svg' });
    const entry = manifest.light['home-bg'];
    expect(entry).toMatchObject({ file: 'light/home-bg.webp', width: 1000, height: 500 });
    const variants = entry ? variantsOf(entry) : [];
    expect(variants.map(({ format, width }) => `${format} ${String(width)}`)).toEqual([
      'avif 320',
      'avif 480',
      'avif 768',
      'avif 1000',
      'webp 320',
      'webp 480',
      'webp 768',
      'webp 1000',
    ]);
    for (const variant of variants) {
      expect(variant.file).toMatch(
        new RegExp(`^light/home-bg\\.${String(variant.width)}w\\.[0-9a-f]{10}\\.${variant.format}$`),
      );
      expect(jobs.get(variant.file)).toMatchObject({ ...variant, source: path.join(root, 'light/home-bg.webp') });
    }
    expect(jobs.size).toBe(8);
  });

  it('gives each SVG icon its drawing, and lists the icons it cannot draw inline with the reason', async () => {
    const root = publicDir([]);
    const write = (file: string, markup: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), markup);
    };
    write(
      'light/icons/dot.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><circle cx="1" cy="1" r="1"/></svg>',
    );
    write('dark/icons/dot.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    write('light/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>');
    const { manifest, problems } = await describeImages(buildAssetManifest(root), root);
    expect(manifest.light['icons/dot']?.drawing).toEqual({
      tag: 'svg',
      attributes: { viewBox: '0 0 2 2' },
      children: [{ tag: 'circle', attributes: { cx: '1', cy: '1', r: '1' }, children: [] }],
    });
    expect(manifest.dark['icons/dot']).toEqual({ file: 'dark/icons/dot.svg' });
    // Only icons are drawn inline; other SVG images stay images.
    expect(manifest.light.logo).toEqual({ file: 'light/logo.svg' });
    expect(problems).toEqual(['dark/icons/dot.svg: element <script> is not a shape or group']);
  });
});

describe('shareShapes', () => {
  const shape = (colour: string, r = '4'): SvgDrawing => ({
    tag: 'svg',
    attributes: { viewBox: '0 0 24 24', fill: 'none', stroke: colour },
    children: [{ tag: 'circle', attributes: { cx: '12', cy: '12', r }, children: [] }],
  });
  const entry = (file: string, drawing: SvgDrawing) => ({ file, drawing });
  /** An icon `name` whose files are `shape` in light (with hover) and dark (with hover) colours. */
  const icon = (name: string, colours: [string, string, string, string], darkRadius = '4') => ({
    light: {
      [`icons/${name}`]: entry(`light/icons/${name}.svg`, shape(colours[0])),
      [`icons/${name}-hover`]: entry(`light/icons/${name}-hover.svg`, shape(colours[1])),
    },
    dark: {
      [`icons/${name}`]: entry(`dark/icons/${name}.svg`, shape(colours[2], darkRadius)),
      [`icons/${name}-hover`]: entry(`dark/icons/${name}-hover.svg`, shape(colours[3], darkRadius)),
    },
  });

  it('draws an icon once in currentColor and colours it per theme and on hover, on screens that hover', () => {
    const sun = icon('sun', ['#0f1a2a', '#0b5cc4', '#e8edf5', '#6aa8ff']);
    const moon = icon('moon', ['#0f1a2a', '#0b5cc4', '#e8edf5', '#6aa8ff']);
    const shared = shareShapes({
      common: {},
      light: { ...sun.light, ...moon.light },
      dark: { ...sun.dark, ...moon.dark },
    });
    expect(Object.keys(shared.drawings)).toEqual(['moon', 'sun']);
    expect(shared.drawings.sun).toEqual(shape('currentColor'));
    expect(shared.css.trim().split('\n')).toEqual([
      '.light-theme :is([data-icon="moon"],[data-icon="sun"]){color:#0f1a2a}',
      '@media (any-hover:hover){.light-theme :is([data-hover-icons]:hover [data-icon="moon"],[data-icon="moon"]:hover,[data-hover-icons]:hover [data-icon="sun"],[data-icon="sun"]:hover){color:#0b5cc4}}',
      '.dark-theme :is([data-icon="moon"],[data-icon="sun"]){color:#e8edf5}',
      '@media (any-hover:hover){.dark-theme :is([data-hover-icons]:hover [data-icon="moon"],[data-icon="moon"]:hover,[data-hover-icons]:hover [data-icon="sun"],[data-icon="sun"]:hover){color:#6aa8ff}}',
    ]);
    // The files stay listed; only their drawings leave the manifest.
    expect(shared.manifest.light['icons/sun']).toEqual({ file: 'light/icons/sun.svg' });
    expect(shared.manifest.dark['icons/moon-hover']).toEqual({ file: 'dark/icons/moon-hover.svg' });
  });

  it('takes an icon from common/ for a theme that has no file of its own', () => {
    const drawing = shape('#123456');
    const shared = shareShapes({
      common: { 'icons/dot': entry('common/icons/dot.svg', drawing) },
      light: {},
      dark: {},
    });
    expect(shared.drawings.dot).toEqual(shape('currentColor'));
    expect(shared.css).toContain('.light-theme :is([data-icon="dot"]){color:#123456}');
    expect(shared.css).toContain('.dark-theme :is([data-icon="dot"]){color:#123456}');
    expect(shared.css).not.toContain(':hover');
  });

  /** The light file painting a second colour besides its own. */
  const twoColours = icon('sun', ['#111', '#222', '#333', '#444']);
  twoColours.light['icons/sun'] = entry('light/icons/sun.svg', {
    ...shape('#111'),
    children: [{ tag: 'path', attributes: { d: 'M0 0h1', stroke: '#999' }, children: [] }],
  });

  it.each([
    ['its themes draw different shapes', icon('sun', ['#111', '#222', '#333', '#444'], '5')],
    ['a file paints in two colours', twoColours],
    ['a colour is not a plain CSS colour', icon('sun', ['#111', '#222', 'var(--x)', '#444'])],
  ])('leaves an icon whose files cannot share one shape drawn per theme: %s', (_reason, files) => {
    const given = { common: {}, ...files };
    const shared = shareShapes(given);
    expect(shared.drawings).toEqual({});
    expect(shared.css.trim()).toBe('');
    expect(shared.manifest).toEqual(given);
  });

  it('leaves an icon alone when one theme has no drawing of it, or its name is not safe in a selector', () => {
    const dot = shape('#111');
    const shared = shareShapes({
      common: {},
      light: { 'icons/dot': entry('light/icons/dot.svg', dot), 'icons/a"b': entry('light/icons/a"b.svg', dot) },
      dark: { 'icons/dot': { file: 'dark/icons/dot.svg' }, 'icons/a"b': entry('dark/icons/a"b.svg', dot) },
    });
    expect(shared.drawings).toEqual({});
  });
});
