// Our accounts' plugin (server/accounts/plugin.ts), as both modes register it: its checks hold for
// the routes each mode registers after it (served, or forwarded by the gateway), every answer of
// /api says how long it took, and GET /capabilities offers the sign-in by Telegram in both modes
// when TELEGRAM_BOT_TOKEN is set, beside each mode's own.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers.ts';

const BOT_TOKEN = '123456789:AAEabcdefghijklmnopqrstuvwxyz0123456';
// Nothing listens there: a request that reached the backend would fail, not be refused with 401.
const GATEWAY = {
  API_UPSTREAM: 'http://127.0.0.1:9',
  UPSTREAM_USERNAME: 'backend',
  UPSTREAM_PASSWORD: 'backend-password',
  JOURNAL_MIRROR: 'off',
};
const MODES: [string, Record<string, string>, string[]][] = [
  ['the embedded API', {}, ['cardPaymentSystemEdit', 'userSummary']],
  ['the gateway', GATEWAY, []],
];

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe.each(MODES)("our accounts' plugin in %s", (_mode, env, ownCapabilities) => {
  it('refuses a request without credentials on a route registered after it', async () => {
    ({ app } = await buildTestApp(env));
    // /features: served by the embedded API, forwarded by the gateway; both after the plugin.
    for (const url of ['/api/features', '/api/audit-log', '/api/capabilities']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(401);
      expect(answer.headers['server-timing'], url).toMatch(/^app;dur=/);
    }
  });

  it("offers the sign-in by Telegram when the bot's token is set, beside the mode's own", async () => {
    let auth: string;
    ({ app, auth } = await buildTestApp({ ...env, TELEGRAM_BOT_TOKEN: BOT_TOKEN }));
    const answer = await app.inject({ url: '/api/capabilities', headers: { authorization: auth } });
    expect(answer.statusCode).toBe(200);
    const offered = answer.json<Record<string, boolean>>();
    expect(offered.telegramMiniApp).toBe(true);
    expect(offered.secondStep).toBe(true);
    for (const name of ownCapabilities) expect(offered[name], name).toBe(true);
  });
});
