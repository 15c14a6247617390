// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { judgeFindings, parseFindings } from '../../../scripts/security-findings.mjs';

const CSV = `issue, severity, confidence, filename, location, sample, description, url
CSP_GLOBAL_CHECK,"MEDIUM","CERTAIN","N/A","0:0",N/A,"No CSP has been detected",https://example.com/a
SANDBOX_JS_CHECK,"MEDIUM","FIRM","main/window.ts","101:17","const window = new BrowserWindow(options, { a: ""b"" });","Use sandbox",https://example.com/b
OPEN_EXTERNAL_JS_CHECK,"MEDIUM","TENTATIVE","main/new.ts","3:1","shell.openExternal(url)","Review",https://example.com/c
PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK,"LOW","CERTAIN","N/A","0:0",N/A,"Missing handler",https://example.com/d
`;

describe('parseFindings', () => {
  it('reads every row of the CSV report with its severity and file', () => {
    const findings = parseFindings(CSV);
    expect(findings.map((finding) => [finding.check, finding.severity, finding.file])).toEqual([
      ['CSP_GLOBAL_CHECK', 'MEDIUM', 'N/A'],
      ['SANDBOX_JS_CHECK', 'MEDIUM', 'main/window.ts'],
      ['OPEN_EXTERNAL_JS_CHECK', 'MEDIUM', 'main/new.ts'],
      ['PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK', 'LOW', 'N/A'],
    ]);
  });
});

describe('parseFindings on a garbled report', () => {
  it('refuses a report whose header landed over the first row', () => {
    const garbled = CSV.replace(
      'issue, severity, confidence, filename, location, sample, description, url\nCSP_GLOBAL_CHECK',
      'issue, severity, confidence, filename, location, sample, description, url\nted,"x"',
    );
    expect(() => parseFindings(garbled)).toThrow(/malformed row|Invalid/);
    expect(() => parseFindings(`CSP_GLOBAL_CHECK,"MEDIUM"\n${CSV}`)).toThrow(/header/);
  });
});

describe('judgeFindings', () => {
  const exceptions = [
    { check: 'CSP_GLOBAL_CHECK', file: 'N/A', reason: 'header' },
    { check: 'SANDBOX_JS_CHECK', file: 'main/window.ts', reason: 'tested' },
    { check: 'AUXCLICK_JS_CHECK', file: 'main/window.ts', reason: 'old' },
  ];

  it('blocks a high or medium finding no exception covers, ignoring low ones', () => {
    const { accepted, blocking } = judgeFindings(parseFindings(CSV), exceptions);
    expect(accepted.map((finding) => finding.check)).toEqual(['CSP_GLOBAL_CHECK', 'SANDBOX_JS_CHECK']);
    expect(blocking.map((finding) => `${finding.check} ${finding.file}`)).toEqual([
      'OPEN_EXTERNAL_JS_CHECK main/new.ts',
    ]);
  });

  it('reports exceptions that no longer match a finding', () => {
    expect(judgeFindings(parseFindings(CSV), exceptions).stale.map((exception) => exception.check)).toEqual([
      'AUXCLICK_JS_CHECK',
    ]);
  });

  it('covers a check only in the file it was reviewed for', () => {
    const { blocking } = judgeFindings(parseFindings(CSV), [
      { check: 'OPEN_EXTERNAL_JS_CHECK', file: 'main/links.ts', reason: 'x' },
    ]);
    expect(blocking.map((finding) => finding.file)).toContain('main/new.ts');
  });
});
