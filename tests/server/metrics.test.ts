// GET /metrics: without METRICS_TOKEN the 404 of any unknown path; with it, only for that bearer
// token (never a panel account's credentials, Basic or a Telegram session); counts requests by
// route pattern, method and status with their latency, sign-ins accepted and refused by method,
// lock-outs and broadcast deliveries. The gateway's series: tests/server/gateway/metrics.test.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { RecipientError } from '../../server/broadcast/sender.ts';
import type { AppOverrides } from '../../server/app.ts';
import { basicAuth, buildTestApp, makeTempDir, removeTempDirs } from './helpers.ts';
import { METRICS_TOKEN as TOKEN, metricsText, sample, scrape } from './metricsFixtures.ts';
import { RecordingSender, addBotUsers, sendBroadcast } from './routes/broadcastFixtures.ts';
import {
  TELEGRAM_USER_ID,
  postSession,
  signedInitData,
  telegramEnv,
  testClock,
  tokenOf,
} from './routes/telegramFixtures.ts';
import { browser, codeAt, setUpTotp } from './secondStep/secondStepFixtures.ts';

const open: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of open.splice(0)) await app.close();
  removeTempDirs();
});

async function appWith(env: Record<string, string>, overrides: AppOverrides = {}) {
  const built = await buildTestApp(env, overrides);
  open.push(built.app);
  return built;
}

/** A built panel, so that the panel's catch-all serves its page for a client route. */
function builtPanel(): string {
  const dist = makeTempDir('metrics-dist-');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  return dist;
}

/** A Telegram session's token for the test account (the sign-in by Telegram on, linked). */
async function telegramSession(app: FastifyInstance, auth: string, now: number) {
  const linked = await app.inject({
    method: 'PUT',
    url: '/api/panel-accounts/1/telegram',
    headers: { authorization: auth },
    payload: { telegramUserId: TELEGRAM_USER_ID },
  });
  expect(linked.statusCode, linked.body).toBe(200);
  return tokenOf(await postSession(app, signedInitData({ signedAt: now - 5_000 })));
}

