import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ExportResult, ExportTarget, ExportTargetResult } from '@common/bridge';
import { StaffScreen, type StaffBridge } from '@/features/kiosk/staff/staff-screen';
import { FLEET_SETTINGS_REPORT } from '../../../support/kiosk-fleet';
import { withModalDialogs } from '../../../support/modal-dialog';
import { staffBridge } from '../../../support/staff-bridge';

withModalDialogs();

const FILE = 'insights-Booth-3-2026-11-29-143015.csv';
/** The place the shell offers: a stick. */
const STICK: ExportTarget = {
  id: '0b7c5e52-4d0e-4a57-9b4c-2f1c9e0d6a11',
  removable: true,
  label: 'STICK',
  folder: '/media/kiosk/STICK',
  fileName: FILE,
};

/** A shell bridge with staff signed in, whose export offers `choice` and answers `result`. */
const bridgeWith = ({
  choice = { ok: true, target: STICK },
  result = { ok: true, path: `${STICK.folder}/${FILE}`, removable: true },
}: { choice?: ExportTargetResult; result?: ExportResult } = {}) => staffBridge({ choice, result });

/** Renders the staff screen with `bridge`, once its counts have loaded. */
async function renderStaffScreen(bridge: StaffBridge) {
  render(
    <MemoryRouter>
      <StaffScreen bridge={bridge} onClose={vi.fn()} />
    </MemoryRouter>,
  );
  const staff = await screen.findByRole('dialog', { name: 'Staff' });
  await within(staff).findByText('Booth 3 · version 1.4.0');
  return staff;
}

const exportButton = (staff: HTMLElement) => within(staff).getByRole('button', { name: 'Export CSV…' });
const confirmation = (staff: HTMLElement) => within(staff).queryByRole('region', { name: 'Save the CSV here?' });

