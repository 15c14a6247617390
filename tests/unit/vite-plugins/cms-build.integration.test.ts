// @vitest-environment node
/**
 * The CMS's build (admin/vite.config.ts): a deployable of its own for the CMS's own origin, and the
 * site's `/admin/` folder holding either the CMS (no `VITE_CMS_ORIGIN`) or only a link there.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsBuildConfig } from '../../../admin/vite.config';
import { cmsOrigin } from '../../../vite-plugins/cms-origin';
import { CMS_HOST_FILES } from '../../../vite-plugins/host-config';

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'cms-build-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Builds the CMS into `<folder>/<name>/{cms,site-admin}` and lists both. */
async function buildCms(name: string, origin: string | undefined) {
  const outDir = path.join(folder, name, 'cms');
  const siteAdminDir = path.join(folder, name, 'site-admin');
  await build({ ...cmsBuildConfig({ outDir, siteAdminDir, origin }), logLevel: 'silent' });
  return {
    outDir,
    siteAdminDir,
    deployable: await readdir(outDir),
    siteAdmin: await readdir(siteAdminDir),
  };
}

describe('the CMS build', () => {
  it('makes a deployable of its own, and serves the same CMS at the site’s /admin/ when it has no origin of its own', async () => {
    const built = await buildCms('at-admin', undefined);
    expect(built.deployable).toEqual(
      expect.arrayContaining(['index.html', 'config.yml', 'decap-cms.js', 'favicon.svg', ...CMS_HOST_FILES]),
    );
    expect(await readFile(path.join(built.outDir, '_headers'), 'utf8')).toContain("'unsafe-eval'");
    // The CMS itself, without the deployable's own host files, which the site's would contradict.
    expect(built.siteAdmin).toEqual(expect.arrayContaining(['index.html', 'config.yml', 'decap-cms.js']));
    for (const own of [...CMS_HOST_FILES, 'favicon.svg']) expect(built.siteAdmin).not.toContain(own);
  }, 60_000);

  it('leaves the site’s /admin/ only a link to the CMS’s origin when it has one', async () => {
    const built = await buildCms('own-origin', 'https://cms.example.com');
    expect(built.deployable).toEqual(expect.arrayContaining(['index.html', 'decap-cms.js', ...CMS_HOST_FILES]));
    expect(built.siteAdmin).toEqual(['index.html']);
    const page = await readFile(path.join(built.siteAdminDir, 'index.html'), 'utf8');
    expect(page).toContain('<a href="https://cms.example.com/">https://cms.example.com/</a>');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page).not.toMatch(/<script|<style|style=/);
    expect(existsSync(path.join(built.siteAdminDir, 'config.yml'))).toBe(false);
  }, 60_000);
});

describe('VITE_CMS_ORIGIN', () => {
  it('is the CMS’s https origin, or nothing', () => {
    expect(cmsOrigin(undefined)).toBeUndefined();
    expect(cmsOrigin(' ')).toBeUndefined();
    expect(cmsOrigin('https://cms.example.com')).toBe('https://cms.example.com');
    expect(cmsOrigin('https://cms.example.com/')).toBe('https://cms.example.com');
  });

  it.each([
    'http://cms.example.com',
    'https://cms.example.com/admin/',
    'https://cms.example.com/?x=1',
    'https://user@cms.example.com',
    'cms.example.com',
    'javascript:alert(1)',
  ])('refuses %s, naming the setting', (value) => {
    expect(() => cmsOrigin(value)).toThrow(/^VITE_CMS_ORIGIN is ".*": it must be the CMS's own https origin/);
  });
});
