/**
 * `admin/config.yml` is what the site's schemas make (`src/content/cms/`), byte for byte, and
 * the check in `npm run check` (`scripts/content/cms-config.mjs --check`) fails when a schema
 * changes and the file does not follow.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import * as z from 'zod/mini';
import type * as careers from '@/content/careers/schema';
import { cmsConfigProblem, CMS_CONFIG } from '../../../../scripts/content/cms-config.mjs';

const committed = readFileSync(path.resolve(import.meta.dirname, '../../../..', CMS_CONFIG), 'utf8');

/** The configuration's text, made with the schemas as they are when it is called. */
async function written(): Promise<string> {
  const { cmsConfigText } = await import('@/content/cms/config');
  return cmsConfigText();
}

/** Makes the CMS from a careers schema changed by `change`, as an engineer might change it. */
function withCareerSchema(change: (schema: typeof careers.careerSchema) => z.ZodMiniType) {
  vi.resetModules();
  vi.doMock('@/content/careers/schema', async (importOriginal) => {
    const original = await importOriginal<typeof careers>();
    return { ...original, careerSchema: change(original.careerSchema) };
  });
}

/** The careers collection's field `name` in a configuration's text. */
function careerField(text: string, name: string): Record<string, unknown> | undefined {
  const config = parse(text) as { collections: { name: string; fields?: { name: string }[] }[] };
  return config.collections.find((collection) => collection.name === 'careers')?.fields?.find((f) => f.name === name);
}

afterEach(() => {
  vi.doUnmock('@/content/careers/schema');
  vi.resetModules();
});

describe('admin/config.yml', () => {
  it('is what the schemas make, byte for byte', async () => {
    expect(cmsConfigProblem(committed, await written())).toBeUndefined();
  });

  it('fails the check when a field of a schema becomes required and the file does not follow', async () => {
    expect(careerField(committed, 'applyEmail')).toMatchObject({ required: false });
    withCareerSchema((schema) => z.extend(schema, { applyEmail: z.email() }));
    const text = await written();
    expect(careerField(text, 'applyEmail')).not.toHaveProperty('required');
    expect(cmsConfigProblem(committed, text)).toMatch(
      /^admin\/config\.yml is not what the site's schemas make .*npm run cms:config/,
    );
  });

  it('fails the check when a schema gains a choice, and takes the choice once it has a label', async () => {
    withCareerSchema((schema) =>
      z.extend(schema, { employmentType: z.enum(['full-time', 'part-time', 'contract', 'internship', 'temporary']) }),
    );
    await expect(written()).rejects.toThrow('careers.employmentType: no label for the choice temporary');
  });

  it('refuses a schema field the CMS does not say how to show', async () => {
    withCareerSchema((schema) => z.extend(schema, { salary: z.optional(z.string()) }));
    await expect(written()).rejects.toThrow('careers: the CMS does not say how to show the field salary');
  });
});
