// The HTTP client's errors as react-admin wants them: its HttpError (ra-core's forms and
// controllers check `instanceof HttpError`), whose body carries the fields a 400 names
// (apiErrors.ts reads them).
import { HttpError } from 'ra-core';
import { fieldErrorsFrom } from './apiErrors';
import { ApiError } from './httpClient';

/** A failed call as react-admin's HttpError (anything else as it is). */
export function toHttpError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const errors = fieldErrorsFrom(error.status, error.message);
  const body = error.body;
  const record = body && typeof body === 'object' && !Array.isArray(body) ? body : null;
  return new HttpError(
    error.message,
    error.status,
    errors ? { ...(record ?? { message: error.message }), errors } : body,
  );
}

/** `provider` with every method's failure turned into an HttpError. */
export function withHttpErrors<P extends object>(provider: P): P {
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(provider)) {
    wrapped[name] =
      typeof value === 'function'
        ? async (...args: unknown[]) => {
            try {
              return await value(...args);
            } catch (error) {
              throw toHttpError(error);
            }
          }
        : value;
  }
  return wrapped as P;
}
