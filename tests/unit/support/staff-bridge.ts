/** A stand-in for the shell's bridge as the kiosk's staff screens call it (common/bridge.ts). */
import { vi } from 'vitest';
import type { ExportResult, ExportTargetResult } from '@common/bridge';
import type { StaffBridge } from '@/features/kiosk/staff/staff-screen';

/**
 * The staff screen's calls as spies on kiosk "Booth 3", version 1.4.0, whose insights hold no day
 * yet (today 2026-11-29): the export offers `choice` and answers `result` (no answer without them).
 */
export function staffBridge({ choice, result }: { choice?: ExportTargetResult; result?: ExportResult } = {}) {
  const chooseExportTarget = vi.fn<StaffBridge['chooseExportTarget']>();
  const exportInsights = vi.fn<StaffBridge['exportInsights']>();
  if (choice) chooseExportTarget.mockResolvedValue(choice);
  if (result) exportInsights.mockResolvedValue(result);
  return {
    version: '1.4.0',
    lockStaff: vi.fn<StaffBridge['lockStaff']>().mockResolvedValue(undefined),
    quit: vi.fn<StaffBridge['quit']>().mockResolvedValue({ ok: true }),
    readInsights: vi.fn<StaffBridge['readInsights']>().mockResolvedValue({
      ok: true,
      kioskName: 'Booth 3',
      today: '2026-11-29',
      days: [],
    }),
    chooseExportTarget,
    exportInsights,
  } satisfies StaffBridge;
}
