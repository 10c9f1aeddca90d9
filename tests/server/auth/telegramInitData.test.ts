// The init data check on its own: the signature first (a changed or forged field is refused
// whatever it says), then the age with the caller's clock (a little clock skew forgiven), then the
// user, which must be Telegram's JSON with a positive integer id.
import { signData } from '@telegram-apps/init-data-node';
import { describe, expect, it } from 'vitest';
import { CLOCK_SKEW_MS, checkInitData } from '../../../server/auth/telegramInitData.ts';
import { BOT_TOKEN, signedInitData } from '../routes/telegramFixtures.ts';

const NOW = Date.parse('2026-03-01T10:00:00.000Z');
const rules = { botToken: BOT_TOKEN, maxAgeSeconds: 3600, now: NOW };
const seconds = (ms: number) => String(Math.floor(ms / 1000));

/** Any fields, signed as Telegram signs them: `key=value` lines, sorted, HMAC'd with the token. */
function signFields(fields: Record<string, string>): string {
  const lines = Object.entries(fields)
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  const params = new URLSearchParams(fields);
  params.set('hash', signData(lines, BOT_TOKEN));
  return params.toString();
}

describe('checkInitData', () => {
  it('accepts signed data and answers its user', () => {
    const check = checkInitData(signedInitData({ userId: 42, signedAt: NOW - 1000 }), rules);
    expect(check).toEqual({ ok: true, user: { id: 42, username: 'dilnoza_admin' } });
  });

  it.each([
    [CLOCK_SKEW_MS - 1000, true],
    [CLOCK_SKEW_MS + 1000, false],
  ])("forgives a clock %i ms behind Telegram's: %s", (ahead, accepted) => {
    const check = checkInitData(signedInitData({ signedAt: NOW + ahead }), rules);
    expect(check.ok).toBe(accepted);
    if (!check.ok) expect(check.reason).toBe('future');
  });

  it.each([
    ['a user that is not JSON', { user: 'not json' }, 'malformed'],
    ['a user id that is a string', { user: '{"id":"42","first_name":"A"}' }, 'malformed'],
    ['a user id of 0', { user: '{"id":0,"first_name":"A"}' }, 'malformed'],
    ['a user id past 2^53', { user: '{"id":9007199254740993,"first_name":"A"}' }, 'malformed'],
    ['no user', { chat_type: 'sender' }, 'no_user'],
  ])('refuses signed data with %s', (_label, fields, reason) => {
    const check = checkInitData(signFields({ auth_date: seconds(NOW), ...fields }), rules);
    expect(check).toMatchObject({ ok: false, reason });
  });

  it.each([
    ['no auth_date', 'user=%7B%22id%22%3A1%7D&hash=00'],
    ['an auth_date that is not a number', 'auth_date=soon&hash=00'],
    ['an empty string', ''],
  ])('refuses data with %s as malformed', (_label, raw) => {
    expect(checkInitData(raw, rules)).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it('names the user a refused data claims, for the record only', () => {
    const forged = signedInitData({ userId: 77, signedAt: NOW }).replace(
      /hash=\w+/,
      `hash=${'0'.repeat(64)}`,
    );
    expect(checkInitData(forged, rules)).toEqual({
      ok: false,
      reason: 'bad_signature',
      claimed: { id: 77, username: 'dilnoza_admin' },
    });
  });
});
