// Per-address failure counting: lock after N failures in the window, unlock when it ends, bounded.
import { describe, expect, it } from 'vitest';
import { FailureLimiter } from '../../../server/auth/failureLimiter.ts';

function limiter(maxEntries?: number) {
  const clock = { now: 0 };
  const instance = new FailureLimiter({
    maxFailures: 3,
    windowMs: 10_000,
    maxEntries,
    now: () => clock.now,
  });
  return { limiter: instance, clock };
}

describe('FailureLimiter', () => {
  it('locks after maxFailures failures and reports the seconds left', () => {
    const { limiter: l, clock } = limiter();
    l.recordFailure('a');
    clock.now = 2000;
    l.recordFailure('a');
    expect(l.retryAfterSeconds('a')).toBe(0);
    l.recordFailure('a');
    expect(l.retryAfterSeconds('a')).toBe(8);
    clock.now = 9_500;
    expect(l.retryAfterSeconds('a')).toBe(1);
    clock.now = 10_000;
    expect(l.retryAfterSeconds('a')).toBe(0);
    expect(l.size).toBe(0);
  });

  it('starts a new window once the old one has passed', () => {
    const { limiter: l, clock } = limiter();
    l.recordFailure('a');
    l.recordFailure('a');
    clock.now = 10_001;
    l.recordFailure('a');
    l.recordFailure('a');
    expect(l.retryAfterSeconds('a')).toBe(0);
  });

  it('resets the count on success, but a success never lifts a lock', () => {
    const { limiter: l } = limiter();
    l.recordFailure('a');
    l.recordFailure('a');
    l.recordSuccess('a');
    l.recordFailure('a');
    l.recordFailure('a');
    expect(l.retryAfterSeconds('a')).toBe(0);
    l.recordFailure('a');
    l.recordSuccess('a');
    expect(l.retryAfterSeconds('a')).toBeGreaterThan(0);
  });

  it('keeps addresses apart and the map bounded', () => {
    const { limiter: l, clock } = limiter(100);
    for (let i = 0; i < 3; i += 1) l.recordFailure('locked');
    for (let i = 0; i < 500; i += 1) l.recordFailure(`spray-${i}`);
    expect(l.size).toBeLessThanOrEqual(100);
    clock.now = 20_000;
    l.recordFailure('late');
    expect(l.retryAfterSeconds('late')).toBe(0);
  });
});
