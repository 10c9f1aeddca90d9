// SECOND_STEP_ROLES: an account whose role must have a second step and has none is refused with
// reason second_step_setup on every route (listed from the fuzzer's table, so a new route is
// covered) but the second step's own, and nothing is forwarded to the backend; once it has set
// one up, it works as any account with a second step. Other roles sign in with the password
// alone. A session of the sign-in by Telegram stays one step.
import { afterEach, describe, expect, it } from 'vitest';
import {
  SECOND_STEP_PASS_ROUTES,
  SECOND_STEP_ROUTES,
  SECOND_STEP_SETUP_ROUTES,
} from '../../../contract/secondStep.ts';
import { routeTable, validUrl } from '../fuzz/routeTable.ts';
import { buildTestApp } from '../helpers.ts';
import {
  bearer,
  postSession,
  signedInitData,
  telegramEnv,
  testClock,
  tokenOf,
  TELEGRAM_USER_ID,
} from '../routes/telegramFixtures.ts';
import {
  MODES,
  addAccount,
  browser,
  reasonOf,
  setUpTotp,
  startStepApp,
} from './secondStepFixtures.ts';
import type { StepApp } from './secondStepFixtures.ts';

let started: StepApp | undefined;
afterEach(async () => {
  await started?.close();
  started = undefined;
});

const ownRoute = (method: string, path: string) =>
  (SECOND_STEP_ROUTES as readonly string[]).includes(`${method} ${path}`);

describe('the contract', () => {
  it('lists every second-step route once, as pass or set-up', async () => {
    expect(SECOND_STEP_ROUTES).toEqual([...SECOND_STEP_PASS_ROUTES, ...SECOND_STEP_SETUP_ROUTES]);
    started = await startStepApp();
    const routes = routeTable(started.app);
    for (const route of SECOND_STEP_ROUTES) {
      const [method, path] = route.split(' ');
      expect(
        routes.some((spec) => spec.method === method && spec.path === path),
        route,
      ).toBe(true);
    }
  });
});

describe.each(MODES)('a role that must have a second step, on $name', (mode) => {
  it('is refused everywhere but the set-up (second_step_setup), forwarding nothing', async () => {
    started = await startStepApp(mode, { SECOND_STEP_ROLES: 'owner' });
    const { app, auth, forwarded } = started;
    const owner = browser(app, auth);
    const wrong: string[] = [];
    let refused = 0;
    for (const spec of routeTable(app)) {
      if (ownRoute(spec.method, spec.path)) continue;
      const response = await owner.call(spec.method, validUrl(spec), spec.body);
      const reason = response.statusCode === 401 ? response.json().reason : undefined;
      if (reason === 'second_step_setup') refused += 1;
      else wrong.push(`${spec.method} ${spec.path} -> ${response.statusCode} ${reason}`);
    }
    expect(wrong).toEqual([]);
    expect(refused).toBeGreaterThan(20);
    expect(forwarded()).toBe(0);
    // Even an unknown path says so (it would be a 404 once signed in).
    expect(reasonOf(await owner.call('GET', '/api/no-such-thing'))).toBe('second_step_setup');

    // The set-up is open to it.
    const state = await owner.call('GET', '/api/second-step');
    expect(state.json()).toMatchObject({ required: true, totp: false });
    await setUpTotp(owner, started.clock);
    expect((await owner.call('GET', '/api/panel-accounts')).statusCode).toBe(200);
    expect(reasonOf(await browser(app, auth).call('GET', '/api/panel-accounts'))).toBe(
      'second_step',
    );
  });

  it('leaves the other roles signing in with the password alone', async () => {
    started = await startStepApp(mode, { SECOND_STEP_ROLES: 'owner' });
    const { app, auth, clock } = started;
    const owner = browser(app, auth);
    await setUpTotp(owner, clock);
    const operator = await addAccount(owner, 'aziz', 'operator');
    const aziz = browser(app, operator.auth);
    expect((await aziz.call('GET', '/api/panel-accounts/me')).statusCode).toBe(200);
    expect((await aziz.call('GET', '/api/second-step')).json().required).toBe(false);
  });
});

describe('a session of the sign-in by Telegram', () => {
  it('stays one step, even for an account whose role must have a second step', async () => {
    const clock = testClock();
    const { app, auth } = await buildTestApp(telegramEnv({ SECOND_STEP_ROLES: 'owner,operator' }), {
      now: clock.now,
    });
    started = { app, auth, clock, forwarded: () => 0, close: () => app.close() };
    const owner = browser(app, auth);
    await setUpTotp(owner, clock);
    const operator = await addAccount(owner, 'dilnoza', 'operator');
    // Linked by the owner (with its device), and proven once by her password in the Mini App.
    await owner.call('PUT', `/api/panel-accounts/${operator.id}/telegram`, {
      telegramUserId: TELEGRAM_USER_ID,
    });
    const initData = signedInitData({ signedAt: clock.now() });
    const token = tokenOf(await postSession(app, initData, '127.0.0.1', operator.password));
    const mine = await app.inject({
      url: '/api/panel-accounts/me',
      headers: { authorization: bearer(token) },
    });
    expect(mine.statusCode).toBe(200);
    // Her password alone is not enough.
    expect(reasonOf(await browser(app, operator.auth).call('GET', '/api/panel-accounts/me'))).toBe(
      'second_step_setup',
    );
  });
});
