// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAssetManifest } from '../../../vite-plugins/asset-manifest';

function publicDir(files: string[]): string {
  const root = mkdtempSync(path.join(tmpdir(), 'assets-'));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), '');
  }
  return root;
}

describe('buildAssetManifest', () => {
  it('lists each folder by name without extension, nested names included', () => {
    const root = publicDir(['common/about-us.webp', 'light/icons/sun.svg', 'dark/icons/sun.svg', 'common/team/dr-a.webp']);
    expect(buildAssetManifest(root)).toEqual({
      common: { 'about-us': 'common/about-us.webp', 'team/dr-a': 'common/team/dr-a.webp' },
      light: { 'icons/sun': 'light/icons/sun.svg' },
      dark: { 'icons/sun': 'dark/icons/sun.svg' },
    });
  });

  it('prefers svg, then avif, webp and png for one name, and ignores other files', () => {
    const root = publicDir(['common/logo.png', 'common/logo.webp', 'common/notes.txt', 'common/photo.png']);
    expect(buildAssetManifest(root).common).toEqual({ logo: 'common/logo.webp', photo: 'common/photo.png' });
  });

  it('copes with missing folders', () => {
    expect(buildAssetManifest(publicDir([]))).toEqual({ common: {}, light: {}, dark: {} });
  });
});
