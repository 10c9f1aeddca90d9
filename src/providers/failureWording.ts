// How the panel words a failed call whatever the screen: the catalogue keys of the refusals the
// HTTP client recognises (a timeout, the role's refusal, a Telegram session's, a write whose
// result is unknown) and what a failed write says. Plain module: the sign-in entry uses it too.
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
