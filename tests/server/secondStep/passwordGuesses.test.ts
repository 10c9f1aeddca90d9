// Every password check is bounded like the sign-in's, on both modes: the own-password route
// (whose current password is a guess like any other) counts failures for the account and the
// address and locks out at AUTH_MAX_FAILURES; the sign-in's lock-out counts per account name as
// well as per address (rotating addresses do not evade it), and an IPv6 client counts by its /64.
import { afterEach, describe, expect, it } from 'vitest';
import { MODES, addAccount, browser, startStepApp, type StepApp } from './secondStepFixtures.ts';
import { basicAuth } from '../helpers.ts';
import { MAX_CHECKS_PER_ADDRESS } from '../../../server/auth/signInLimits.ts';

let started: StepApp | undefined;
afterEach(async () => {
  await started?.close();
  started = undefined;
});

const features = (step: StepApp, authorization: string, remoteAddress: string) =>
  step.app.inject({ url: '/api/features', headers: { authorization }, remoteAddress });

describe.each(MODES)('on $name', (mode) => {
  it('locks the own-password route after AUTH_MAX_FAILURES wrong current passwords', async () => {
    started = await startStepApp(mode, { AUTH_MAX_FAILURES: '10' });
    const owner = browser(started.app, started.auth);
    const operator = await addAccount(owner, 'dilnoza', 'operator');
    const session = browser(started.app, operator.auth, '198.51.100.20');
    const change = (currentPassword: string) =>
      session.call('PUT', '/api/panel-accounts/me/password', {
        currentPassword,
        password: 'tanlangan-yangi-parol',
      });
    for (let guess = 0; guess < 10; guess += 1) {
      const wrong = await change(`taxmin-${guess}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('currentPassword: is not the current password');
    }
    // The eleventh, even the right one, is refused, and nothing is changed.
    const locked = await change(operator.password);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The account is locked from other addresses as well (its name counts).
    const elsewhere = await features(started, operator.auth, '192.0.2.44');
    expect(elsewhere.statusCode).toBe(429);
    started.clock.advance(16 * 60_000);
    expect((await features(started, operator.auth, '192.0.2.44')).statusCode).toBe(200);
  });

  it('hashes no more current passwords at once than a sign-in may', async () => {
    started = await startStepApp(mode, { AUTH_MAX_FAILURES: '100' });
    const session = browser(started.app, started.auth, '198.51.100.30');
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, guess) =>
        session.call('PUT', '/api/panel-accounts/me/password', {
          currentPassword: `taxmin-${guess}`,
          password: 'tanlangan-yangi-parol',
        }),
      ),
    );
    const statuses = guesses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(MAX_CHECKS_PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - MAX_CHECKS_PER_ADDRESS);
  });

  it("locks an account name out whichever addresses guessed it, not another account's", async () => {
    started = await startStepApp(mode, { AUTH_MAX_FAILURES: '5' });
    const owner = browser(started.app, started.auth);
    const operator = await addAccount(owner, 'dilnoza', 'operator');
    for (let host = 1; host <= 5; host += 1) {
      const guess = basicAuth('dilnoza', `taxmin-${host}`);
      expect((await features(started, guess, `198.51.100.${host}`)).statusCode).toBe(401);
    }
    expect((await features(started, operator.auth, '203.0.113.50')).statusCode).toBe(429);
    expect((await features(started, started.auth, '203.0.113.50')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64', async () => {
    started = await startStepApp(mode, { AUTH_MAX_FAILURES: '5' });
    for (let host = 1; host <= 5; host += 1) {
      const guess = basicAuth(`nom-${host}`, 'taxmin');
      expect((await features(started, guess, `2001:db8:7:7::${host}`)).statusCode).toBe(401);
    }
    expect((await features(started, started.auth, '2001:db8:7:7::abcd')).statusCode).toBe(429);
    expect((await features(started, started.auth, '2001:db8:7:8::1')).statusCode).toBe(200);
  });
});
