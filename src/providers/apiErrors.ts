// How the panel words a failed call whatever the screen, apart from the transport that makes it
// (httpClient.ts): what a failed answer says (a catalogue key of the refusals it recognises, a
// timeout, the role's refusal, a Telegram session's, a write whose result is unknown, or the
// server's own words when they are worth showing), the field a 400 names, and what a failed
// write says. Plain module, nothing of react-admin: the sign-in entry uses it too (httpErrors.ts
// makes react-admin's HttpError of it).
import { FORBIDDEN_CODE } from '../../contract/roles';
import { PASSWORD_NEEDED } from '../../contract/secondStep';

/** The catalogue key of a 504's message (i18n: app.serverTimeout). */
export const SERVER_TIMEOUT = 'app.serverTimeout';

/** The catalogue key of our server's refusal of the account's role (i18n: app.forbidden). */
export const FORBIDDEN = 'app.forbidden';

/**
 * The catalogue key of our server's refusal of a session of the sign-in by Telegram, for what
 * needs a sign-in with the password (i18n: app.passwordNeeded; contract/secondStep.ts).
 */
export const PASSWORD_NEEDED_MESSAGE = 'app.passwordNeeded';

/** The catalogue key of a write whose result is unknown (i18n: app.resultUnknown). */
export const RESULT_UNKNOWN = 'app.resultUnknown';

/** What a failed call says: its message and the answer it carries (the transport's ApiError). */
export interface FailureWording {
  message: string;
  body?: unknown;
}

/** The server's explanation of an error, or '' when it gave none worth showing. */
export function errorMessageFrom(data: unknown): string {
  if (typeof data === 'string') {
    const text = data.trim();
    // An HTML error page or a stack trace is not a message for an admin.
    if (!text || text.startsWith('<') || text.length > 300 || /\n\s+at /.test(text)) return '';
    return text;
  }
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    for (const key of ['message', 'error', 'detail', 'text']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return '';
}

/** No answer at all (offline, refused, CORS): the status 0 the screens' messages look for. */
export function noAnswer(cause: unknown): FailureWording {
  return { message: cause instanceof Error ? cause.message : 'Network error' };
}

/** A write whose result is unknown (no answer, a timeout, the server's word). */
export function unknownResult(): FailureWording {
  return { message: RESULT_UNKNOWN, body: { message: RESULT_UNKNOWN, outcome: 'unknown' } };
}

/** A non-2xx answer (`data` its body as read): what it says. */
export function failedAnswer(status: number, data: unknown): FailureWording {
  const code = (data as { code?: unknown } | undefined)?.code;
  if (status === 504) {
    // No answer in time (the gateway in front of the production backend says so with 504): the
    // catalogue's text, which notifications translate, rather than the server's English.
    return { message: SERVER_TIMEOUT, body: { message: SERVER_TIMEOUT } };
  }
  if (status === 403 && code === FORBIDDEN_CODE) {
    // The role may not do it: said in the UI language, as the notifications translate it.
    return { message: FORBIDDEN, body: { message: FORBIDDEN, code } };
  }
  if (status === 403 && code === PASSWORD_NEEDED) {
    // A Telegram session may not do it: the same, said in the UI language.
    return { message: PASSWORD_NEEDED_MESSAGE, body: { message: PASSWORD_NEEDED_MESSAGE, code } };
  }
  return { message: errorMessageFrom(data) || `HTTP ${status}`, body: data };
}

/**
 * "cardNumber: must be 16 digits", the embedded API's 400 naming a field (server/plugins/
 * errors.ts), as react-admin's forms take it: { cardNumber: 'must be 16 digits' }.
 */
export function fieldErrorsFrom(status: number, message: string): Record<string, string> | null {
  const match = status === 400 ? /^([A-Za-z]\w*): (.+)$/.exec(message) : null;
  return match ? { [match[1]]: match[2] } : null;
}

/** Whether a failed write may have been done: its result is unknown. */
export function outcomeUnknown(error: unknown): boolean {
  const body = (error as { body?: unknown } | null)?.body;
  return (
    !!body && typeof body === 'object' && (body as { outcome?: unknown }).outcome === 'unknown'
  );
}

/** Whether our server refused the call because of the account's role (its 403 `forbidden`). */
export function forbidden(error: unknown): boolean {
  const failed = error as { status?: unknown; body?: unknown } | null;
  const body = failed?.body as { code?: unknown } | null | undefined;
  return failed?.status === 403 && body?.code === FORBIDDEN_CODE;
}

/** Whether our server refused the call to a session of the sign-in by Telegram. */
export function passwordNeeded(error: unknown): boolean {
  const failed = error as { status?: unknown; body?: unknown } | null;
  const body = failed?.body as { code?: unknown } | null | undefined;
  return failed?.status === 403 && body?.code === PASSWORD_NEEDED;
}

/**
 * What a failed write says: the screen's own message, unless its result is unknown, the
 * account's role may not make it, or it needs a sign-in with the password.
 */
export const writeFailure = (error: unknown, message: string): string =>
  outcomeUnknown(error)
    ? RESULT_UNKNOWN
    : forbidden(error)
      ? FORBIDDEN
      : passwordNeeded(error)
        ? PASSWORD_NEEDED_MESSAGE
        : message;

/**
 * The server's own explanation carried by a failed call (an ApiError, or the HttpError the data
 * provider made of it), or '' when it gave none worth showing.
 */
export function serverMessageOf(error: unknown): string {
  const failed = error as { status?: unknown; body?: unknown } | null;
  if (outcomeUnknown(error)) return RESULT_UNKNOWN;
  return failed && typeof failed.status === 'number' ? errorMessageFrom(failed.body) : '';
}
