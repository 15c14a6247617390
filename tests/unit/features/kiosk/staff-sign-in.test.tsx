import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { UnlockResult } from '@common/bridge';
import { StaffSignIn } from '@/features/kiosk/staff-sign-in';
import { useKioskStore } from '@/stores/kiosk-store';
import { withModalDialogs } from '../../support/modal-dialog';
import { staffBridge } from '../../support/staff-bridge';

withModalDialogs();

// The staff screen is a lazy chunk; loaded here, the first test does not wait on its transform,
// which under a busy machine outlasted the screen queries' wait.
beforeAll(async () => {
  await import('@/features/kiosk/staff/staff-screen');
});

/** A shell bridge whose `unlockStaff` is `unlock`, with the staff screen's calls as spies. */
const bridgeWith = (unlock: (pin: string) => Promise<UnlockResult>) => ({ ...staffBridge(), unlockStaff: unlock });

/** Renders the staff sign-in in a router, as the kiosk's layer does. */
const renderStaffSignIn = (bridge: ReturnType<typeof bridgeWith>) =>
  render(
    <MemoryRouter>
      <StaffSignIn bridge={bridge} />
    </MemoryRouter>,
  );

const openDialog = () => fireEvent.keyDown(window, { key: 'Q', ctrlKey: true, altKey: true, shiftKey: true });

/** Renders the sign-in with a shell that takes the PIN, and signs in as staff would. */
async function signIn() {
  const bridge = bridgeWith(vi.fn<(pin: string) => Promise<UnlockResult>>().mockResolvedValue({ ok: true }));
  renderStaffSignIn(bridge);
  // Its start's sign-out (tested below) is not what these tests count.
  bridge.lockStaff.mockClear();
  openDialog();
  await userEvent.type(screen.getByLabelText('PIN'), '246810');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return bridge;
}

describe('StaffSignIn', () => {
  it('signs out, as it starts, whatever sign-in the shell still holds from before a reload', () => {
    const bridge = bridgeWith(vi.fn<(pin: string) => Promise<UnlockResult>>());
    renderStaffSignIn(bridge);
    expect(bridge.lockStaff).toHaveBeenCalledTimes(1);
  });

  it('opens the staff screen on the right PIN, and signs staff out when they go back', async () => {
    const bridge = await signIn();
    const staff = await screen.findByRole('dialog', { name: 'Staff' });
    expect(screen.queryByRole('dialog', { name: 'Staff sign-in' })).toBeNull();
    expect(await within(staff).findByText('Booth 3 · version 1.4.0')).toBeInTheDocument();
    expect(within(staff).getByText('Nothing has been counted in this period yet.')).toBeInTheDocument();
    await userEvent.click(within(staff).getByRole('button', { name: 'Quit the kiosk' }));
    expect(bridge.quit).toHaveBeenCalledTimes(1);
    await userEvent.click(within(staff).getByRole('button', { name: 'Back to visitors' }));
    expect(bridge.lockStaff).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Staff' })).toBeNull();
  });

  it('closes the staff screen at the idle reset', async () => {
    const bridge = await signIn();
    await screen.findByRole('dialog', { name: 'Staff' });
    act(() => useKioskStore.getState().newSession('idle'));
    expect(screen.queryByRole('dialog', { name: 'Staff' })).toBeNull();
    expect(bridge.lockStaff).toHaveBeenCalledTimes(1);
  });

  it("takes 6 to 8 digits and shows the shell's lockout with its seconds", async () => {
    const exit = vi
      .fn<(pin: string) => Promise<UnlockResult>>()
      .mockResolvedValue({ ok: false, reason: 'locked', retryAfterSeconds: 30 });
    renderStaffSignIn(bridgeWith(exit));
    openDialog();
    const field = screen.getByLabelText('PIN');
    expect(field).toHaveAttribute('pattern', '[0-9]{6,8}');
    await userEvent.type(field, '12a34567890');
    expect(field).toHaveValue('12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(exit).toHaveBeenCalledWith('12345678');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 30 s.');
    expect(field).toHaveValue('');
  });

  it('says a wrong PIN is wrong', async () => {
    const exit = vi.fn<(pin: string) => Promise<UnlockResult>>().mockResolvedValue({ ok: false, reason: 'wrong-pin' });
    renderStaffSignIn(bridgeWith(exit));
    openDialog();
    await userEvent.type(screen.getByLabelText('PIN'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That PIN is not correct.');
  });

  it('takes the PIN from its keypad on a touchscreen: a button per digit and a backspace, no system keyboard', async () => {
    const exit = vi.fn<(pin: string) => Promise<UnlockResult>>().mockResolvedValue({ ok: false, reason: 'wrong-pin' });
    renderStaffSignIn(bridgeWith(exit));
    openDialog();
    const field = screen.getByLabelText('PIN');
    expect(field).toHaveAttribute('inputmode', 'none');
    const keypad = screen.getByRole('group', { name: 'PIN keypad' });
    const tap = (name: string) => userEvent.click(within(keypad).getByRole('button', { name }));
    for (const digit of ['2', '4', '6', '9']) await tap(digit);
    await tap('Backspace');
    for (const digit of ['8', '1', '0']) await tap(digit);
    expect(field).toHaveValue('246810');
    // Eight digits at most, as from the keyboard.
    for (const digit of ['1', '2', '3']) await tap(digit);
    expect(field).toHaveValue('24681012');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(exit).toHaveBeenCalledWith('24681012');
  });

  it('closes and forgets the typed digits when the session resets', async () => {
    renderStaffSignIn(bridgeWith(vi.fn<(pin: string) => Promise<UnlockResult>>()));
    openDialog();
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog).toHaveProperty('open', true);
    await userEvent.type(screen.getByLabelText('PIN'), '1357');
    act(() => useKioskStore.getState().newSession('idle'));
    expect(dialog).toHaveProperty('open', false);
    expect(screen.getByLabelText('PIN')).toHaveValue('');
  });
});
