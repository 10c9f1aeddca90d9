// GET /api/capabilities: the panel learns from it which of our server's own features exist (the
// production backend has no such route).
import { describe, expect, it } from 'vitest';
import { authedAppPerTest } from './recordRouteFixtures.ts';

const { app, call } = authedAppPerTest();

describe('GET /api/capabilities', () => {
  it("names every one of our server's features, nothing else", async () => {
    const response = await call('GET', '/api/capabilities');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toBe(
      '{"auditLog":true,"panelAccounts":true,"liveJournal":true,"pendingCount":true,"savedViews":true}',
    );
  });

  it('is behind the sign-in like every /api route', async () => {
    const response = await app().inject({ url: '/api/capabilities' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Authentication required' });
    expect(response.headers['www-authenticate']).toBeUndefined();
  });
});
