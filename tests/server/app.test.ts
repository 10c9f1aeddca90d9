// Cross-cutting behaviour of the composed app: not-found and error answers, body limits, headers.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './helpers.ts';

let app: FastifyInstance;
let auth: string;
beforeEach(async () => {
  ({ app, auth } = await buildTestApp());
});
afterEach(() => app.close());

describe('error answers', () => {
  it('answers 404 JSON for an unknown /api route (after authentication)', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: '/api/nope/1',
        headers: { authorization: auth },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
    const anonymous = await app.inject({ url: '/api/nope' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 JSON for a non-GET request outside /api', async () => {
    const response = await app.inject({ method: 'POST', url: '/somewhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('answers 413 JSON for a body over 256 KiB', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/login-info',
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ city: 'x'.repeat(300 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large' });
  });

  it('answers 415 JSON for an unsupported content type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/login-info',
      headers: { authorization: auth, 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(response.statusCode).toBe(415);
    expect(Object.keys(response.json())).toEqual(['message']);
  });

  it('answers 400 {message} for a malformed URL', async () => {
    const response = await app.inject({
      url: '/api/admin/chats/%E0%A4%A',
      headers: { authorization: auth },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Malformed URL' });
  });

  it('names the body when the body itself has the wrong type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/login-info',
      headers: { authorization: auth },
      payload: [1, 2],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'body: must be object or null' });
  });

  it('hides internal failures behind a generic 500', async () => {
    app.db.exec('DROP TABLE admin_chats');
    const response = await app.inject({
      url: '/api/admin/chats',
      headers: { authorization: auth },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
  });
});

describe('security headers', () => {
  it('sends a strict CSP and no-referrer on API answers too', async () => {
    const response = await app.inject({ url: '/config.json' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self' https://ipapi.co;");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('security headers without geolocation', () => {
  it('allows connections only to itself', async () => {
    const { app: other } = await buildTestApp({ GEOLOCATION_URL: '' });
    const response = await other.inject({ url: '/config.json' });
    expect(String(response.headers['content-security-policy'])).toContain("connect-src 'self';");
    await other.close();
  });
});
