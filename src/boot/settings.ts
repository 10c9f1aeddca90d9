// Settings the server hands the panel at run time (GET /config.json), so one build serves any
// deployment. Every field has a default: the panel still starts when the file is missing. Loaded
// once by the start-up (boot/main.ts) and handed to the app in its StartUp object.
export interface RuntimeConfig {
  /** Base URL of the API: '/api' on our server, or a full URL of another host. */
  apiUrl: string;
  /** IP geolocation service read at sign-in; empty disables the lookup. */
  geolocationUrl: string;
  /** Zone of timestamps that carry no zone (docs/backend.md: Times). */
  serverTimeZone: string;
  /** apiUrl given to a new Oson config. */
  osonDefaultApiUrl: string;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiUrl: '/api',
  geolocationUrl: 'https://ipapi.co/json/',
  serverTimeZone: 'UTC',
  osonDefaultApiUrl: 'https://core.oson.uz',
};

function isValidTimeZone(zone: string): boolean {
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

export async function loadRuntimeConfig(
  url = '/config.json',
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl(url, { headers: { Accept: 'application/json' } });
    return mergeRuntimeConfig(response.ok ? await response.json() : null);
  } catch {
    return DEFAULT_RUNTIME_CONFIG;
  }
}
