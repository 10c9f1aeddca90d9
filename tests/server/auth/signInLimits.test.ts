// The keys failures count under: an IPv4 address as it is, an IPv6 one by its /64 (one client is
// usually given a whole /64, and rotates within it at will), an IPv4-mapped one as IPv4.
import { describe, expect, it } from 'vitest';
import { addressGroup, SignInLimits } from '../../../server/auth/signInLimits.ts';

describe('addressGroup', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::ff', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['not-an-address', 'not-an-address'],
  ])('%s counts as %s', (address, group) => {
    expect(addressGroup(address)).toBe(group);
  });
});

describe('SignInLimits', () => {
  const limits = () => new SignInLimits({ maxFailures: 3, windowMs: 60_000, now: () => 0 });

  it('locks a /64 out whichever of its addresses failed', () => {
    const guarded = limits();
    for (const host of ['1', '2', '3']) guarded.recordFailure({ address: `2001:db8::${host}` });
    expect(guarded.retryAfterSeconds({ address: '2001:db8::ffff' })).toBe(60);
    expect(guarded.retryAfterSeconds({ address: '2001:db8:0:1::1' })).toBe(0);
  });

  it('locks an account name out whichever addresses failed it, in any case', () => {
    const guarded = limits();
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      guarded.recordFailure({ address, username: 'Dilnoza' });
    }
    expect(guarded.retryAfterSeconds({ address: '192.0.2.9', username: 'dilnoza' })).toBe(60);
    expect(guarded.retryAfterSeconds({ address: '192.0.2.9', username: 'aziz' })).toBe(0);
  });
});
