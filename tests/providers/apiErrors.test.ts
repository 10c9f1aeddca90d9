// How a failed call is worded (providers/apiErrors.ts), apart from the transport: the catalogue
// keys of the refusals it recognises, the server's own words when they are worth showing, the
// field a 400 names and what a failed write says.
import { describe, expect, it } from 'vitest';
import {
  errorMessageFrom,
  failedAnswer,
  fieldErrorsFrom,
  FORBIDDEN,
  noAnswer,
  PASSWORD_NEEDED_MESSAGE,
  RESULT_UNKNOWN,
  SERVER_TIMEOUT,
  serverMessageOf,
  unknownResult,
  writeFailure,
} from '../../src/providers/apiErrors';

describe('errorMessageFrom', () => {
  it('prefers message, then error, detail and text', () => {
    expect(errorMessageFrom({ error: 'e', message: 'm' })).toBe('m');
    expect(errorMessageFrom({ detail: 'd' })).toBe('d');
    expect(errorMessageFrom({ other: 1 })).toBe('');
    expect(errorMessageFrom(undefined)).toBe('');
  });

  it.each([
    ['  Platform not found ', 'Platform not found'],
    ['<html><body>Whitelabel Error Page</body></html>', ''],
    ['java.lang.IllegalStateException\n    at com.x.Y(Y.java:1)', ''],
    ['x'.repeat(301), ''],
    ['   ', ''],
  ])('keeps a plain text answer worth showing: %j', (text, expected) => {
    expect(errorMessageFrom(text)).toBe(expected);
  });
});

describe('failedAnswer', () => {
  it.each<[string, number, unknown, { message: string; body?: unknown }]>([
    [
      "a 504: the catalogue's timeout, whatever the server wrote",
      504,
      { message: 'The production backend did not answer within 15 s' },
      { message: SERVER_TIMEOUT, body: { message: SERVER_TIMEOUT } },
    ],
    [
      "the role's refusal",
      403,
      { message: 'forbidden', code: 'forbidden' },
      { message: FORBIDDEN, body: { message: FORBIDDEN, code: 'forbidden' } },
    ],
    [
      "a Telegram session's refusal",
      403,
      { message: 'password_needed: …', code: 'password_needed' },
      {
        message: PASSWORD_NEEDED_MESSAGE,
        body: { message: PASSWORD_NEEDED_MESSAGE, code: 'password_needed' },
      },
    ],
    [
      "another 403: the server's words",
      403,
      { message: 'No', code: 'other' },
      { message: 'No', body: { message: 'No', code: 'other' } },
    ],
    ['a text answer', 400, 'Card exists', { message: 'Card exists', body: 'Card exists' }],
    ['nothing worth showing', 500, '<html></html>', { message: 'HTTP 500', body: '<html></html>' }],
    ['an empty answer', 401, undefined, { message: 'HTTP 401', body: undefined }],
  ])('%s', (_, status, data, expected) => {
    expect(failedAnswer(status, data)).toEqual(expected);
  });
});

describe('noAnswer and unknownResult', () => {
  it("say the browser's words, or that a write's result is unknown", () => {
    expect(noAnswer(new TypeError('Failed to fetch'))).toEqual({ message: 'Failed to fetch' });
    expect(noAnswer('?')).toEqual({ message: 'Network error' });
    const unknown = unknownResult();
    expect(unknown).toEqual({
      message: RESULT_UNKNOWN,
      body: { message: RESULT_UNKNOWN, outcome: 'unknown' },
    });
    expect(serverMessageOf({ status: 0, body: unknown.body })).toBe(RESULT_UNKNOWN);
    expect(writeFailure({ status: 504, body: unknown.body }, 'app.admins.addError')).toBe(
      RESULT_UNKNOWN,
    );
  });
});

describe('fieldErrorsFrom', () => {
  it.each<[number, string, Record<string, string> | null]>([
    [400, 'cardNumber: must be 16 digits', { cardNumber: 'must be 16 digits' }],
    [400, 'Cannot delete primary Oson config', null],
    [500, 'x: y', null],
  ])('%i %j -> %j', (status, message, expected) => {
    expect(fieldErrorsFrom(status, message)).toEqual(expected);
  });
});

describe('writeFailure', () => {
  it("says the screen's message unless the server refused the role or the session", () => {
    expect(writeFailure({ status: 500, body: { message: 'x' } }, 'app.admins.addError')).toBe(
      'app.admins.addError',
    );
    expect(writeFailure({ status: 403, body: { code: 'forbidden' } }, 'app.admins.addError')).toBe(
      FORBIDDEN,
    );
    expect(
      writeFailure({ status: 403, body: { code: 'password_needed' } }, 'app.admins.addError'),
    ).toBe(PASSWORD_NEEDED_MESSAGE);
  });
});
