import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_RUNTIME_CONFIG,
  getRuntimeConfig,
  loadRuntimeConfig,
  mergeRuntimeConfig,
  setRuntimeConfig,
} from '../../src/lib/runtimeConfig';

afterEach(() => setRuntimeConfig(DEFAULT_RUNTIME_CONFIG));

describe('mergeRuntimeConfig', () => {
  it('keeps valid fields and trims a trailing slash of the API URL', () => {
    expect(
      mergeRuntimeConfig({
        apiUrl: 'https://backend.example/api/',
        geolocationUrl: '',
        serverTimeZone: 'Asia/Tashkent',
        osonDefaultApiUrl: 'https://oson.example',
      }),
    ).toEqual({
      apiUrl: 'https://backend.example/api',
      geolocationUrl: '',
      serverTimeZone: 'Asia/Tashkent',
      osonDefaultApiUrl: 'https://oson.example',
    });
  });

  it('falls back field by field on wrong types and unknown zones', () => {
    expect(mergeRuntimeConfig({ apiUrl: 42, serverTimeZone: 'Mars/Olympus' })).toEqual(
      DEFAULT_RUNTIME_CONFIG,
    );
    expect(mergeRuntimeConfig('nonsense')).toEqual(DEFAULT_RUNTIME_CONFIG);
  });
});

describe('loadRuntimeConfig', () => {
  it('reads /config.json and makes it current', async () => {
    const fetchImpl = (async (url: string) => {
      expect(url).toBe('/config.json');
      return new Response(JSON.stringify({ serverTimeZone: 'Asia/Tashkent' }), { status: 200 });
    }) as typeof fetch;
    const config = await loadRuntimeConfig('/config.json', fetchImpl);
    expect(config.serverTimeZone).toBe('Asia/Tashkent');
    expect(getRuntimeConfig()).toBe(config);
  });

  it('uses the defaults when the file is missing or the network fails', async () => {
    const missing = (async () => new Response('nope', { status: 404 })) as typeof fetch;
    expect(await loadRuntimeConfig('/config.json', missing)).toEqual(DEFAULT_RUNTIME_CONFIG);
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await loadRuntimeConfig('/config.json', offline)).toEqual(DEFAULT_RUNTIME_CONFIG);
  });
});
