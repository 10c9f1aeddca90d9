// Builders shared by the sign-in by Telegram tests: a test bot token, init data signed with it the
// way Telegram signs it (the library's own `sign`), a clock the tests move, and small calls.
import { sign } from '@telegram-apps/init-data-node';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export const BOT_TOKEN = '7000000001:AAFtestTOKENfortheMiniAppsignin_abc12';
export const OTHER_BOT_TOKEN = '7000000002:AAFanotherBOTtokenTHATsignsnothing_9';
export const TELEGRAM_USER_ID = 5_123_456_789;

/** The env that turns the sign-in by Telegram on; broadcasts would go to a closed local port. */
export const telegramEnv = (env: Record<string, string> = {}): Record<string, string> => ({
  TELEGRAM_BOT_TOKEN: BOT_TOKEN,
  TELEGRAM_API_URL: 'http://127.0.0.1:9',
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

export interface InitDataOptions {
  userId?: number;
  /** When Telegram signed it, in ms; the library keeps whole seconds. */
  signedAt: number;
  token?: string;
  /** false: no user field at all. */
  withUser?: boolean;
}

/** Init data as Telegram hands it to a Mini App: a query string with `hash` over its fields. */
export function signedInitData(options: InitDataOptions): string {
  const { userId = TELEGRAM_USER_ID, signedAt, token = BOT_TOKEN, withUser = true } = options;
  return sign(
    {
      query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
      ...(withUser
        ? {
            user: {
              id: userId,
              first_name: 'Dilnoza',
              last_name: 'Yusupova',
              username: 'dilnoza_admin',
              language_code: 'uz',
              allows_write_to_pm: true,
            },
          }
        : {}),
      chat_instance: '-8013312400263950473',
      chat_type: 'private',
      start_param: 'tx_42',
    },
    token,
    new Date(signedAt),
  );
}

export const postSession = (app: FastifyInstance, initData: unknown, ip = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/telegram/session',
    payload: { initData },
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
