// Each route whose body holds a credential says `secretBody` (plugins/idempotency.ts), on the
// embedded API (with the Humo sandbox or the Humo helper) and on the gateway: its
// Idempotency-Key record's digest covers its method and URL only, whatever the body. Every Humo
// write says it too. What each write then does (done, refused, not found) does not matter here:
// its key is taken, with its digest, before it is done.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_FILE } from '../../../server/plugins/idempotencySecrets.ts';
import { startGateway, type GatewayFixture } from '../gateway/gatewayFixture.ts';
import { buildTestApp, makeTempDir, removeTempDirs } from '../helpers.ts';
import { telegramEnv } from '../routes/telegramFixtures.ts';

afterAll(removeTempDirs);

const PHONE = '+998907654321';
const PLATFORM = {
  name: 'P',
  apiKey: 'pk-live-9d8c7b',
  login: 'l',
  password: 'platform-pw-1',
  workplaceId: 'w',
};
const OSON = { deviceName: 'd', phone: '+998901112299', password: 'oson-pw-1', deviceId: 'x' };

const SECRET_BODIES: Array<[method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object]> = [
  ['POST', '/api/panel-accounts', { username: 'aziz', password: 'aziz-parol-1234' }],
  // An account that does not exist: the signed-in one keeps its password for the next calls.
  ['PUT', '/api/panel-accounts/999/password', { password: 'yangi-parol-1234' }],
  ['PUT', '/api/panel-accounts/me/password', { currentPassword: 'not-it', password: 'yangi-1234' }],
  ['POST', '/api/platforms', PLATFORM],
  ['PUT', '/api/platforms/999', PLATFORM],
  ['POST', '/api/oson/config', OSON],
  ['PUT', '/api/oson/config/999', OSON],
  ['POST', '/api/humo/newNumber', { phone: PHONE }],
  ['POST', '/api/humo/smscode', { phone: PHONE, code: '48213' }],
  ['POST', '/api/humo/twostep', { phone: PHONE, password: 'humo-pw-1' }],
  ['DELETE', `/api/humo/delete?phone=${encodeURIComponent(PHONE)}`],
  ['POST', '/api/telegram/link', { initData: 'query_id=AAH1&auth_date=1&hash=00' }],
];

async function expectMethodAndUrlOnly(app: FastifyInstance, auth: string, dataDir: string) {
  const secret = Buffer.from(
    readFileSync(path.join(dataDir, IDEMPOTENCY_KEY_FILE), 'utf8').trim(),
    'hex',
  );
  const digestOf = app.db.prepare('SELECT digest FROM idempotency_keys WHERE key = ?').pluck();
  for (const [index, [method, url, body]] of SECRET_BODIES.entries()) {
    const key = `k-${index}`;
    const answer = await app.inject({
      method,
      url,
      headers: { authorization: auth, 'idempotency-key': key },
      ...(body ? { payload: body } : {}),
    });
    const expected = createHmac('sha256', secret).update(`${method} ${url}\n`).digest('hex');
    expect(digestOf.get(key), `${method} ${url} (${answer.statusCode})`).toBe(expected);
  }
}

describe('the routes whose body holds a credential', () => {
  let app: FastifyInstance | undefined;
  let gateway: GatewayFixture | undefined;
  afterEach(async () => {
    await app?.close();
    await gateway?.close();
    app = gateway = undefined;
  });

  it('say secretBody on the embedded API with the Humo sandbox', async () => {
    const dataDir = makeTempDir();
    let auth: string;
    ({ app, auth } = await buildTestApp(telegramEnv({ DATA_DIR: dataDir })));
    await expectMethodAndUrlOnly(app, auth, dataDir);
  });

  it('say secretBody on the embedded API with the Humo helper', async () => {
    const dataDir = makeTempDir();
    // Nothing listens there: each Humo write is answered 502, after its key is taken.
    const env = { DATA_DIR: dataDir, HUMO_UPSTREAM: 'http://127.0.0.1:9/', HUMO_TIMEOUT_MS: '300' };
    let auth: string;
    ({ app, auth } = await buildTestApp(telegramEnv(env)));
    await expectMethodAndUrlOnly(app, auth, dataDir);
  });

  it('say secretBody on the gateway', async () => {
    const dataDir = makeTempDir();
    gateway = await startGateway(telegramEnv({ DATA_DIR: dataDir }));
    await expectMethodAndUrlOnly(gateway.app, gateway.auth, dataDir);
  });
});
