// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildAssetManifest, describeImages } from '../../../vite-plugins/asset-manifest';

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
    expect(entry?.variants?.map(({ format, width }) => `${format} ${String(width)}`)).toEqual([
      'avif 320',
      'avif 480',
      'avif 768',
      'avif 1000',
      'webp 320',
      'webp 480',
      'webp 768',
      'webp 1000',
    ]);
    for (const variant of entry?.variants ?? []) {
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
