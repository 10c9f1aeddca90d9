// Builders shared by the second step's tests: an app in either mode of our server (the embedded
// API, the gateway in front of the backend double) on a fixed clock, a browser that keeps the
// device cookie, and an authenticator app that reads the secret the set-up hands out.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { DEVICE_COOKIE } from '../../../contract/secondStep.ts';
import type { AppOverrides } from '../../../server/app.ts';
import { startGateway } from '../gateway/gatewayFixture.ts';
import { testClock } from '../routes/telegramFixtures.ts';
import { basicAuth, buildTestApp } from '../helpers.ts';

export const DAY = 86_400_000;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface StepApp {
  app: FastifyInstance;
  /** The test account's Basic header (an owner). */
  auth: string;
  clock: ReturnType<typeof testClock>;
  /** Requests the gateway forwarded to the backend so far (0 for the embedded API). */
  forwarded: () => number;
  close: () => Promise<void>;
}

/** The two modes of our server with accounts: both serve the second step the same way. */
export const MODES = [
  {
    name: 'the embedded API',
    start: async (env: Record<string, string> = {}, overrides: AppOverrides = {}) => {
      const { app, auth } = await buildTestApp(env, overrides);
      return { app, auth, forwarded: () => 0, close: () => app.close() };
    },
  },
  {
    name: 'the gateway',
    start: async (env: Record<string, string> = {}, overrides: AppOverrides = {}) => {
      const gateway = await startGateway(env, overrides);
      return {
        app: gateway.app,
        auth: gateway.auth,
        forwarded: () => gateway.double.calls.length,
        close: gateway.close,
      };
    },
  },
] as const;

export type Mode = (typeof MODES)[number];

/** An app of `mode` on a fixed clock that the test moves. */
export async function startStepApp(
  mode: Mode = MODES[0],
  env: Record<string, string> = {},
): Promise<StepApp> {
  const clock = testClock();
  const started = await mode.start(env, { now: clock.now });
  return { ...started, clock };
}

/**
 * A browser signed in as `auth`: it sends the device cookie it was last given (and forgets it
 * when told to), as a browser does with an HttpOnly cookie on /api.
 */
export function browser(app: FastifyInstance, auth: string, ip = '127.0.0.1') {
  let device: string | undefined;
  const call = async (method: Method, url: string, payload?: unknown) => {
    const response = await app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: {
        authorization: auth,
        'user-agent': 'Mozilla/5.0 (test browser)',
        ...(device === undefined ? {} : { cookie: `${DEVICE_COOKIE}=${device}` }),
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const given = response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
    if (given) device = given.value || undefined;
    return response;
  };
  return {
    call,
    /** The device token it holds (the cookie's value), if any. */
    device: () => device,
    setDevice: (token: string | undefined) => {
      device = token;
    },
  };
}

export type Browser = ReturnType<typeof browser>;

/** The authenticator app's code for `secret` at `now`. */
export const codeAt = (secret: string, now: number): string =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: now });

/**
 * Sets up and confirms an authenticator app for the browser's account; answers its secret and
 * recovery codes. The browser then holds a device.
 */
export async function setUpTotp(
  session: Browser,
  clock: StepApp['clock'],
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await session.call('POST', '/api/second-step/totp/setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const confirmed = await session.call('POST', '/api/second-step/totp/confirm', {
    code: codeAt(secret, clock.now()),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/** A second account made by the owner's browser; answers its id and Basic header. */
export async function addAccount(
  owner: Browser,
  username: string,
  role: 'owner' | 'operator' | 'viewer',
): Promise<{ id: number; auth: string; password: string }> {
  const password = `${username}-password-1`;
  const made = await owner.call('POST', '/api/panel-accounts', { username, password, role });
  expect(made.statusCode, made.body).toBe(201);
  return { id: made.json<{ id: number }>().id, auth: basicAuth(username, password), password };
}

/** The reason of a 401 answer. */
export function reasonOf(response: LightMyRequestResponse): unknown {
  expect(response.statusCode, response.body).toBe(401);
  return response.json<{ reason?: unknown }>().reason;
}

/** The audit log's entries on devices, oldest first, as "action reason/step". */
export function deviceEntries(app: FastifyInstance): { action: string; changes: unknown }[] {
  return app.db
    .prepare("SELECT action, changes FROM audit_log WHERE resource = 'devices' ORDER BY id")
    .all()
    .map((row) => {
      const { action, changes } = row as { action: string; changes: string };
      return { action, changes: JSON.parse(changes) as unknown };
    });
}
