// GET /config.json: public, uncached, and reflecting the environment.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('GET /config.json', () => {
  it('answers the defaults without credentials and with Cache-Control: no-store', async () => {
    ({ app } = await buildTestApp());
    const response = await app.inject({ url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      apiUrl: '/api',
      geolocationUrl: 'https://ipapi.co/json/',
      serverTimeZone: 'UTC',
      osonDefaultApiUrl: 'https://core.oson.uz',
    });
  });

  it('reflects the settings, including a disabled geolocation lookup', async () => {
    ({ app } = await buildTestApp({
      GEOLOCATION_URL: '',
      PANEL_SERVER_TIME_ZONE: 'Asia/Tashkent',
      OSON_DEFAULT_API_URL: 'https://oson.example.test',
    }));
    const response = await app.inject({ url: '/config.json' });
    expect(response.json()).toEqual({
      apiUrl: '/api',
      geolocationUrl: '',
      serverTimeZone: 'Asia/Tashkent',
      osonDefaultApiUrl: 'https://oson.example.test',
    });
  });
});
