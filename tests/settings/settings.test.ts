// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RUNTIME_CONFIG,
  loadRuntimeConfig,
  mergeRuntimeConfig,
  settingsInPage,
} from '../../src/settings/settings';
import { jsonForScriptElement, SETTINGS_ELEMENT_ID } from '../../contract/pageContract';
import { createStartUp } from '../../src/boot/startUp';
import { fakeFetch } from '../fixtures/fakeFetch';

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

/** A page as the server sends it, with `content` in the settings element. */
function pageWith(content: string): Document {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = `<script type="application/json" id="${SETTINGS_ELEMENT_ID}">${content}</script>`;
  return doc;
}

describe('the settings in the page', () => {
  const written = {
    apiUrl: '/api',
    geolocationUrl: '',
    serverTimeZone: 'Asia/Tashkent',
    osonDefaultApiUrl: 'https://oson.example/</script><b>x</b>',
  };

  it('are read without a request, as the server wrote them', async () => {
    const doc = pageWith(jsonForScriptElement(written));
    const fetchImpl = (async () => {
      throw new Error('no request expected');
    }) as typeof fetch;
    expect(await loadRuntimeConfig('/config.json', fetchImpl, doc)).toEqual(written);
  });

  it('count as absent when the element is missing or holds no JSON', () => {
    expect(settingsInPage(document.implementation.createHTMLDocument(''))).toBeNull();
    expect(settingsInPage(pageWith('{broken'))).toBeNull();
  });
});

describe('loadRuntimeConfig', () => {
  it('reads /config.json', async () => {
    const fetchImpl = (async (url: string) => {
      expect(url).toBe('/config.json');
      return new Response(JSON.stringify({ serverTimeZone: 'Asia/Tashkent' }), { status: 200 });
    }) as typeof fetch;
    const config = await loadRuntimeConfig('/config.json', fetchImpl);
    expect(config.serverTimeZone).toBe('Asia/Tashkent');
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

describe('createStartUp', () => {
  it('hands the app the settings and a client on their API URL', async () => {
    const fake = fakeFetch(() => ({ body: {} }));
    const settings = { ...DEFAULT_RUNTIME_CONFIG, apiUrl: 'https://backend.example/api' };
    const startUp = createStartUp(settings, fake.fetchImpl);
    expect(startUp.settings).toBe(settings);
    await startUp.http('/features');
    expect(fake.requests[0].url).toBe('https://backend.example/api/features');
  });
});
