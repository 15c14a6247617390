// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCanary, validateHtml } from '../../../../scripts/ci/validate-html.mjs';

/** A valid page around `body`, with inline CSS the checker does not know (a container query). */
const page = (body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Throwaway</title>
<style>.card { container-type: inline-size } @container (min-width: 30em) { .card p { margin: 0 } }</style>
</head><body>${body}</body></html>
`;

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'html-check-'));
  await writeFile(
    path.join(folder, 'label-on-span.html'),
    page('<main><span aria-label="Not a member">–</span></main>'),
  );
  await writeFile(path.join(folder, 'status-main.html'), page('<main role="status"><p>Restarting</p></main>'));
  await writeFile(
    path.join(folder, 'valid.html'),
    page('<main><div role="status"><span aria-hidden="true">–</span><span>Not a member</span></div></main>'),
  );
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('npm run html (the W3C Nu HTML checker)', () => {
  it('fails a label on a plain span and a status role on main, and passes the page without them', async () => {
    const report = await validateHtml([folder], { base: folder });
    expect(report.pages).toBe(3);
    expect(report.errors).toEqual([
      expect.stringMatching(
        /^label-on-span\.html:\d+:\d+: The “aria-label” attribute must not be specified on any “span” element/,
      ),
      expect.stringMatching(/^status-main\.html:\d+:\d+: Bad value “status” for attribute “role” on element “main”/),
    ]);
    // Each page's container query: two messages of the checker's own lag, set aside, not passed over silently.
    expect(report.setAside).toBe(6);
  }, 60_000);

  it('proves the checker works on its canary before it checks the build', async () => {
    await expect(checkCanary()).resolves.toHaveLength(2);
  }, 60_000);

  it('says what is missing when there is no Java', async () => {
    await expect(validateHtml([folder], { java: path.join(folder, 'no-java') })).rejects.toThrow(
      /needs Java 11 or later/,
    );
  });
});
