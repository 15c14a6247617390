// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createPinGuard, PIN_LOCKOUT_POLICY } from '../../../../electron/main/pin-guard';

function guardAt(start = 0) {
  const clock = { now: start };
  return { clock, guard: createPinGuard({ now: () => clock.now }) };
}

/** Fails a whole round; returns the lockout it started. */
function failRound(guard: ReturnType<typeof createPinGuard>): number | undefined {
  let lockoutMs: number | undefined;
  for (let attempt = 0; attempt < PIN_LOCKOUT_POLICY.attemptsPerRound; attempt += 1)
    lockoutMs = guard.recordFailure().lockoutMs;
  return lockoutMs;
}

describe('createPinGuard', () => {
  it('allows 4 wrong PINs and locks for 30 s on the 5th', () => {
    const { guard, clock } = guardAt();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(guard.recordFailure()).toEqual({ attempt, lockoutMs: undefined });
      expect(guard.check()).toEqual({ allowed: true });
    }
    expect(guard.recordFailure()).toEqual({ attempt: 5, lockoutMs: 30_000 });
    expect(guard.check()).toEqual({ allowed: false, retryAfterSeconds: 30 });
    clock.now += 29_001;
    expect(guard.check()).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.now += 999;
    expect(guard.check()).toEqual({ allowed: true });
  });

  it('doubles the lockout after each further failed round, up to 15 minutes', () => {
    const { guard, clock } = guardAt();
    const lockouts: (number | undefined)[] = [];
    for (let round = 0; round < 8; round += 1) {
      const lockoutMs = failRound(guard);
      lockouts.push(lockoutMs);
      clock.now += lockoutMs ?? 0;
    }
    expect(lockouts).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000, 900_000]);
  });

  it('forgets failures and lockouts after the right PIN', () => {
    const { guard, clock } = guardAt();
    failRound(guard);
    clock.now += 30_000;
    guard.recordFailure();
    guard.recordSuccess();
    expect(guard.check()).toEqual({ allowed: true });
    expect(failRound(guard)).toBe(30_000);
  });
});
