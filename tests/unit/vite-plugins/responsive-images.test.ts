// @vitest-environment node
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  encodeAll,
  encodeVariant,
  isRaster,
  MAX_VARIANT_WIDTH,
  variantHash,
  variantWidths,
  type VariantJob,
} from '../../../vite-plugins/responsive-images';

describe('variantWidths', () => {
  it('lists the standard widths below the original, then the original', () => {
    expect(variantWidths(1920)).toEqual([320, 480, 768, 1200, 1440, 1920]);
    expect(variantWidths(750)).toEqual([320, 480, 750]);
    expect(variantWidths(480)).toEqual([320, 480]);
  });

  it('never upscales a small original', () => {
    expect(variantWidths(200)).toEqual([200]);
  });

  it('leaves out a standard width within 10% of the original', () => {
    expect(variantWidths(1300)).toEqual([320, 480, 768, 1300]);
  });

  it('caps a huge original', () => {
    expect(variantWidths(6000).at(-1)).toBe(MAX_VARIANT_WIDTH);
  });
});

describe('variantHash', () => {
  it('changes with the bytes and is stable for the same bytes', () => {
    expect(variantHash(Buffer.from('a'))).toBe(variantHash(Buffer.from('a')));
    expect(variantHash(Buffer.from('a'))).not.toBe(variantHash(Buffer.from('b')));
    expect(variantHash(Buffer.from('a'))).toMatch(/^[0-9a-f]{10}$/);
  });
});

describe('isRaster', () => {
  it('is true for the raster formats only', () => {
    expect(['a.webp', 'a.PNG', 'a.jpg', 'a.avif'].map(isRaster)).toEqual([true, true, true, true]);
    expect(['a.svg', 'a.txt'].map(isRaster)).toEqual([false, false]);
  });
});

describe('encodeVariant', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'variants-'));
  const source = path.join(dir, 'photo.png');

  it('makes the format and width asked for, then reads it back from the cache', async () => {
    writeFileSync(
      source,
      await sharp({ create: { width: 600, height: 400, channels: 3, background: '#cc6633' } })
        .png()
        .toBuffer(),
    );
    const cache = path.join(dir, 'cache');
    const job: VariantJob = { format: 'avif', width: 300, file: 'common/photo.300w.abc.avif', source };
    const first = await encodeVariant(job, cache);
    expect(first.encoded).toBe(true);
    expect(await sharp(first.bytes).metadata()).toMatchObject({
      format: 'heif',
      compression: 'av1',
      width: 300,
      height: 200,
    });
    const second = await encodeVariant(job, cache);
    expect(second).toEqual({ bytes: first.bytes, encoded: false });
    expect(readdirSync(cache)).toEqual(['photo.300w.abc.avif']);
  });

  it('makes every job, by file', async () => {
    const cache = path.join(dir, 'all');
    const jobs: VariantJob[] = [
      { format: 'webp', width: 320, file: 'common/photo.320w.abc.webp', source },
      { format: 'webp', width: 600, file: 'common/photo.600w.abc.webp', source },
    ];
    const made = await encodeAll(jobs, cache);
    expect([...made.keys()].sort()).toEqual(['common/photo.320w.abc.webp', 'common/photo.600w.abc.webp']);
    expect((await sharp(made.get('common/photo.320w.abc.webp')?.bytes).metadata()).width).toBe(320);
  });
});
