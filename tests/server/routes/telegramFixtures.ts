// Builders shared by the sign-in by Telegram tests: the test bot (tools/telegramLaunch.ts, which
// the browser tests and the bench use too), init data signed with it, a clock the tests move, and
// small calls.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  signedInitData as signedBy,
  TEST_BOT_TOKEN,
  testTelegramEnv,
  type InitDataOptions,
} from '../../../tools/telegramLaunch.ts';

export const BOT_TOKEN = TEST_BOT_TOKEN;
export const OTHER_BOT_TOKEN = '7000000002:AAFanotherBOTtokenTHATsignsnothing_9';
export const TELEGRAM_USER_ID = 5_123_456_789;

/** The env that turns the sign-in by Telegram on, with `env` over it. */
export const telegramEnv = (env: Record<string, string> = {}): Record<string, string> => ({
  ...testTelegramEnv(),
  ...env,
});

/** A clock at a fixed instant that tests move with `advance`. */
export function testClock(start = Date.parse('2026-03-01T10:00:00.000Z')) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

/** Init data of the test Telegram user (or `userId`), signed at `signedAt`. */
export const signedInitData = (
  options: Omit<InitDataOptions, 'userId' | 'signedAt'> & { userId?: number; signedAt: number },
): string => signedBy({ ...options, userId: options.userId ?? TELEGRAM_USER_ID });

/** The Mini App's sign-in; with `password`, the proof of a link typed for its account. */
export const postSession = (
  app: FastifyInstance,
  initData: unknown,
  ip = '127.0.0.1',
  password?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/telegram/session',
    payload: password === undefined ? { initData } : { initData, password },
    remoteAddress: ip,
    headers: { 'user-agent': 'TelegramMiniApp-Test' },
  });

export const bearer = (token: string) => `Bearer ${token}`;

/** A request that needs a signed-in account: 200 when `authorization` signs in. */
export const featuresWith = (app: FastifyInstance, authorization: string) =>
  app.inject({ url: '/api/features', headers: { authorization } });

/** The token of an accepted sign-in (and checks that it was one). */
export function tokenOf(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ token: string }>().token;
}

/**
 * Links the account signed in by `authorization` to the Telegram user of `initData` as its person
 * does in the Mini App, with the password: a proven link (a link typed for someone else is
 * pending until its Telegram user proves the password: telegram-link-proof.test.ts).
 */
export async function linkOwnTelegram(
  app: FastifyInstance,
  authorization: string,
  initData: string,
): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/telegram/link',
    payload: { initData },
    headers: { authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
}
