import { describe, expect, it } from 'vitest';
import { getLegalPage } from '@/content/legal/legal-page';
import { MAX_MARKDOWN_LENGTH } from '@/lib/content/schemas';
import { createBundledSource } from '@/lib/content/source';
import { fakeHttp } from '../../support/content-fakes';

describe('getLegalPage', () => {
  it('reads the locale’s page, and refuses one longer than the renderer takes as an invalid response', async () => {
    const source = createBundledSource(
      fakeHttp({ 'zh-TW/privacy.md': '# 私隱政策', 'en/terms.md': 'x'.repeat(MAX_MARKDOWN_LENGTH + 1) }),
    );
    await expect(getLegalPage(source, { page: 'privacy', locale: 'zh-TW' })).resolves.toBe('# 私隱政策');
    await expect(getLegalPage(source, { page: 'terms', locale: 'en' })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });
});
