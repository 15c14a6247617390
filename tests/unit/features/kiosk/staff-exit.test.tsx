import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ExitResult } from '@shared/bridge';
import { StaffExit } from '@/features/kiosk/staff-exit';
import { useKioskStore } from '@/stores/kiosk-store';
import { withModalDialogs } from '../../support/modal-dialog';

withModalDialogs();

const openDialog = () => fireEvent.keyDown(window, { key: 'Q', ctrlKey: true, altKey: true, shiftKey: true });

describe('StaffExit', () => {
  it("takes 6 to 8 digits and shows the shell's lockout with its seconds", async () => {
    const exit = vi
      .fn<(pin: string) => Promise<ExitResult>>()
      .mockResolvedValue({ ok: false, reason: 'locked', retryAfterSeconds: 30 });
    render(<StaffExit exit={exit} />);
    openDialog();
    const field = screen.getByLabelText('PIN');
    expect(field).toHaveAttribute('pattern', '[0-9]{6,8}');
    await userEvent.type(field, '12a34567890');
    expect(field).toHaveValue('12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Exit kiosk' }));
    expect(exit).toHaveBeenCalledWith('12345678');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 30 s.');
    expect(field).toHaveValue('');
  });

  it('says a wrong PIN is wrong', async () => {
    const exit = vi.fn<(pin: string) => Promise<ExitResult>>().mockResolvedValue({ ok: false, reason: 'wrong-pin' });
    render(<StaffExit exit={exit} />);
    openDialog();
    await userEvent.type(screen.getByLabelText('PIN'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Exit kiosk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That PIN is not correct.');
  });

  it('takes the PIN from its keypad on a touchscreen: a button per digit and a backspace, no system keyboard', async () => {
    const exit = vi.fn<(pin: string) => Promise<ExitResult>>().mockResolvedValue({ ok: false, reason: 'wrong-pin' });
    render(<StaffExit exit={exit} />);
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
    await userEvent.click(screen.getByRole('button', { name: 'Exit kiosk' }));
    expect(exit).toHaveBeenCalledWith('24681012');
  });

  it('closes and forgets the typed digits when the session resets', async () => {
    render(<StaffExit exit={vi.fn<(pin: string) => Promise<ExitResult>>()} />);
    openDialog();
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog).toHaveProperty('open', true);
    await userEvent.type(screen.getByLabelText('PIN'), '1357');
    act(() => useKioskStore.getState().newSession('idle'));
    expect(dialog).toHaveProperty('open', false);
    expect(screen.getByLabelText('PIN')).toHaveValue('');
  });
});
