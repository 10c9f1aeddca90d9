// GET /api/capabilities: the panel learns from it which of our server's own features exist (the
// production backend has no such route); the Mini App's sign-in is offered only with the bot token.
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers.ts';
import { authedAppPerTest } from './recordRouteFixtures.ts';
import { telegramEnv } from './telegramFixtures.ts';

const { app, call } = authedAppPerTest();

describe('GET /api/capabilities', () => {
  it("names every one of our server's features, nothing else", async () => {
    const response = await call('GET', '/api/capabilities');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toBe(
      '{"auditLog":true,"panelAccounts":true,"liveJournal":true,"pendingCount":true,"savedViews":true,"mergedWrites":true,"cardPaymentSystemEdit":true,"secondStep":true,"userSummary":true}',
    );
  });

  it('is behind the sign-in like every /api route', async () => {
    const response = await app().inject({ url: '/api/capabilities' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Authentication required' });
    expect(response.headers['www-authenticate']).toBeUndefined();
  });
});

describe('the telegramMiniApp capability', () => {
  it('is offered, with its routes, only when TELEGRAM_BOT_TOKEN is set', async () => {
    const { app: withToken, auth } = await buildTestApp(telegramEnv());
    try {
      const response = await withToken.inject({
        url: '/api/capabilities',
        headers: { authorization: auth },
      });
      expect(response.json()).toEqual({
        auditLog: true,
        panelAccounts: true,
        liveJournal: true,
        pendingCount: true,
        savedViews: true,
        telegramMiniApp: true,
        mergedWrites: true,
        cardPaymentSystemEdit: true,
        secondStep: true,
        userSummary: true,
      });
      expect(withToken.hasRoute({ method: 'POST', url: '/api/telegram/session' })).toBe(true);
    } finally {
      await withToken.close();
    }
    // Without the token (the app of the tests above): not named, and no sign-in to reach.
    expect((await call('GET', '/api/capabilities')).json()).not.toHaveProperty('telegramMiniApp');
    expect(app().hasRoute({ method: 'POST', url: '/api/telegram/session' })).toBe(false);
    const unsigned = await app().inject({
      method: 'POST',
      url: '/api/telegram/session',
      payload: { initData: 'x' },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toEqual({ message: 'Authentication required' });
  });
});
