// Which words the Humo page uses for a failure (docs/product.md: Messages): the server's, 'Xatolik
// yuz berdi' for an unexplained HTTP failure, "Noma'lum xato" for anything else; a refusal of the
// helper that our gateway names (contract/humo.ts) in the UI language's words for its step.
import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { HUMO_REFUSALS } from '../../../contract/humo';
import { humoErrorText } from '../../../src/pages/humo/humoErrors';
import { ApiError } from '../../../src/providers/httpClient';

describe('humoErrorText', () => {
  it.each<[string, unknown, string]>([
    [
      'the production 500 text',
      new ApiError('Failed to forward request', 500, 'Failed to forward request'),
      'Failed to forward request',
    ],
    ['a JSON message', new ApiError('x', 400, { message: 'Telefon xato' }), 'Telefon xato'],
    ['a JSON detail', new ApiError('x', 400, { detail: 'FLOOD_WAIT' }), 'FLOOD_WAIT'],
    ['an empty body', new ApiError('HTTP 500', 500, undefined), 'app.humo.error'],
    ['an HTML page', new ApiError('HTTP 502', 502, '<html></html>'), 'app.humo.error'],
    ['no answer at all', new ApiError('Failed to fetch', 0), 'app.humo.error'],
    ['a programming error', new TypeError('x is undefined'), 'app.humo.unknownError'],
    ['a thrown string', 'boom', 'app.humo.unknownError'],
    ['nothing', undefined, 'app.humo.unknownError'],
    [
      "the gateway's refusal of a code",
      new ApiError('The Humo service did not accept the SMS code', 422, {
        message: 'The Humo service did not accept the SMS code',
        code: HUMO_REFUSALS.smscode,
      }),
      'app.humo.refused.smscode',
    ],
    [
      "the gateway's refusal of a password, from the data provider",
      new HttpError('x', 422, { message: 'x', code: HUMO_REFUSALS.twostep }),
      'app.humo.refused.twostep',
    ],
    [
      "the gateway's refusal of a number",
      new ApiError('x', 422, { message: 'x', code: HUMO_REFUSALS.newNumber }),
      'app.humo.refused.newNumber',
    ],
    [
      "the gateway's refusal of a removal",
      new ApiError('x', 422, { message: 'x', code: HUMO_REFUSALS.delete }),
      'app.humo.refused.delete',
    ],
    [
      'a code it does not know: the message',
      new ApiError('x', 422, { message: 'Boshqa', code: 'other' }),
      'Boshqa',
    ],
  ])('%s', (_name, error, expected) => expect(humoErrorText(error)).toBe(expected));
});
