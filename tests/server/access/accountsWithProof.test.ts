// Accounts and links with proof, on the embedded API and the gateway (whose panel accounts are
// its own): only an owner resets, disables, relinks or sets the role of another account (anyone
// else: 403, in the audit log, nothing changed); the last enabled owner stays one; everyone
// changes their own password with the current one; a link set by someone else is told to its
// person once; the Mini App's own link needs the account's password, not a Telegram session.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { basicAuth, buildTestApp, TEST_USERNAME } from '../helpers.ts';
import { startGateway } from '../gateway/gatewayFixture.ts';
import { signedInitData, telegramEnv, testClock } from '../routes/telegramFixtures.ts';

const MODES = [
  {
    name: 'the embedded API',
    start: async (now: () => number) => {
      const { app, auth } = await buildTestApp(telegramEnv(), { now });
      return { app, auth, close: () => app.close() };
    },
  },
  {
    name: 'the gateway',
    start: async (now: () => number) => {
      const gateway = await startGateway(telegramEnv(), { now });
      return { app: gateway.app, auth: gateway.auth, close: gateway.close };
    },
  },
];

describe.each(MODES)('panel accounts on $name', (mode) => {
  let app: FastifyInstance;
  let ownerAuth: string;
  let close: () => Promise<void>;
  let clock: ReturnType<typeof testClock>;

  const call = (auth: string, method: string, url: string, payload?: object) =>
    app.inject({
      method: method as 'GET',
      url: `/api${url}`,
      headers: { authorization: auth },
      ...(payload ? { payload } : {}),
    });

  async function addAccount(username: string, role: string) {
    const made = await call(ownerAuth, 'POST', '/panel-accounts', {
      username,
      password: `${username}-password`,
      role,
    });
    expect(made.statusCode).toBe(201);
    return { id: made.json().id as number, auth: basicAuth(username, `${username}-password`) };
  }

  const forbiddenEntries = (username: string) =>
    app.db
      .prepare(
        "SELECT resource, changes FROM audit_log WHERE action = 'forbidden' AND username = ?",
      )
      .all(username) as { resource: string; changes: string }[];

  beforeEach(async () => {
    clock = testClock();
    ({ app, auth: ownerAuth, close } = await mode.start(clock.now));
  });
  afterEach(() => close());

  it.each(['operator', 'viewer'])(
    'refuses a %s every takeover of another account, audited, changing nothing',
    async (role) => {
      const owner = (await call(ownerAuth, 'GET', '/panel-accounts/me')).json() as { id: number };
      const actor = await addAccount(`${role}-1`, role);
      const before = app.db.prepare('SELECT * FROM panel_accounts WHERE id = ?').get(owner.id);
      const attempts: Array<[string, string, object?]> = [
        ['PUT', `/panel-accounts/${owner.id}/password`, { password: 'taken-over-1' }],
        ['PUT', `/panel-accounts/${owner.id}?disabled=true`],
        ['PUT', `/panel-accounts/${owner.id}/telegram`, { telegramUserId: 4242 }],
        ['DELETE', `/panel-accounts/${owner.id}/telegram`],
        ['PUT', `/panel-accounts/${owner.id}/role`, { role: 'viewer' }],
        ['PUT', `/panel-accounts/${actor.id}/role`, { role: 'owner' }],
        [
          'POST',
          '/panel-accounts',
          { username: 'mine', password: 'mine-password-1', role: 'owner' },
        ],
      ];
      for (const [method, url, body] of attempts) {
        const answer = await call(actor.auth, method, url, body);
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
        expect(answer.json()).toMatchObject({ code: 'forbidden' });
      }
      expect(app.db.prepare('SELECT * FROM panel_accounts WHERE id = ?').get(owner.id)).toEqual(
        before,
      );
      expect((await call(ownerAuth, 'GET', '/features')).statusCode).not.toBe(401);
      const entries = forbiddenEntries(`${role}-1`);
      expect(entries).toHaveLength(attempts.length);
      expect(new Set(entries.map((entry) => entry.resource))).toEqual(new Set(['panel-accounts']));
    },
  );

  it('keeps the last enabled owner one: not demoted, not disabled', async () => {
    const owner = (await call(ownerAuth, 'GET', '/panel-accounts/me')).json() as { id: number };
    const demoted = await call(ownerAuth, 'PUT', `/panel-accounts/${owner.id}/role`, {
      role: 'operator',
    });
    expect(demoted.statusCode).toBe(409);
    const disabled = await call(ownerAuth, 'PUT', `/panel-accounts/${owner.id}?disabled=true`);
    expect(disabled.statusCode).toBe(409);
    // With a second owner, the first may step down; the second is then the last.
    const second = await addAccount('second-owner', 'owner');
    const stepDown = await call(ownerAuth, 'PUT', `/panel-accounts/${owner.id}/role`, {
      role: 'viewer',
    });
    expect(stepDown.statusCode).toBe(200);
    const last = await call(second.auth, 'PUT', `/panel-accounts/${second.id}/role`, {
      role: 'viewer',
    });
    expect(last.statusCode).toBe(409);
    // The role acts at once: the former owner is refused account management.
    expect((await call(ownerAuth, 'GET', '/panel-accounts')).statusCode).toBe(403);
  });

  it('lets anyone change their own password with the current one only', async () => {
    const viewer = await addAccount('viewer-2', 'viewer');
    const wrong = await call(viewer.auth, 'PUT', '/panel-accounts/me/password', {
      currentPassword: 'not-the-password',
      password: 'new-password-22',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^currentPassword:/);
    const right = await call(viewer.auth, 'PUT', '/panel-accounts/me/password', {
      currentPassword: 'viewer-2-password',
      password: 'new-password-22',
    });
    expect(right.statusCode).toBe(204);
    expect((await call(viewer.auth, 'GET', '/features')).statusCode).toBe(401);
    const renewed = basicAuth('viewer-2', 'new-password-22');
    expect((await call(renewed, 'GET', '/panel-accounts/me')).json()).toMatchObject({
      username: 'viewer-2',
      role: 'viewer',
    });
  });

  it('tells the linked person once who linked a Telegram user to their account', async () => {
    const operator = await addAccount('operator-2', 'operator');
    const none = (await call(operator.auth, 'GET', '/panel-accounts/me')).json();
    expect(none.linkNotice).toBeNull();
    await call(ownerAuth, 'PUT', `/panel-accounts/${operator.id}/telegram`, {
      telegramUserId: 5150,
    });
    const told = (await call(operator.auth, 'GET', '/panel-accounts/me')).json();
    expect(told.linkNotice).toMatchObject({ telegramUserId: 5150, by: TEST_USERNAME });
    expect((await call(operator.auth, 'DELETE', '/panel-accounts/me/link-notice')).statusCode).toBe(
      204,
    );
    expect((await call(operator.auth, 'GET', '/panel-accounts/me')).json().linkNotice).toBeNull();
  });

  it("links the Mini App's Telegram user only with the account's password", async () => {
    const operator = await addAccount('operator-3', 'operator');
    const initData = () => signedInitData({ signedAt: clock.now() - 1000 });
    const linked = await call(operator.auth, 'POST', '/telegram/link', { initData: initData() });
    expect(linked.statusCode).toBe(200);
    clock.advance(2000);
    const session = await app.inject({
      method: 'POST',
      url: '/api/telegram/session',
      payload: { initData: initData() },
    });
    expect(session.statusCode).toBe(201);
    const bearer = `Bearer ${session.json().token as string}`;
    clock.advance(2000);
    const relink = await call(bearer, 'POST', '/telegram/link', { initData: initData() });
    expect(relink.statusCode).toBe(403);
    expect(relink.json().code).not.toBe('forbidden');
  });
});
