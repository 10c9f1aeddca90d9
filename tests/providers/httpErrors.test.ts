// The HTTP client's failures as react-admin wants them: its HttpError, whose body names the field
// of the embedded API's 400, made at the data provider's edge for every method.
import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { ApiError } from '../../src/providers/httpClient';
import { toHttpError, withHttpErrors } from '../../src/providers/httpErrors';

describe('toHttpError', () => {
  it("is react-admin's HttpError, and names the field of the embedded API's 400", () => {
    const error = toHttpError(
      new ApiError('cardNumber: must be 16 digits', 400, {
        message: 'cardNumber: must be 16 digits',
      }),
    ) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      message: 'cardNumber: must be 16 digits',
      errors: { cardNumber: 'must be 16 digits' },
    });
    // Other answers are kept as they came.
    const text = toHttpError(new ApiError('Cannot delete primary Oson config', 400, 'text'));
    expect((text as HttpError).body).toBe('text');
    const server = toHttpError(new ApiError('x: y', 500, { message: 'x: y' }));
    expect((server as HttpError).body).toEqual({ message: 'x: y' });
  });

  it('leaves any other error as it is', () => {
    const bug = new TypeError('x is undefined');
    expect(toHttpError(bug)).toBe(bug);
  });
});

describe('withHttpErrors', () => {
  it("turns every method's failure into an HttpError, and passes answers through", async () => {
    const provider = withHttpErrors({
      getList: async () => ({ data: [], total: 0 }),
      delete: async () => {
        throw new ApiError('Not found', 404);
      },
    });
    await expect(provider.getList()).resolves.toEqual({ data: [], total: 0 });
    const failure = await provider.delete().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(404);
  });
});