describe('StaffScreen’s export', () => {
  it('shows the drive, its folder and the file name first, and writes only once staff confirm', async () => {
    const bridge = bridgeWith();
    const staff = await renderStaffScreen(bridge);
    await userEvent.click(exportButton(staff));
    const offer = await within(staff).findByRole('region', { name: 'Save the CSV here?' });
    expect(bridge.chooseExportTarget).toHaveBeenCalledTimes(1);
    expect(bridge.exportInsights).not.toHaveBeenCalled();
    for (const shown of ['USB stick “STICK”', '/media/kiosk/STICK', FILE, '2026-11-29'])
      expect(within(offer).getByText(shown)).toBeInTheDocument();
    const confirm = within(offer).getByRole('button', { name: 'Save here' });
    // The focus moves to the confirmation, which its description reads out.
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveAccessibleDescription(expect.stringContaining(FILE));
    expect(within(staff).queryByRole('button', { name: 'Export CSV…' })).toBeNull();

    await userEvent.click(confirm);
    expect(bridge.exportInsights).toHaveBeenCalledTimes(1);
    const [id, csv] = bridge.exportInsights.mock.calls[0] ?? [];
    expect(id).toBe(STICK.id);
    expect(csv?.startsWith('\uFEFF')).toBe(true);
    expect(await within(staff).findByRole('status')).toHaveTextContent(
      `Saved on the USB stick: /media/kiosk/STICK/${FILE}`,
    );
    expect(confirmation(staff)).toBeNull();
    expect(exportButton(staff)).toHaveFocus();
  });

  it('writes nothing when staff cancel, and gives the focus back to the export button', async () => {
    const bridge = bridgeWith();
    const staff = await renderStaffScreen(bridge);
    await userEvent.click(exportButton(staff));
    const offer = await within(staff).findByRole('region', { name: 'Save the CSV here?' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Cancel' }));
    expect(confirmation(staff)).toBeNull();
    expect(exportButton(staff)).toHaveFocus();
    expect(within(staff).getByRole('status')).toHaveTextContent('');
    expect(bridge.exportInsights).not.toHaveBeenCalled();
  });

  it('names the kiosk’s own folder when there is no stick, and says the file is on the kiosk', async () => {
    const own: ExportTarget = { ...STICK, removable: false, label: '', folder: '/home/kiosk/.config/kiosk/exports' };
    const bridge = bridgeWith({
      choice: { ok: true, target: own },
      result: { ok: true, path: `${own.folder}/${FILE}`, removable: false },
    });
    const staff = await renderStaffScreen(bridge);
    await userEvent.click(exportButton(staff));
    const offer = await within(staff).findByRole('region', { name: 'Save the CSV here?' });
    expect(within(offer).getByText('This kiosk’s own folder (no USB stick found)')).toBeInTheDocument();
    await userEvent.click(within(offer).getByRole('button', { name: 'Save here' }));
    expect(await within(staff).findByRole('status')).toHaveTextContent(`Saved on the kiosk: ${own.folder}/${FILE}`);
  });

  it.each([
    ['stale', 'Nothing was saved: the USB stick was changed or removed, or the choice was too old. Choose again.'],
    ['exists', 'Nothing was saved: a file of that name is already there, and it was left as it is. Choose again.'],
    ['failed', 'The file could not be saved. Try another USB stick.'],
  ] as const)(
    'says why nothing was written when the shell answers %s, and offers the export again',
    async (reason, message) => {
      const bridge = bridgeWith({ result: { ok: false, reason } });
      const staff = await renderStaffScreen(bridge);
      await userEvent.click(exportButton(staff));
      await userEvent.click(await within(staff).findByRole('button', { name: 'Save here' }));
      expect(await within(staff).findByRole('status')).toHaveTextContent(message);
      expect(confirmation(staff)).toBeNull();
      expect(exportButton(staff)).toHaveFocus();
    },
  );

  it('says when the shell has no place to write to, and offers nothing to confirm', async () => {
    const bridge = bridgeWith({ choice: { ok: false, reason: 'failed' } });
    const staff = await renderStaffScreen(bridge);
    await userEvent.click(exportButton(staff));
    expect(await within(staff).findByRole('status')).toHaveTextContent(
      'There is no place the file can be saved. Try another USB stick.',
    );
    expect(confirmation(staff)).toBeNull();
    expect(bridge.exportInsights).not.toHaveBeenCalled();
  });

  it('says staff were signed out when the shell refuses the choice for that', async () => {
    const bridge = bridgeWith({ choice: { ok: false, reason: 'signed-out' } });
    const staff = await renderStaffScreen(bridge);
    await userEvent.click(exportButton(staff));
    expect(await within(staff).findByRole('alert')).toHaveTextContent(
      'You have been signed out. Open the staff screen again with the PIN.',
    );
    expect(confirmation(staff)).toBeNull();
  });

  it('writes once however often the confirm button is tapped while it saves', async () => {
    let finish: (result: ExportResult) => void = () => undefined;
    const bridge = bridgeWith();
    bridge.exportInsights.mockReturnValue(new Promise<ExportResult>((resolve) => (finish = resolve)));
    const staff = await renderStaffScreen(bridge);
    await userEvent.click(exportButton(staff));
    const confirm = await within(staff).findByRole('button', { name: 'Save here' });
    await userEvent.click(confirm);
    const saving = within(staff).getByRole('button', { name: 'Saving…' });
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(saving);
    await userEvent.click(within(staff).getByRole('button', { name: 'Cancel' }));
    expect(bridge.exportInsights).toHaveBeenCalledTimes(1);
    finish({ ok: true, path: `${STICK.folder}/${FILE}`, removable: true });
    expect(await within(staff).findByRole('status')).toHaveTextContent(
      `Saved on the USB stick: /media/kiosk/STICK/${FILE}`,
    );
  });
});

describe('StaffScreen’s counts', () => {
  it('says the counts could not be read when the shell names no real day, and stays open', async () => {
    const bridge = bridgeWith();
    bridge.readInsights.mockResolvedValue({ ok: true, kioskName: 'Booth 3', today: '', days: [] });
    render(
      <MemoryRouter>
        <StaffScreen bridge={bridge} onClose={vi.fn()} />
      </MemoryRouter>,
    );
    const staff = await screen.findByRole('dialog', { name: 'Staff' });
    expect(await within(staff).findByText('The kiosk’s counts could not be read.')).toBeVisible();
    expect(within(staff).getByRole('button', { name: 'Back to visitors' })).toBeVisible();
  });
});

describe('StaffScreen’s settings', () => {
  it('shows each setting with where it came from, and the fleet’s file with its times and last check', async () => {
    const bridge = bridgeWith();
    bridge.readInsights.mockResolvedValue({
      ok: true,
      kioskName: 'Booth 3',
      today: '2026-11-29',
      days: [],
      settings: FLEET_SETTINGS_REPORT,
    });
    const staff = await renderStaffScreen(bridge);
    const section = within(staff).getByRole('region', { name: 'Settings' });
    const row = (label: string) => within(section).getByText(label).closest('div');
    expect(row('Start page')).toHaveTextContent('/careers (fleet settings, this kiosk)');
    expect(row('Idle time (seconds)')).toHaveTextContent('90 (fleet settings, all kiosks)');
    expect(row('Language')).toHaveTextContent('繁體中文 (this kiosk’s kiosk-config.json)');
    expect(row('Staff PIN')).toHaveTextContent('Set (this kiosk’s kiosk-config.json)');
    expect(section).toHaveTextContent('Fleet settings file: https://www.example.com/kiosk/fleet-settings.json');
    expect(section).toHaveTextContent(/In force: issued .*2026.*, applied .*2026/);
    expect(section).toHaveTextContent(/Last checked .*: refused, the settings in force kept \(is signed by none/);
    expect(section).not.toHaveTextContent('scrypt');
  });

  it('leaves the section out when the shell sends a report that is not one', async () => {
    const bridge = bridgeWith();
    bridge.readInsights.mockResolvedValue({
      ok: true,
      kioskName: 'Booth 3',
      today: '2026-11-29',
      days: [],
      settings: {
        ...FLEET_SETTINGS_REPORT,
        settings: [{ key: 'exitPinHash', value: 'x'.repeat(500), from: 'config' }],
      },
    });
    const staff = await renderStaffScreen(bridge);
    expect(within(staff).queryByRole('region', { name: 'Settings' })).toBeNull();
  });
});
