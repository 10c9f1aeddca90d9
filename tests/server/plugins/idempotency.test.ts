// Idempotency-Key on the embedded API and the gateway: a write sent again under its key is not
// done twice (its first answer comes back), a different request under the key is 409, a key whose
// first attempt is still running or ended with no known result is 409 saying so, and the keys
// survive a restart.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { IDEMPOTENCY_CODES } from '../../../contract/idempotency.ts';
import { buildTestApp, makeTempDir, removeTempDirs } from '../helpers.ts';
import { startGateway, type GatewayFixture } from '../gateway/gatewayFixture.ts';

afterAll(removeTempDirs);

const withKey = (auth: string, key: string, request: InjectOptions): InjectOptions => ({
  ...request,
  headers: { ...request.headers, authorization: auth, 'idempotency-key': key },
});

const addPrize = (amount: number): InjectOptions => ({
  method: 'POST',
  url: '/api/lottery/prizes',
  payload: { amount, numberOfPrize: 2 },
});

describe('on the embedded API', () => {
  let app: FastifyInstance;
  let auth: string;
  afterEach(() => app?.close());

  const prizes = () => app.db.prepare('SELECT COUNT(*) FROM lottery_prizes').pluck().get();

  it('answers the same key again with the first answer, doing nothing twice', async () => {
    ({ app, auth } = await buildTestApp());
    const first = await app.inject(withKey(auth, 'k-1', addPrize(5000)));
    const again = await app.inject(withKey(auth, 'k-1', addPrize(5000)));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(prizes()).toBe(1);
    const audited = app.db.prepare(
      "SELECT COUNT(*) FROM audit_log WHERE resource = 'lottery-prizes' AND action = 'create'",
    );
    expect(audited.pluck().get()).toBe(1);
    // Another key is another action.
    await app.inject(withKey(auth, 'k-2', addPrize(5000)));
    expect(prizes()).toBe(2);
  });

  it('refuses the key with a different request (409), doing nothing', async () => {
    ({ app, auth } = await buildTestApp());
    await app.inject(withKey(auth, 'k-1', addPrize(5000)));
    const other = await app.inject(withKey(auth, 'k-1', addPrize(9000)));
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      message: 'Idempotency-Key: this key was used for a different request',
      code: IDEMPOTENCY_CODES.mismatch,
    });
    expect(prizes()).toBe(1);
  });

  it('lets a request its schema refused take the key later', async () => {
    ({ app, auth } = await buildTestApp());
    const refused = await app.inject(withKey(auth, 'k-1', addPrize(-1)));
    expect(refused.statusCode).toBe(400);
    expect((await app.inject(withKey(auth, 'k-1', addPrize(5000)))).statusCode).toBe(201);
  });

  it('refuses a malformed key', async () => {
    ({ app, auth } = await buildTestApp());
    const response = await app.inject(withKey(auth, 'bad key with spaces', addPrize(5000)));
    expect(response.statusCode).toBe(400);
    expect(prizes()).toBe(0);
  });

  it('keeps its keys across a restart, and calls an attempt cut short by it unknown', async () => {
    const env = { DATA_DIR: makeTempDir() };
    ({ app, auth } = await buildTestApp(env));
    const first = await app.inject(withKey(auth, 'k-1', addPrize(5000)));
    // An attempt the server never finished: taken, then the process stopped.
    app.db
      .prepare(
        `INSERT INTO idempotency_keys
           (account_id, key, digest, key_id, state, process_id, created_at)
         SELECT account_id, 'k-cut', digest, key_id, 'in_flight', 'a-process-gone', created_at
           FROM idempotency_keys WHERE key = 'k-1'`,
      )
      .run();
    await app.close();

    ({ app, auth } = await buildTestApp(env));
    const again = await app.inject(withKey(auth, 'k-1', addPrize(5000)));
    expect(again.body).toBe(first.body);
    expect(prizes()).toBe(1);
    const cut = await app.inject(withKey(auth, 'k-cut', addPrize(5000)));
    expect(cut.statusCode).toBe(409);
    expect(cut.json()).toMatchObject({ code: IDEMPOTENCY_CODES.unknown });
    expect(prizes()).toBe(1);
  });

  it('keeps each account its own keys', async () => {
    ({ app, auth } = await buildTestApp());
    await app.inject({
      method: 'POST',
      url: '/api/panel-accounts',
      headers: { authorization: auth },
      payload: { username: 'aziz', password: 'yetarli-uzun-parol', role: 'owner' },
    });
    const other = `Basic ${Buffer.from('aziz:yetarli-uzun-parol').toString('base64')}`;
    await app.inject(withKey(auth, 'k-1', addPrize(5000)));
    expect((await app.inject(withKey(other, 'k-1', addPrize(5000)))).statusCode).toBe(201);
    expect(prizes()).toBe(2);
  });
});

describe('on the gateway', () => {
  let gateway: GatewayFixture;
  afterEach(() => gateway?.close());

  const forwarded = (path: string) =>
    gateway.double.calls.filter((call) => call.method === 'POST' && call.path === path).length;

  it('forwards a write once, whatever the retries of its key', async () => {
    gateway = await startGateway();
    const send = () =>
      gateway.app.inject(
        withKey(gateway.auth, 'k-1', {
          method: 'POST',
          url: '/api/broadcast/send',
          payload: { messageText: 'Salom' },
        }),
      );
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(forwarded('/broadcast/send')).toBe(1);
    expect(gateway.double.state.broadcasts).toHaveLength(1);
  });

  it('says a key whose first attempt is still running is in flight, forwarding nothing', async () => {
    gateway = await startGateway();
    let answer!: () => void;
    gateway.double.intercept = (call) =>
      call.method === 'POST'
        ? new Promise((resolve) => (answer = () => resolve(undefined)))
        : undefined;
    const chat = withKey(gateway.auth, 'k-1', {
      method: 'POST',
      url: '/api/admin/chats?chatId=42',
    });
    const first = gateway.app.inject(chat);
    await expect.poll(() => forwarded('/admin/chats')).toBe(1);
    const meanwhile = await gateway.app.inject(chat);
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json()).toMatchObject({ code: IDEMPOTENCY_CODES.inFlight });
    answer();
    expect((await first).statusCode).toBe(200);
    expect(forwarded('/admin/chats')).toBe(1);
    // Answered now: the same key gets that answer.
    expect((await gateway.app.inject(chat)).statusCode).toBe(200);
    expect(forwarded('/admin/chats')).toBe(1);
  });

  it('says the result is unknown when the backend never answered, and forwards no retry', async () => {
    gateway = await startGateway({ UPSTREAM_TIMEOUT_MS: '300' });
    gateway.double.intercept = (call) =>
      call.method === 'POST' ? new Promise(() => undefined) : undefined;
    const chat = withKey(gateway.auth, 'k-1', {
      method: 'POST',
      url: '/api/admin/chats?chatId=42',
    });
    const first = await gateway.app.inject(chat);
    expect(first.statusCode).toBe(504);
    expect(first.json()).toMatchObject({ outcome: 'unknown' });
    gateway.double.intercept = undefined;
    const retry = await gateway.app.inject(chat);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({
      message:
        'The result of the first request with this Idempotency-Key is unknown; check before repeating',
      code: IDEMPOTENCY_CODES.unknown,
    });
    expect(forwarded('/admin/chats')).toBe(1);
  });
});
