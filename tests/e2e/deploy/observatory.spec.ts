/**
 * The MDN HTTP Observatory's grade (deploy/README.md): its own scanner, pointed at the build behind the
 * repository's nginx configuration over HTTPS (`npm run serve:nginx -- --tls`), as
 * developer.mozilla.org/observatory would scan the public site.
 */
import { expect, test } from '@playwright/test';
import { scanWithObservatory } from '../../../scripts/deploy/observatory.mjs';

test('the MDN HTTP Observatory grades the site A+, every one of its tests passed', () => {
  const { scan, tests } = scanWithObservatory();
  const failed = Object.entries(tests)
    .filter(([, result]) => !result.pass)
    .map(([name, result]) => `${name}: ${result.result}`);
  expect(failed).toEqual([]);
  expect(tests['redirection']?.result).toBe('redirection-to-https');
  expect(tests['content-security-policy']?.result).toMatch(/^csp-implemented-with-no-unsafe/);
  expect(scan.grade).toBe('A+');
});
