// Settings the server hands the panel at run time, so one build serves any deployment: written
// into the page it sends (server/plugins/panelIndex.ts), so that the start-up reads them without
// waiting for a request; a page without them (the dev server's, the service worker's copy) asks
// GET /config.json. Every field has a default: the panel still starts when neither is there. Read
// once by the start-up (boot/main.ts) and handed to the app in its StartUp object.
import { SETTINGS_ELEMENT_ID, type RuntimeConfig } from '../../contract/pageContract';

export type { RuntimeConfig } from '../../contract/pageContract';

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiUrl: '/api',
  geolocationUrl: 'https://ipapi.co/json/',
  serverTimeZone: 'UTC',
  osonDefaultApiUrl: 'https://core.oson.uz',
};

function isValidTimeZone(zone: string): boolean {
  // The default needs no check: asking Intl about a zone loads the zone data, tens of
  // milliseconds on the start's critical path that a UTC deployment never needs otherwise.
  if (zone === DEFAULT_RUNTIME_CONFIG.serverTimeZone) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Keeps only well-typed fields of an untrusted object; the rest fall back to defaults. */
export function mergeRuntimeConfig(raw: unknown): RuntimeConfig {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const text = (key: keyof RuntimeConfig) =>
    typeof source[key] === 'string' ? (source[key] as string) : DEFAULT_RUNTIME_CONFIG[key];
  const zone = text('serverTimeZone');
  return {
    apiUrl: text('apiUrl').replace(/\/+$/, '') || DEFAULT_RUNTIME_CONFIG.apiUrl,
    geolocationUrl: text('geolocationUrl').trim(),
    serverTimeZone: isValidTimeZone(zone) ? zone : DEFAULT_RUNTIME_CONFIG.serverTimeZone,
    osonDefaultApiUrl: text('osonDefaultApiUrl'),
  };
}

/** The settings the server wrote into the page, or null when it wrote none (or garbage). */
export function settingsInPage(
  doc: Document | undefined = globalThis.document,
): RuntimeConfig | null {
  const text = doc?.getElementById(SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return mergeRuntimeConfig(JSON.parse(text));
  } catch {
    return null;
  }
}

export async function loadRuntimeConfig(
  url = '/config.json',
  fetchImpl: typeof fetch = fetch,
  doc: Document | undefined = globalThis.document,
): Promise<RuntimeConfig> {
  const inPage = settingsInPage(doc);
  if (inPage) return inPage;
  try {
    const response = await fetchImpl(url, { headers: { Accept: 'application/json' } });
    return mergeRuntimeConfig(response.ok ? await response.json() : null);
  } catch {
    return DEFAULT_RUNTIME_CONFIG;
  }
}
