import { describe, expect, it, vi } from 'vitest';
import { buildLoginEvent, lookupGeolocation, recordLoginEvent } from '../../src/auth/loginEvent';
import { createHttpClient } from '../../src/providers/httpClient';
import { fakeFetch } from '../fixtures/fakeFetch';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

describe('lookupGeolocation', () => {
  it('reads ip, city and country_name', async () => {
    const { fetchImpl, requests } = fakeFetch(() => ({
      body: { ip: '84.54.1.2', city: 'Tashkent', country_name: 'Uzbekistan', org: 'x' },
    }));
    expect(await lookupGeolocation('https://geo.test/json/', 1000, fetchImpl)).toEqual({
      ip: '84.54.1.2',
      city: 'Tashkent',
      country: 'Uzbekistan',
    });
    expect(requests[0].url).toBe('https://geo.test/json/');
  });

  it('gives up after the timeout instead of holding the sign-in', async () => {
    const never = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
      )) as typeof fetch;
    const started = Date.now();
    expect(await lookupGeolocation('https://geo.test/json/', 50, never)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers null when disabled, failing or not JSON', async () => {
    const spy = vi.fn();
    expect(await lookupGeolocation('', 100, spy as unknown as typeof fetch)).toBeNull();
    expect(spy).not.toHaveBeenCalled();
    const failing = fakeFetch(() => ({ status: 429, body: 'rate limited' })).fetchImpl;
    expect(await lookupGeolocation('https://geo.test', 100, failing)).toBeNull();
    const html = fakeFetch(() => ({ body: '<html>', contentType: 'text/html' })).fetchImpl;
    expect(await lookupGeolocation('https://geo.test', 100, html)).toBeNull();
  });
});

describe('buildLoginEvent', () => {
  it('labels the device and uses the spec fallbacks without a location', () => {
    expect(buildLoginEvent('admin', ANDROID, null)).toEqual({
      username: 'admin',
      userAgent: ANDROID,
      deviceName: 'Android Device',
      city: "Noma'lum Shahar",
      country: "Noma'lum Davlat",
    });
  });

  it('carries the looked-up address and place', () => {
    expect(
      buildLoginEvent('admin', ANDROID, {
        ip: '1.2.3.4',
        city: 'Samarqand',
        country: 'Uzbekistan',
      }),
    ).toMatchObject({ ipAddress: '1.2.3.4', city: 'Samarqand', country: 'Uzbekistan' });
  });
});

describe('recordLoginEvent', () => {
  it('posts the event with the geolocation answer', async () => {
    const geo = fakeFetch(() => ({
      body: { ip: '5.6.7.8', city: 'Buxoro', country_name: 'Uzbekistan' },
    }));
    const api = fakeFetch(() => ({ status: 201, body: {} }));
    const http = createHttpClient({
      baseUrl: () => '/api',
      getAuthorization: () => 'Basic t',
      fetchImpl: api.fetchImpl,
    });
    await recordLoginEvent({
      http,
      username: 'admin',
      userAgent: ANDROID,
      geolocationUrl: 'https://geo.test/json/',
      fetchImpl: geo.fetchImpl,
    });
    expect(api.requests[0]).toMatchObject({ url: '/api/admin/login-info', method: 'POST' });
    expect(JSON.parse(api.requests[0].body!)).toEqual({
      username: 'admin',
      userAgent: ANDROID,
      ipAddress: '5.6.7.8',
      deviceName: 'Android Device',
      city: 'Buxoro',
      country: 'Uzbekistan',
    });
  });
});
