// When access is taken away, the Telegram link goes with it. The attacker's path of the security
// review, on both modes: with an operator's stolen password the attacker links their own Telegram
// user from the Mini App and opens sessions with it; each of the owner's (or the person's) answers
// then ends the sessions AND the link, so that a fresh Mini App launch of the attacker is refused
// as `unlinked`, and the audit log says why.
import { afterEach, describe, expect, it } from 'vitest';
import { MODES, addAccount, browser, startStepApp, type StepApp } from './secondStepFixtures.ts';
import {
  bearer,
  featuresWith,
  linkOwnTelegram,
  postSession,
  signedInitData,
  telegramEnv,
  tokenOf,
} from '../routes/telegramFixtures.ts';

const ATTACKER = 6_100_200_300;

let started: StepApp | undefined;
afterEach(async () => {
  await started?.close();
  started = undefined;
});

/** A launch of the attacker's Mini App: init data of their own Telegram user, signed now. */
const attackerLaunch = (step: StepApp) => {
  step.clock.advance(1000);
  return postSession(step.app, signedInitData({ userId: ATTACKER, signedAt: step.clock.now() }));
};

/** The operator, the attacker's self-made link with her password, and one open session. */
async function stolenAndLinked(mode: (typeof MODES)[number]) {
  started = await startStepApp(mode, telegramEnv());
  const step = started;
  const owner = browser(step.app, step.auth);
  const operator = await addAccount(owner, 'dilnoza', 'operator');
  const initData = signedInitData({ userId: ATTACKER, signedAt: step.clock.now() });
  await linkOwnTelegram(step.app, operator.auth, initData);
  const session = tokenOf(await attackerLaunch(step));
  expect((await featuresWith(step.app, bearer(session))).statusCode).toBe(200);
  return { step, owner, operator, session };
}

/** The audit entry that removed the operator's link: its reason. */
function unlinkReason(step: StepApp, accountId: number): unknown {
  const rows = step.app.db
    .prepare(
      `SELECT changes FROM audit_log WHERE resource = 'panel-accounts' AND action = 'update'
        AND record_id = ? ORDER BY id`,
    )
    .pluck()
    .all(String(accountId)) as string[];
  const removal = rows
    .map((changes) => JSON.parse(changes) as { field: string; old?: unknown; new?: unknown }[])
    .find((changes) =>
      changes.some((change) => change.field === 'telegramUserId' && change.new === null),
    );
  expect(removal).toContainEqual({ field: 'telegramUserId', old: ATTACKER, new: null });
  return removal?.find((change) => change.field === 'reason')?.new;
}

async function expectLockedOut(step: StepApp, session: string) {
  expect((await featuresWith(step.app, bearer(session))).statusCode).toBe(401);
  const fresh = await attackerLaunch(step);
  expect(fresh.statusCode).toBe(401);
  expect(fresh.json()).toMatchObject({ reason: 'unlinked' });
}

describe.each(MODES)('on $name, a link made with a stolen password', (mode) => {
  it("ends with the owner's new password for the account", async () => {
    const { step, owner, operator, session } = await stolenAndLinked(mode);
    const reset = await owner.call('PUT', `/api/panel-accounts/${operator.id}/password`, {
      password: 'yangi-kuchli-parol',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ telegramUserId: null });
    await expectLockedOut(step, session);
    expect(unlinkReason(step, operator.id)).toBe('password_reset');
  });

  it("ends with the owner's reset of the account's second step", async () => {
    const { step, owner, operator, session } = await stolenAndLinked(mode);
    const reset = await owner.call('DELETE', `/api/panel-accounts/${operator.id}/second-step`);
    expect(reset.statusCode).toBe(204);
    await expectLockedOut(step, session);
    expect(unlinkReason(step, operator.id)).toBe('second_step_reset');
    const ended = step.app.db
      .prepare(
        `SELECT changes FROM audit_log WHERE resource = 'telegram-sessions' AND action = 'sign_out'`,
      )
      .pluck()
      .all() as string[];
    expect(ended.map((changes) => JSON.parse(changes))).toEqual([
      [
        { field: 'reason', new: 'second_step_reset' },
        { field: 'account', new: 'dilnoza' },
      ],
    ]);
  });

  it('ends with "sign out everywhere" of the person', async () => {
    const { step, operator, session } = await stolenAndLinked(mode);
    const everywhere = await browser(step.app, operator.auth).call('DELETE', '/api/devices');
    expect(everywhere.statusCode).toBe(204);
    await expectLockedOut(step, session);
    expect(unlinkReason(step, operator.id)).toBe('signed_out_everywhere');
  });

  it('ends with the account disabled, and stays ended once it is enabled again', async () => {
    const { step, owner, operator, session } = await stolenAndLinked(mode);
    await owner.call('PUT', `/api/panel-accounts/${operator.id}?disabled=true`);
    await owner.call('PUT', `/api/panel-accounts/${operator.id}?disabled=false`);
    await expectLockedOut(step, session);
    expect(unlinkReason(step, operator.id)).toBe('account_disabled');
  });

  it('is told to the person at the next sign-in, who removes it', async () => {
    const { step, operator, session } = await stolenAndLinked(mode);
    const person = browser(step.app, operator.auth);
    const mine = (await person.call('GET', '/api/panel-accounts/me')).json();
    const link = {
      telegramUserId: ATTACKER,
      by: 'dilnoza',
      at: expect.any(String),
      pending: false,
    };
    expect(mine).toMatchObject({ telegramLink: link, linkNotice: link });
    expect((await person.call('DELETE', '/api/panel-accounts/me/link-notice')).statusCode).toBe(
      204,
    );
    const seen = (await person.call('GET', '/api/panel-accounts/me')).json();
    expect(seen).toMatchObject({ telegramLink: link, linkNotice: null });

    expect((await person.call('DELETE', '/api/panel-accounts/me/telegram')).statusCode).toBe(204);
    expect((await person.call('GET', '/api/panel-accounts/me')).json()).toMatchObject({
      telegramUserId: null,
      telegramLink: null,
    });
    await expectLockedOut(step, session);
  });

  it("does not end with the person's own new password, which the person changed knowingly", async () => {
    const { step, operator, session } = await stolenAndLinked(mode);
    const changed = await browser(step.app, operator.auth).call(
      'PUT',
      '/api/panel-accounts/me/password',
      { currentPassword: operator.password, password: 'ozim-tanlagan-parol' },
    );
    expect(changed.statusCode).toBe(204);
    // The sessions end with any new password (migration 012); the link stays, shown to her.
    expect((await featuresWith(step.app, bearer(session))).statusCode).toBe(401);
    expect((await attackerLaunch(step)).statusCode).toBe(201);
  });
});
