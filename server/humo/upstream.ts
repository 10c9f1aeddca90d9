// Forwards a Humo call to the helper service (HUMO_UPSTREAM) and turns its failures into answers
// the panel can show: its 4xx keep their status and its own words; a 5xx, an unreachable
// service or a timeout become 502/504 with a message saying it was the Humo service.
// The panel's Basic credentials are never forwarded: they are not the helper's business.
import { HttpError } from '../errors.ts';

export interface HumoUpstreamOptions {
  /** Base URL without a trailing slash: /newNumber -> <upstream>/newNumber. */
  upstream: string;
  timeoutMs: number;
}

export interface HumoForward {
  method: 'GET' | 'POST' | 'DELETE';
  /** "/newNumber" */
  path: string;
  /** The request's own query string, "?" included, or "". */
  search: string;
  /** Parsed JSON body, or undefined for none. */
  body: unknown;
}

export interface HumoAnswer {
  status: number;
  /** JSON to send, or undefined for an empty answer. */
  body: unknown;
}

const MAX_MESSAGE_LENGTH = 500;

/** The helper's error text: {message}, {detail} (FastAPI, also its list form) or {error}. */
export function upstreamMessage(body: unknown, text: string): string | undefined {
  if (body && typeof body === 'object') {
    const fields = body as Record<string, unknown>;
    for (const key of ['message', 'detail', 'error']) {
      const value = fields[key];
      if (typeof value === 'string' && value.trim())
        return value.trim().slice(0, MAX_MESSAGE_LENGTH);
      if (Array.isArray(value) && value.length > 0) {
        const parts = value.map((item) =>
          item && typeof item === 'object' && 'msg' in item ? String(item.msg) : String(item),
        );
        return parts.join('; ').slice(0, MAX_MESSAGE_LENGTH);
      }
    }
    return undefined;
  }
  // Plain text is shown; an HTML error page is not.
  const plain = text.trim();
  if (!plain || plain.startsWith('<')) return undefined;
  return plain.slice(0, MAX_MESSAGE_LENGTH);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function forwardToHumo(
  options: HumoUpstreamOptions,
  call: HumoForward,
): Promise<HumoAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${options.upstream}${call.path}${call.search}`, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      const seconds = Math.round(options.timeoutMs / 100) / 10;
      throw new HttpError(504, `Humo service did not answer within ${seconds} s`);
    }
    throw new HttpError(502, 'Humo service is unreachable');
  }

  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new HttpError(502, 'Humo service error: the answer was cut off');
  }
  const json = text.trim() ? parseJson(text) : undefined;
  const status = response.status;
  if (status >= 200 && status < 300) {
    // Success in plain text still reaches the panel as {message}.
    if (json !== undefined || !text.trim()) return { status, body: json };
    return { status, body: { message: text.trim() } };
  }
  const message = upstreamMessage(json, json === undefined ? text : '');
  // Its 401/403 say nothing about the admin's own sign-in, but the panel signs out on those.
  if (status === 401 || status === 403 || status === 407) {
    throw new HttpError(502, `Humo service refused the request: ${message ?? `HTTP ${status}`}`);
  }
  if (status >= 400 && status < 500) {
    throw new HttpError(status, message ?? `Humo service answered HTTP ${status}`);
  }
  throw new HttpError(502, `Humo service error: ${message ?? `HTTP ${status}`}`);
}
