// HttpError: the one way route code reports a client-facing failure (status + safe message).

export class HttpError extends Error {
  readonly statusCode: number;

  /** `details`: fields the JSON answer carries beside `message` (e.g. `outcome: 'unknown'`). */
  constructor(
    statusCode: number,
    message: string,
    readonly details: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** A refusal that a later attempt may pass: answered with `Retry-After` (plugins/errors.ts). */
export class RetryLaterError extends HttpError {
  constructor(
    statusCode: 429 | 503,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, message);
  }
}

/** The lock-out of failed sign-ins (an address's or an account name's), with its wait. */
export const tooManyFailures = (retryAfterSeconds: number) =>
  new RetryLaterError(429, 'Too many failed sign-in attempts. Try again later.', retryAfterSeconds);
