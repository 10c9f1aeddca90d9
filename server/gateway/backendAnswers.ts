// The backend's answers as the gateway passes them on. Successes keep their status and their
// kind: JSON (cleaned of secrets, secrets.ts), plain text (many of its writes answer Uzbek text)
// or nothing. Failures become our JSON `{message}`: the backend's own short message when it gave
// one, never a page or a stack; its 5xx become 502 (the backend failed, not the request), and a
// 401 or 403 says the gateway's own account was refused (the admin's credentials are ours and
// were accepted, so the panel must not sign them out). Nothing else of the backend's answer
// (headers, cookies, WWW-Authenticate) is passed on.
import type { FastifyReply } from 'fastify';
import { HttpError } from '../errors.ts';
import type { BackendUnavailable } from '../backend/backendClient.ts';
import type { BackendAnswer } from '../backend/backendClient.ts';
import { cleanAnswer } from './secrets.ts';
import type { Cleaner } from './secrets.ts';

export type ParsedAnswer =
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; value: string }
  | { kind: 'empty' }
  /** An HTML page: nothing to pass on. */
  | { kind: 'unusable' };

/**
 * An answer read by its body, never by its label: the backend labels a String answer with the
 * request's Accept (API-NOTES A2: `Content-Type: application/json` over "Oson config updated
 * successfully"), so JSON is what parses and text is what does not. A page (HTML) is neither.
 */
export function parseAnswer(answer: BackendAnswer): ParsedAnswer {
  const text = answer.text;
  if (!text.trim()) return { kind: 'empty' };
  try {
    return { kind: 'json', value: JSON.parse(text) };
  } catch {
    // Not JSON, whatever the header says.
  }
  if (answer.contentType.includes('html') || /^\s*</.test(text)) return { kind: 'unusable' };
  return { kind: 'text', value: text };
}

const MESSAGE_LIMIT = 300;

/** A short one-line message, or undefined for anything that looks like a page or a stack. */
function shortMessage(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!text || text.length > MESSAGE_LIMIT || /[\r\n<]/.test(text)) return undefined;
  return text;
}

/** The backend's explanation of a failure, when it gave one fit to show. */
export function backendMessage(parsed: ParsedAnswer): string | undefined {
  if (parsed.kind === 'text') return shortMessage(parsed.value);
  if (parsed.kind !== 'json' || typeof parsed.value !== 'object' || parsed.value === null) {
    return shortMessage(parsed.kind === 'json' ? parsed.value : undefined);
  }
  const record = parsed.value as Record<string, unknown>;
  for (const key of ['message', 'error', 'detail']) {
    const message = shortMessage(record[key]);
    if (message) return message;
  }
  return undefined;
}

export const CREDENTIALS_REFUSED =
  "The production backend refused the gateway's own account (UPSTREAM_USERNAME, UPSTREAM_PASSWORD)";
export const CREDENTIAL_WITHHELD =
  "The production backend's answer was withheld: it carried the gateway's own credential";

/** The error a failed backend answer becomes. */
export function failureOf(answer: BackendAnswer, parsed: ParsedAnswer): HttpError {
  const { status } = answer;
  if (status === 401 || status === 403) return new HttpError(502, CREDENTIALS_REFUSED);
  const message = backendMessage(parsed);
  if (status >= 400 && status < 500) {
    return new HttpError(status, message ?? (status === 404 ? 'Not found' : `HTTP ${status}`));
  }
  const why = status >= 500 ? `failed (HTTP ${status})` : `answered HTTP ${status}`;
  return new HttpError(502, message ?? `The production backend ${why}`);
}

/** The error for no answer at all: 504 when the time ran out, else 502. */
export function unavailableError(error: BackendUnavailable, timeoutMs: number): HttpError {
  if (error.reason === 'timeout') {
    return new HttpError(
      504,
      `The production backend did not answer within ${Number((timeoutMs / 1000).toFixed(1))} s`,
    );
  }
  if (error.reason === 'too_large') {
    return new HttpError(502, "The production backend's answer was too large to pass on");
  }
  return new HttpError(502, 'The production backend could not be reached');
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/** Sends the panel what it may see of `answer`, or throws the HttpError it becomes. */
export function passAnswer(
  reply: FastifyReply,
  answer: BackendAnswer,
  clean: Cleaner | undefined,
  revealsCredential: (text: string, isError: boolean) => boolean,
): FastifyReply {
  if (revealsCredential(answer.text, !isSuccess(answer.status))) {
    reply.log.error({ status: answer.status }, 'backend answer withheld: it held the credential');
    throw new HttpError(502, CREDENTIAL_WITHHELD);
  }
  const parsed = parseAnswer(answer);
  if (answer.status === 401 || answer.status === 403) {
    reply.log.error({ status: answer.status }, "production backend refused the gateway's account");
  }
  if (!isSuccess(answer.status)) throw failureOf(answer, parsed);
  if (parsed.kind === 'unusable') {
    throw new HttpError(502, 'The production backend answered a page');
  }
  reply.code(answer.status);
  if (parsed.kind === 'empty' || answer.status === 204) return reply.send();
  if (parsed.kind === 'text') return reply.type('text/plain; charset=utf-8').send(parsed.value);
  // Serialised here: a bare JSON string must stay JSON, not become a text answer.
  return reply
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(cleanAnswer(parsed.value, clean)));
}
