// The one HTTP client of the panel: plain fetch, nothing of react-admin, so that the start-up
// (and the sign-in entry) can use it before the app has arrived; the data provider turns its
// errors into react-admin's HttpError (httpErrors.ts).
// It is the transport alone: it accepts JSON, plain-text and empty bodies (the production backend
// answers all three), read by the body whatever its label, and turns any non-2xx answer into an
// ApiError carrying the status and the answer, worded by apiErrors.ts. Every write carries an
// Idempotency-Key: a new one per action, the same one when the same write is sent again after an
// answer that left its result unknown (no answer, a timeout, the server's word), so that our
// server does it once (server/plugins/idempotency.ts); such a failure says the result is unknown
// rather than that it failed.

import { IDEMPOTENCY_CODES, IDEMPOTENCY_HEADER } from '../../contract/idempotency';
import { failedAnswer, noAnswer, unknownResult, type FailureWording } from './apiErrors';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: Record<string, QueryValue>;
  /** Serialized as JSON unless it is already a string. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Basic credentials instead of the stored sign-in (checking them before saving them). */
  token?: string | null;
  signal?: AbortSignal;
}

export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** Raw body text ('' when empty). */
  body: string;
  /** Parsed JSON when the body is JSON, the text when it is plain text, undefined when empty. */
  data: T;
}

/** A failed call: the status (0: no answer) and the server's own answer, as it was read. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type HttpClient = <T = unknown>(
  path: string,
  options?: RequestOptions,
) => Promise<HttpResponse<T>>;

export interface HttpClientSettings {
  baseUrl: () => string;
  /** The Authorization header of the current sign-in (Basic or Bearer), or null. */
  getAuthorization: () => string | null;
  /** Sees the headers of every answer (the role our server names with it). */
  onAnswer?: (headers: Headers) => void;
  fetchImpl?: typeof fetch;
}

