// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration, WinPackager } from 'app-builder-lib';
import { WindowsSignToolManager } from 'app-builder-lib/out/codeSign/windowsSignToolManager';
import { getConfig } from 'app-builder-lib/out/util/config/load';
import { validateSchema } from 'app-builder-lib/out/util/config/schemaValidator';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/** electron-builder.yml as electron-builder itself reads it (app-builder-lib's loader, js-yaml). */
async function builderConfig(): Promise<Configuration> {
  const read = await getConfig<Configuration>(
    { packageKey: 'build', configFilename: 'electron-builder', projectDir: root, packageMetadata: null },
    'electron-builder.yml',
  );
  if (!read) throw new Error('electron-builder.yml could not be read');
  return read.result;
}

/** The JSON schema the installed electron-builder validates its configuration with before a build. */
const builderSchema: unknown = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('app-builder-lib/scheme.json'), 'utf8'),
);

describe('electron-builder.yml', () => {
  it('is valid against the schema of the installed electron-builder', async () => {
    const config = await builderConfig();
    expect(() => validateSchema(builderSchema, config, { name: 'electron-builder.yml' })).not.toThrow();
  });

  it('writes the update feed into app-update.yml (the generic provider, over HTTPS)', async () => {
    const { publish } = await builderConfig();
    expect(publish).toMatchObject({ provider: 'generic', url: expect.stringMatching(/^https:\/\//) as unknown });
  });

  it('gives app-update.yml the Windows publisher every update must be signed by, with or without a certificate', async () => {
    const { win } = await builderConfig();
    expect(win?.verifyUpdateCodeSignature).not.toBe(false);
    // signtool, not Azure Trusted Signing: the publisher then comes from signtoolOptions.
    expect(win?.azureSignOptions).toBeUndefined();
    const publisherName = win?.signtoolOptions?.publisherName;
    expect(publisherName).toBe('Lumen Pacific Technology Holdings Limited');
    // What electron-builder 26 writes as `publisherName` (app-builder-lib's PublishManager reads
    // this for app-update.yml); without a certificate too, as in the unsigned pull-request builds.
    const manager = new WindowsSignToolManager({ platformSpecificBuildOptions: win } as unknown as WinPackager);
    await expect(manager.computedPublisherName.value).resolves.toEqual([publisherName]);
  });

  it('signs the macOS app with the hardened runtime and notarises it', async () => {
    const { mac } = await builderConfig();
    expect(mac?.hardenedRuntime).toBe(true);
    expect(mac?.notarize).toBe(true);
    expect(mac?.identity).not.toBeNull();
  });

  it("signs with electron-builder's entitlements, which allow V8's JIT", async () => {
    const { mac } = await builderConfig();
    expect(mac?.entitlements).toBeUndefined();
    // A file here would replace electron-builder's own entitlements (app-builder-lib, MacTargetHelper).
    expect(existsSync(path.join(root, 'build/entitlements.mac.plist'))).toBe(false);
    const template = readFileSync(
      path.join(root, 'node_modules/app-builder-lib/templates/entitlements.mac.plist'),
      'utf8',
    );
    expect(template).toMatch(/<key>com\.apple\.security\.cs\.allow-jit<\/key>\s*<true\/>/);
  });

  it('builds the zip electron-updater downloads on macOS, beside the dmg', async () => {
    const { mac } = await builderConfig();
    expect(mac?.target).toEqual(expect.arrayContaining(['dmg', 'zip']));
  });

  it('leaves signing optional, so pull requests and local builds package unsigned', async () => {
    const config = await builderConfig();
    expect([config.forceCodeSigning, config.win?.forceCodeSigning, config.mac?.forceCodeSigning]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
