// The writes that carry a secret, as the Idempotency-Key tests send them (idempotencySecrets.test.ts):
// each with a key, then again with the same key, then what the table keeps is checked: no secret
// in any column, no digest that a plain SHA-256 of the request reproduces (today's digest was
// `sha256("METHOD URL\n" + JSON.stringify(body))`: every other field known, a GPU finds a
// password from it), and the retry answered as done without the write being done twice.
import { createHash } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { TEST_PASSWORD, TEST_USERNAME, basicAuth } from '../helpers.ts';
import { signedInitData } from '../routes/telegramFixtures.ts';

type Method = 'POST' | 'PUT' | 'DELETE';

interface Context {
  app: FastifyInstance;
  auth: string;
  now: () => number;
  send: (method: Method, url: string, payload?: object, headers?: object) => Promise<Answer>;
}

type Answer = LightMyRequestResponse;

interface Scenario {
  name: string;
  /** Done first, without a key: another account to set a password for, a Humo number's steps. */
  prepare?: (context: Context) => Promise<void>;
  method: Method;
  url: (context: Context) => string;
  body: (context: Context) => Record<string, unknown>;
  /** The secrets the request carries (and the first answer may). */
  secrets: string[];
  /** The audit entries that count the write: [resource, action]. */
  audited: [string, string];
  /** The retry's credentials when the write changed them (one's own password). */
  retryAuth?: string;
}

export const PLATFORM = {
  name: 'Yangi platforma',
  currency: 'UZS',
  apiKey: 'pk-live-5f1e9c3a7d2b',
  login: 'kassa-login',
  password: 'Platforma-paroli-42',
  workplaceId: 'WP-7731',
};
const OSON = {
  deviceName: 'Kassa telefoni',
  phone: '+998901112233',
  password: 'Oson-paroli-5577',
  deviceId: 'device-kassa-2',
};
const RESET_PASSWORD = 'Dilnozaning-yangi-paroli';
const OWN_PASSWORD = 'Ozimning-yangi-parolim-9';
export const HUMO_PHONE = '+998907654321';

async function addAccount(context: Context): Promise<number> {
  const created = await context.send('POST', '/api/panel-accounts', {
    username: 'dilnoza',
    password: 'dastlabki-parol-1',
    role: 'operator',
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ id: number }>().id;
}

let otherId = 0;

export const COMMON: Scenario[] = [
  {
    name: 'a platform create',
    method: 'POST',
    url: () => '/api/platforms',
    body: () => PLATFORM,
    secrets: [PLATFORM.password, PLATFORM.apiKey],
    audited: ['platforms', 'create'],
  },
  {
    name: 'an Oson config create',
    method: 'POST',
    url: () => '/api/oson/config',
    body: () => OSON,
    secrets: [OSON.password],
    audited: ['oson-configs', 'create'],
  },
  {
    name: "another account's password reset",
    prepare: async (context) => {
      otherId = await addAccount(context);
    },
    method: 'PUT',
    url: () => `/api/panel-accounts/${otherId}/password`,
    body: () => ({ password: RESET_PASSWORD }),
    secrets: [RESET_PASSWORD],
    audited: ['panel-accounts', 'update'],
  },
  {
    name: "one's own password change",
    method: 'PUT',
    url: () => '/api/panel-accounts/me/password',
    body: () => ({ currentPassword: TEST_PASSWORD, password: OWN_PASSWORD }),
    secrets: [TEST_PASSWORD, OWN_PASSWORD],
    audited: ['panel-accounts', 'update'],
    retryAuth: basicAuth(TEST_USERNAME, OWN_PASSWORD),
  },
  {
    name: 'a Telegram link (its init data)',
    method: 'POST',
    url: () => '/api/telegram/link',
    body: (context) => ({ initData: signedInitData({ signedAt: context.now() }) }),
    secrets: [],
    audited: ['panel-accounts', 'update'],
  },
];

/** Every form of the request that today's digest, or a plain hash of a part, would be made of. */
function plainDigests(method: Method, url: string, body: object, secrets: string[]): string[] {
  const sha = (text: string) => createHash('sha256').update(text).digest('hex');
  const json = JSON.stringify(body);
  const urls = [url, url.replace(/^\/api/, '')];
  return [
    ...urls.flatMap((path) => [`${method} ${path}\n${json}`, `${method} ${path}\n`]),
    json,
    ...secrets,
  ].map(sha);
}

/** Runs `scenario` with a key, then again with the same key, and checks what the table keeps. */
export async function runScenario(context: Context, scenario: Scenario, forwarded?: () => number) {
  await scenario.prepare?.(context);
  const { app } = context;
  const entries = () =>
    app.db
      .prepare('SELECT COUNT(*) FROM audit_log WHERE resource = ? AND action = ?')
      .pluck()
      .get(...scenario.audited) as number;
  const before = entries();
  const url = scenario.url(context);
  const body = scenario.body(context);
  const key = { 'idempotency-key': `k-${scenario.name.replace(/[^a-z0-9/]+/gi, '-')}` };
  const first = await context.send(scenario.method, url, body, key);
  expect(first.statusCode, first.body).toBeLessThan(300);
  const retryHeaders = scenario.retryAuth ? { ...key, authorization: scenario.retryAuth } : key;
  const again = await context.send(scenario.method, url, body, retryHeaders);

  // Answered as done, the same way, without doing it again.
  expect(again.statusCode, again.body).toBe(first.statusCode);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(entries() - before).toBe(1);
  if (forwarded) expect(forwarded()).toBe(1);
  for (const secret of scenario.secrets) expect(again.body).not.toContain(secret);
  // A create's retry names the record the first attempt made (the panel reads its id).
  if (idOf(first) !== undefined) expect(idOf(again)).toBe(idOf(first));

  const rows = app.db.prepare('SELECT * FROM idempotency_keys').all() as Record<string, unknown>[];
  expect(rows.length).toBeGreaterThan(0);
  const kept = JSON.stringify(rows);
  const carried = [...scenario.secrets, ...(body.initData ? [String(body.initData)] : [])];
  for (const secret of carried) expect(kept).not.toContain(secret);
  for (const digest of plainDigests(scenario.method, url, body, carried)) {
    expect(kept).not.toContain(digest);
  }
  return { first, again };
}

const idOf = (answer: Answer) =>
  /json/.test(String(answer.headers['content-type'])) && answer.body
    ? answer.json<{ id?: unknown }>().id
    : undefined;

export function contextOf(app: FastifyInstance, auth: string, now: () => number): Context {
  return {
    app,
    auth,
    now,
    send: (method, url, payload, headers = {}) =>
      app.inject({
        method,
        url,
        headers: { authorization: auth, ...headers },
        ...(payload === undefined ? {} : { payload }),
      }),
  };
}
