// API_UPSTREAM mode: /api/* is forwarded with its Authorization header and no local auth or db.
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, buildTestApp } from '../helpers.ts';

let upstream: FastifyInstance;
let upstreamUrl: string;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = Fastify();
  upstream.all('/api-base/*', async (request) => ({
    method: request.method,
    url: request.url,
    authorization: request.headers.authorization ?? null,
    body: request.body ?? null,
  }));
  await upstream.listen({ host: '127.0.0.1', port: 0 });
  const address = upstream.server.address();
  if (!address || typeof address === 'string') throw new Error('upstream did not listen');
  upstreamUrl = `http://127.0.0.1:${address.port}/api-base`;
  ({ app } = await buildTestApp({ API_UPSTREAM: upstreamUrl }));
});

afterAll(async () => {
  await app.close();
  await upstream.close();
});

describe('API_UPSTREAM proxy', () => {
  it('forwards /api/x to <upstream>/x with the Authorization header, without checking it', async () => {
    const authorization = basicAuth('someone', 'anything');
    const response = await app.inject({ url: '/api/x?page=2', headers: { authorization } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      method: 'GET',
      url: '/api-base/x?page=2',
      authorization,
      body: null,
    });
  });

  it('forwards nested paths, methods and bodies', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/chats?chatId=5',
      payload: { hello: 'world' },
    });
    expect(response.json()).toEqual({
      method: 'POST',
      url: '/api-base/admin/chats?chatId=5',
      authorization: null,
      body: { hello: 'world' },
    });
  });

  it('keeps serving /config.json locally and opens no database', async () => {
    const response = await app.inject({ url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().apiUrl).toBe('/api');
    expect(app.hasDecorator('db')).toBe(false);
    expect(app.demoCredentials).toBeNull();
  });
});
