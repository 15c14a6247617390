/**
 * The staff sign-in's guard against guessing the PIN: wrong PINs are counted in the main process
 * (page script cannot reset the count) and each round of {@link PIN_LOCKOUT_POLICY}`.attemptsPerRound`
 * wrong PINs locks the exit, 30 s the first time and twice as long after each further failed
 * round, up to 15 minutes. A right PIN forgets everything. Pure and clock-injected, so it is
 * unit-tested without Electron.
 */

/** Wrong PINs allowed per round, and the lockout after a failed round (milliseconds). */
export const PIN_LOCKOUT_POLICY = { attemptsPerRound: 5, firstLockoutMs: 30_000, maxLockoutMs: 15 * 60_000 } as const;

/** Whether an attempt may be compared now. */
type PinGuardCheck = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/** What a wrong PIN led to. */
interface PinFailure {
  /** Wrong PINs in the current round, 1 to `attemptsPerRound` (the round's last one starts a lockout). */
  readonly attempt: number;
  /** The lockout this failure started, in milliseconds, if it ended a round. */
  readonly lockoutMs: number | undefined;
}

export interface PinGuard {
  /** Call before comparing: while locked out, the attempt must be refused without comparing. */
  check(): PinGuardCheck;
  /** Records a wrong PIN. */
  recordFailure(): PinFailure;
  /** Records the right PIN: the count and the lockout are forgotten. */
  recordSuccess(): void;
}

/**
 * Creates a PIN guard.
 * @param clock.now - the current time in milliseconds (`Date.now` in the shell).
 */
export function createPinGuard({ now }: { now: () => number }): PinGuard {
  let failures = 0;
  let rounds = 0;
  let lockedUntil = 0;
  return {
    check() {
      const left = lockedUntil - now();
      return left > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(left / 1000) } : { allowed: true };
    },
    recordFailure() {
      failures += 1;
      if (failures < PIN_LOCKOUT_POLICY.attemptsPerRound) return { attempt: failures, lockoutMs: undefined };
      const attempt = failures;
      failures = 0;
      const lockoutMs = Math.min(PIN_LOCKOUT_POLICY.firstLockoutMs * 2 ** rounds, PIN_LOCKOUT_POLICY.maxLockoutMs);
      rounds += 1;
      lockedUntil = now() + lockoutMs;
      return { attempt, lockoutMs };
    },
    recordSuccess() {
      failures = 0;
      rounds = 0;
      lockedUntil = 0;
    },
  };
}
