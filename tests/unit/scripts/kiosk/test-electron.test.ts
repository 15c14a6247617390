// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isBinaryRequired, missingBinaryOutcome, REQUIRED_VARIABLE } from '../../../../scripts/kiosk/test-electron.mjs';

const MESSAGE =
  'test:electron: no Electron 40.9.3 binary on this machine; run `npm run kiosk:setup` once to download it (kiosk work only; docs/kiosk.md).';

describe('test-electron', () => {
  it('skips with one line and exit code 0 when the binary is missing and not required', () => {
    expect(missingBinaryOutcome({}, MESSAGE)).toEqual({ exitCode: 0, line: `${MESSAGE} Skipped.` });
    expect(missingBinaryOutcome({ [REQUIRED_VARIABLE]: '0' }, MESSAGE).exitCode).toBe(0);
  });

  it('fails with the same line and exit code 1 when KIOSK_E2E_REQUIRED is set', () => {
    expect(missingBinaryOutcome({ KIOSK_E2E_REQUIRED: '1' }, MESSAGE)).toEqual({
      exitCode: 1,
      line: `${MESSAGE} Failed: KIOSK_E2E_REQUIRED is set, so the tests must run.`,
    });
  });

  it('requires the binary for 1 and true only', () => {
    expect(['1', 'true', 'TRUE', ' 1 '].map((value) => isBinaryRequired({ [REQUIRED_VARIABLE]: value }))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['', '0', 'false', 'yes'].map((value) => isBinaryRequired({ [REQUIRED_VARIABLE]: value }))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(isBinaryRequired({})).toBe(false);
  });
});
