// @vitest-environment node
/**
 * The format check (`npm run format:check`, Prettier) judges the code, not what editors publish:
 * the CMS writes `content/` in Decap CMS's own Markdown, `*` for emphasis and bullets, where
 * Prettier writes `_` and `-`, so an announcement published with italics would fail every
 * developer's next check.
 */
import path from 'node:path';
import { check, getFileInfo } from 'prettier';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** The ignore files Prettier's command line reads by default. */
const ignorePath = [path.join(ROOT, '.gitignore'), path.join(ROOT, '.prettierignore')];

it('leaves what the CMS writes as it writes it, and still checks the code', async () => {
  // What Decap CMS writes for a body with italics and a list: not Prettier's style.
  expect(await check('Some *italic* text.\n\n* one\n* two\n', { parser: 'markdown' })).toBe(false);
  for (const file of ['content/announcements/en/2026-11-18-mou-green-mobility-credit-programme.md', 'content/careers/en/x.yml'])
    expect((await getFileInfo(path.join(ROOT, file), { ignorePath })).ignored, file).toBe(true);
  for (const file of ['src/config/site-time.ts', 'docs/publishing.md', 'admin/hkt-time.ts'])
    expect((await getFileInfo(path.join(ROOT, file), { ignorePath })).ignored, file).toBe(false);
});
