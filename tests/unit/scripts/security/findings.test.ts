// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findingsOf, judgeFindings } from '../../../../scripts/security/findings.mjs';

/** An issue as Electronegativity's `run` returns it (the fields the findings read). */
function issue(id: string, severity: string, confidence: string, file: string, at: [number, number], sample?: string) {
  const [line, column] = at;
  return {
    id,
    severity: { name: severity },
    confidence: { name: confidence },
    file,
    location: { line, column },
    ...(sample === undefined ? {} : { sample }),
  };
}

const ISSUES = [
  issue('CSP_GLOBAL_CHECK', 'MEDIUM', 'CERTAIN', 'N/A', [0, 0]),
  issue(
    'SANDBOX_JS_CHECK',
    'MEDIUM',
    'FIRM',
    'main/window.ts',
    [101, 17],
    'const window = new BrowserWindow(options);',
  ),
  issue('OPEN_EXTERNAL_JS_CHECK', 'MEDIUM', 'TENTATIVE', 'main/new.ts', [3, 1], 'shell.openExternal(url)'),
  issue('PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK', 'LOW', 'CERTAIN', 'N/A', [0, 0]),
];

describe('findingsOf', () => {
  it('reads every issue with its severity, file and location', () => {
    const findings = findingsOf(ISSUES);
    expect(findings.map((finding) => [finding.check, finding.severity, finding.file, finding.location])).toEqual([
      ['CSP_GLOBAL_CHECK', 'MEDIUM', 'N/A', '0:0'],
      ['SANDBOX_JS_CHECK', 'MEDIUM', 'main/window.ts', '101:17'],
      ['OPEN_EXTERNAL_JS_CHECK', 'MEDIUM', 'main/new.ts', '3:1'],
      ['PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK', 'LOW', 'N/A', '0:0'],
    ]);
  });

  it('refuses what is not a list of issues of the known shape, rather than read nothing', () => {
    expect(() => findingsOf(undefined)).toThrow(/no list/);
    expect(() => findingsOf([{ id: 'CSP_GLOBAL_CHECK', severity: 'MEDIUM' }])).toThrow(/issue 0/);
  });
});

describe('judgeFindings', () => {
  const exceptions = [
    { check: 'CSP_GLOBAL_CHECK', file: 'N/A', reason: 'header' },
    { check: 'SANDBOX_JS_CHECK', file: 'main/window.ts', reason: 'tested' },
    { check: 'AUXCLICK_JS_CHECK', file: 'main/window.ts', reason: 'old' },
  ];

  it('blocks a high or medium finding no exception covers, ignoring low ones', () => {
    const { accepted, blocking } = judgeFindings(findingsOf(ISSUES), exceptions);
    expect(accepted.map((finding) => finding.check)).toEqual(['CSP_GLOBAL_CHECK', 'SANDBOX_JS_CHECK']);
    expect(blocking.map((finding) => `${finding.check} ${finding.file}`)).toEqual([
      'OPEN_EXTERNAL_JS_CHECK main/new.ts',
    ]);
  });

  it('reports exceptions that no longer match a finding', () => {
    expect(judgeFindings(findingsOf(ISSUES), exceptions).stale.map((exception) => exception.check)).toEqual([
      'AUXCLICK_JS_CHECK',
    ]);
  });

  it('covers a check only in the file it was reviewed for', () => {
    const { blocking } = judgeFindings(findingsOf(ISSUES), [
      { check: 'OPEN_EXTERNAL_JS_CHECK', file: 'main/links.ts', reason: 'x' },
    ]);
    expect(blocking.map((finding) => finding.file)).toContain('main/new.ts');
  });
});
