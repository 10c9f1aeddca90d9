// Settings the server hands the panel at run time (GET /config.json), so one build serves any
// deployment. Every field has a default: the panel still starts when the file is missing.
export interface RuntimeConfig {
  /** Base URL of the API: '/api' on our server, or a full URL of another host. */
  apiUrl: string;
  /** IP geolocation service read at sign-in; empty disables the lookup. */
  geolocationUrl: string;
  /** Zone of timestamps that carry no zone (API-NOTES A). */
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

let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

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
    const config = mergeRuntimeConfig(response.ok ? await response.json() : null);
    setRuntimeConfig(config);
    return config;
  } catch {
    setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
    return DEFAULT_RUNTIME_CONFIG;
  }
}