describe('GET /metrics', () => {
  it('is, without METRICS_TOKEN, the 404 of an unknown path, not the panel', async () => {
    const { app, auth } = await appWith({ DIST_DIR: builtPanel() });
    const unknown = await app.inject({ method: 'GET', url: '/no-such-file.js' });
    expect(unknown.statusCode).toBe(404);
    // A client route gets the panel's page: /metrics is not one of them.
    expect((await app.inject({ method: 'GET', url: '/metrics-dashboard' })).statusCode).toBe(200);
    for (const authorization of [undefined, `Bearer ${TOKEN}`, auth]) {
      const response = await scrape(app, authorization);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(response.body).toBe(unknown.body);
    }
    expect((await app.inject({ method: 'HEAD', url: '/metrics' })).statusCode).toBe(404);
  });

  it("asks for its token, and refuses a panel account's credentials", async () => {
    const clock = testClock();
    const { app, auth } = await appWith(telegramEnv({ METRICS_TOKEN: TOKEN }), {
      now: clock.now,
    });
    const session = await telegramSession(app, auth, clock.now());
    expect(
      (await app.inject({ url: '/api/features', headers: { authorization: `Bearer ${session}` } }))
        .statusCode,
    ).toBe(200);
    for (const authorization of [
      undefined,
      auth,
      `Bearer ${session}`,
      `Bearer ${TOKEN}x`,
      TOKEN,
      `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}`,
    ]) {
      const response = await scrape(app, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('http_request');
      expect(response.headers['www-authenticate']).toBeUndefined();
    }
    const response = await scrape(app, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).not.toContain(TOKEN);
  });

  it('counts requests by route, method and status, password sign-ins and lock-outs', async () => {
    const { app, auth } = await appWith({ METRICS_TOKEN: TOKEN, AUTH_MAX_FAILURES: '3' });
    const password = { method: 'password' };
    expect(sample(await metricsText(app), 'sign_ins_accepted_total', password)).toBe(0);
    for (let index = 0; index < 2; index += 1) {
      const features = await app.inject({
        method: 'GET',
        url: '/api/features',
        headers: { authorization: auth },
      });
      expect(features.statusCode).toBe(200);
    }
    const wrong = basicAuth('tester', 'not the password');
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/features',
        headers: { authorization: wrong },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);

    const text = await metricsText(app);
    const features = { route: '/api/features', method: 'GET' };
    expect(
      sample(text, 'http_request_duration_seconds_count', { ...features, status: '200' }),
    ).toBe(2);
    expect(
      sample(text, 'http_request_duration_seconds_count', { ...features, status: '401' }),
    ).toBe(3);
    expect(
      sample(text, 'http_request_duration_seconds_count', { ...features, status: '429' }),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_bucket', {
        ...features,
        status: '200',
        le: '+Inf',
      }),
    ).toBe(2);
    // The password was checked once: the second request's credentials were known already.
    expect(sample(text, 'sign_ins_accepted_total', password)).toBe(1);
    expect(sample(text, 'sign_ins_refused_total', password)).toBe(3);
    expect(sample(text, 'sign_in_lockouts_total', password)).toBe(1);
    expect(sample(text, 'sign_ins_refused_total', { method: 'telegram' })).toBe(0);
  });

  it('counts sign-ins by Telegram, accepted and refused', async () => {
    const clock = testClock();
    const { app, auth } = await appWith(
      telegramEnv({ METRICS_TOKEN: TOKEN, AUTH_MAX_FAILURES: '2' }),
      { now: clock.now },
    );
    await telegramSession(app, auth, clock.now());
    const stale = signedInitData({ signedAt: clock.now() - 2 * 86_400_000 });
    expect((await postSession(app, stale)).statusCode).toBe(401);
    expect((await postSession(app, 'query_id=forged&hash=00')).statusCode).toBe(401);

    const text = await metricsText(app);
    const telegram = { method: 'telegram' };
    expect(sample(text, 'sign_ins_accepted_total', telegram)).toBe(1);
    expect(sample(text, 'sign_ins_refused_total', telegram)).toBe(2);
    expect(sample(text, 'sign_in_lockouts_total', telegram)).toBe(1);
    expect(sample(text, 'sign_ins_refused_total', { method: 'password' })).toBe(0);
  });

  it('counts second steps by method, accepted and refused', async () => {
    const clock = testClock();
    const { app, auth } = await appWith(
      { METRICS_TOKEN: TOKEN, SECOND_STEP_ROLES: 'owner' },
      { now: clock.now },
    );
    const owner = browser(app, auth);
    const { secret, recoveryCodes } = await setUpTotp(owner, clock);
    const step = browser(app, auth, '10.0.0.2');
    const wrong = String((Number(codeAt(secret, clock.now())) + 1) % 1_000_000).padStart(6, '0');
    expect((await step.call('POST', '/api/second-step/totp', { code: wrong })).statusCode).toBe(
      400,
    );
    const recovered = await step.call('POST', '/api/second-step/totp', {
      recoveryCode: recoveryCodes[0],
    });
    expect(recovered.statusCode, recovered.body).toBe(204);

    const text = await metricsText(app);
    expect(sample(text, 'sign_ins_accepted_total', { method: 'totp' })).toBe(1);
    expect(sample(text, 'sign_ins_refused_total', { method: 'totp' })).toBe(1);
    expect(sample(text, 'sign_ins_accepted_total', { method: 'recovery' })).toBe(1);
    expect(sample(text, 'sign_ins_refused_total', { method: 'passkey' })).toBe(0);
  });

  it('counts broadcast deliveries, delivered and failed, and broadcasts by outcome', async () => {
    const sender = new RecordingSender((chatId) =>
      chatId === 42 ? new RecipientError('Forbidden: bot was blocked by the user') : undefined,
    );
    const { app, auth } = await appWith(
      { METRICS_TOKEN: TOKEN, BROADCAST_POLL_MS: '3600000' },
      { broadcastSender: sender },
    );
    addBotUsers(app.db, [41, 42, 43]);
    const before = await metricsText(app);
    expect(sample(before, 'broadcast_deliveries_total', { result: 'delivered' })).toBe(0);
    const queued = await sendBroadcast(app, auth, { messageText: 'Bonus' });
    expect(queued.statusCode).toBe(202);
    expect(await app.broadcastWorker.runOnce()).toEqual([
      { id: queued.json().id, outcome: 'SENT' },
    ]);

    const text = await metricsText(app);
    expect(sample(text, 'broadcast_deliveries_total', { result: 'delivered' })).toBe(2);
    expect(sample(text, 'broadcast_deliveries_total', { result: 'failed' })).toBe(1);
    expect(sample(text, 'broadcasts_finished_total', { outcome: 'sent' })).toBe(1);
    expect(sample(text, 'broadcasts_finished_total', { outcome: 'failed' })).toBe(0);
  });
});
