// Records a sign-in (docs/product.md: Records "Login event"). It must never delay or block the
// sign-in itself: the geolocation lookup has a short timeout and every failure is only logged.
import type { SignInHttp } from './signInHttp';
import { deviceNameFromUserAgent } from '../lib/deviceName';

export const UNKNOWN_CITY = "Noma'lum Shahar";
export const UNKNOWN_COUNTRY = "Noma'lum Davlat";

export interface Geolocation {
  ip?: string;
  city?: string;
  country?: string;
}

export interface LoginEvent {
  username: string;
  userAgent: string;
  ipAddress?: string;
  deviceName: string;
  city: string;
  country: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** Reads `ip`, `city`, `country_name` from an ipapi.co-style service; null on any failure. */
export async function lookupGeolocation(
  url: string,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<Geolocation | null> {
  if (!url) return null;
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    const body = (await response.json()) as Record<string, unknown>;
    return { ip: text(body.ip), city: text(body.city), country: text(body.country_name) };
  } catch {
    return null;
  }
}

export function buildLoginEvent(
  username: string,
  userAgent: string,
  geo: Geolocation | null,
): LoginEvent {
  return {
    username,
    userAgent,
    // Left out when unknown: the server then records the address it saw.
    ...(geo?.ip ? { ipAddress: geo.ip } : {}),
    deviceName: deviceNameFromUserAgent(userAgent),
    city: geo?.city ?? UNKNOWN_CITY,
    country: geo?.country ?? UNKNOWN_COUNTRY,
  };
}

export interface RecordLoginOptions {
  http: SignInHttp;
  username: string;
  userAgent: string;
  geolocationUrl: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export async function recordLoginEvent(options: RecordLoginOptions): Promise<void> {
  try {
    const geo = await lookupGeolocation(
      options.geolocationUrl,
      options.timeoutMs ?? 3000,
      options.fetchImpl,
    );
    const event = buildLoginEvent(options.username, options.userAgent, geo);
    await options.http('/admin/login-info', { method: 'POST', body: event });
  } catch (error) {
    console.warn('Could not record the login event', error);
  }
}