export function buildUrl(
  baseUrl: string,
  path: string,
  query?: Record<string, QueryValue>,
): string {
  const base = baseUrl.replace(/\/+$/, '');
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** JSON when it parses, the text when it does not, whatever the label (API-NOTES A2). */
export function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The server's codes of an Idempotency-Key that cannot be answered now (its 409s). */
const KEY_IN_FLIGHT = IDEMPOTENCY_CODES.inFlight;
const KEY_UNKNOWN = IDEMPOTENCY_CODES.unknown;

/** The transport's error for a failure as apiErrors.ts words it. */
const failure = (status: number, { message, body }: FailureWording) =>
  new ApiError(message, status, body);

/** 128 random bits as hex: crypto.randomUUID needs a secure context, getRandomValues does not. */
function newKey(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

/** How long an early read waits for the app's call that takes it (a slow phone, a long download). */
export const EARLY_READ_TTL_MS = 60_000;

export interface AppHttpClient extends HttpClient {
  /**
   * The same client for the start-up code: it asks for the first screen's data while the app's
   * own code is still downloading. Each GET's answer is kept for the app's first identical call
   * (same URL, same credentials, within EARLY_READ_TTL_MS), which takes it instead of asking
   * again; a failed early read is asked again by that call.
   */
  early: HttpClient;
}

/** A write's action (what it sends, to whom, as whom) and its Idempotency-Key. */
interface Write {
  action: string;
  key: string;
}

interface EarlyRead {
  answer: Promise<HttpResponse<unknown>>;
  expires: number;
}

export function createHttpClient({
  baseUrl,
  getAuthorization,
  onAnswer,
  fetchImpl,
}: HttpClientSettings): AppHttpClient {
  const earlyReads = new Map<string, EarlyRead>();
  // The key of each write whose last attempt left its result unknown, by what it sends: sending
  // the same write again is a retry of that action.
  const retryKeys = new Map<string, string>();

  function prepare(path: string, options: RequestOptions) {
    const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
    for (const [key, value] of Object.entries(options.headers ?? {})) headers.set(key, value);
    const authorization =
      options.token !== undefined ? options.token && `Basic ${options.token}` : getAuthorization();
    if (authorization) headers.set('Authorization', authorization);
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
    const method = options.method ?? 'GET';
    const url = buildUrl(baseUrl(), path, options.query);
    // Only plain reads can be taken by a later call; the key holds the credentials they carried.
    const readKey =
      method === 'GET' && body === undefined ? `${url}\n${authorization ?? ''}` : undefined;
    let write: Write | undefined;
    if (method !== 'GET') {
      const action = `${method} ${url}\n${authorization ?? ''}\n${body ?? ''}`;
      write = { action, key: retryKeys.get(action) ?? newKey() };
      headers.set(IDEMPOTENCY_HEADER, write.key);
    }
    return { url, init: { method, headers, body, signal: options.signal }, readKey, write };
  }

  /** Keeps the write's key for its retry while its result is unknown, else lets it go. */
  function settle(write: Write | undefined, unknown: boolean) {
    if (!write) return;
    retryKeys.delete(write.action);
    if (unknown) retryKeys.set(write.action, write.key);
  }

  async function send<T>(url: string, init: RequestInit, write?: Write): Promise<HttpResponse<T>> {
    const doFetch = fetchImpl ?? fetch;
    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, init);
      text = await response.text();
    } catch (cause) {
      settle(write, true);
      if (write) throw failure(0, unknownResult());
      // Status 0 marks "no answer" (offline, refused, CORS) for the screens' messages.
      throw failure(0, noAnswer(cause));
    }
    onAnswer?.(response.headers);
    const data = parseBody(text);
    const code = (data as { code?: unknown } | undefined)?.code;
    const unknown =
      response.status === 504 ||
      (data as { outcome?: unknown } | undefined)?.outcome === 'unknown' ||
      (response.status === 409 && code === KEY_IN_FLIGHT);
    // The server says its first attempt's result is unknown: this retry did nothing, and the
    // next one, after the admin has checked, is a new action.
    const told = response.status === 409 && code === KEY_UNKNOWN;
    settle(write, unknown);
    if (write && (unknown || told)) throw failure(response.status, unknownResult());
    if (!response.ok) throw failure(response.status, failedAnswer(response.status, data));
    return { status: response.status, headers: response.headers, body: text, data: data as T };
  }

  /** The early answer to this read, once; undefined when there is none (or it failed). */
  async function takeEarlyRead<T>(readKey: string): Promise<HttpResponse<T> | undefined> {
    const early = earlyReads.get(readKey);
    if (!early) return undefined;
    earlyReads.delete(readKey);
    if (Date.now() > early.expires) return undefined;
    try {
      return (await early.answer) as HttpResponse<T>;
    } catch {
      return undefined;
    }
  }

  const client = async function httpClient<T>(path: string, options: RequestOptions = {}) {
    const { url, init, readKey, write } = prepare(path, options);
    const early = readKey ? await takeEarlyRead<T>(readKey) : undefined;
    if (early) return early;
    const sentWith = options.token === undefined ? getAuthorization() : undefined;
    try {
      return await send<T>(url, init, write);
    } catch (error) {
      // Refused the sign-in it was sent with, which the panel no longer uses (the admin signed
      // in again while it was on its way): it says nothing of the sign-in now, which would be
      // signed out by it. Sent again with it, once (refused, it was not done).
      const now = getAuthorization();
      const stale = error instanceof ApiError && error.status === 401 && sentWith && now;
      if (!stale || now === sentWith) throw error;
      const again = prepare(path, options);
      return send<T>(again.url, again.init, again.write);
    }
  } as AppHttpClient;

  client.early = function earlyRead<T>(path: string, options: RequestOptions = {}) {
    const { url, init, readKey } = prepare(path, options);
    const answer = send<T>(url, init);
    if (readKey) {
      // Nobody may ever take it (the app can open another screen): never an unhandled rejection.
      answer.catch(() => undefined);
      earlyReads.set(readKey, { answer, expires: Date.now() + EARLY_READ_TTL_MS });
    }
    return answer;
  };

  return client;
}
