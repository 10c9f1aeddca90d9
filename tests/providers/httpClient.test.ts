// The transport with the wording it throws (apiErrors.ts, tested alone in apiErrors.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  buildUrl,
  createHttpClient,
  EARLY_READ_TTL_MS,
} from '../../src/providers/httpClient';
import {
  outcomeUnknown,
  PASSWORD_NEEDED_MESSAGE,
  RESULT_UNKNOWN,
  SERVER_TIMEOUT,
  serverMessageOf,
  writeFailure,
} from '../../src/providers/apiErrors';
import { fakeFetch, type FakeAnswer } from '../fixtures/fakeFetch';

function clientAnswering(answer: FakeAnswer, token: string | null = 'dG9rZW4=') {
  const fake = fakeFetch(() => answer);
  const http = createHttpClient({
    baseUrl: () => 'https://host.test/api/',
    getAuthorization: () => (token ? `Basic ${token}` : null),
    fetchImpl: fake.fetchImpl,
  });
  return { http, requests: fake.requests };
}

describe('buildUrl', () => {
  it('joins the base and path and omits empty query values', () => {
    expect(buildUrl('/api/', '/transactions', { cardId: 3, status: '', type: undefined })).toBe(
      '/api/transactions?cardId=3',
    );
    expect(buildUrl('/api', 'features/toggle/bonus', { enabled: false })).toBe(
      '/api/features/toggle/bonus?enabled=false',
    );
  });
});

describe('createHttpClient', () => {
  it('sends the stored Basic token, JSON body and Accept header', async () => {
    const { http, requests } = clientAnswering({ body: { ok: true } });
    const response = await http('/admin/login-info', { method: 'POST', body: { a: 'б' } });
    expect(requests[0]).toEqual({
      url: 'https://host.test/api/admin/login-info',
      method: 'POST',
      headers: {
        accept: 'application/json, text/plain, */*',
        authorization: 'Basic dG9rZW4=',
        'content-type': 'application/json',
        'idempotency-key': expect.stringMatching(/^[0-9a-f]{32}$/),
      },
      body: '{"a":"б"}',
    });
    expect(response.data).toEqual({ ok: true });
  });

  it('lets a call override the token and sends no header without one', async () => {
    const { http, requests } = clientAnswering({ body: {} }, null);
    await http('/features');
    await http('/features', { token: 'b3RoZXI=' });
    expect(requests[0].headers.authorization).toBeUndefined();
    expect(requests[1].headers.authorization).toBe('Basic b3RoZXI=');
  });

  it.each([
    [{ body: 'Bonus yoqildi' }, 'Bonus yoqildi'],
    [{ status: 204 }, undefined],
    [{ body: '' }, undefined],
    [{ body: '42', contentType: 'application/json' }, 42],
    [{ body: '[1,2]', contentType: 'text/plain' }, [1, 2]],
    // The backend labels a String answer with the request's Accept (API-NOTES A2).
    [
      { body: 'Oson config updated successfully', contentType: 'application/json' },
      'Oson config updated successfully',
    ],
  ])('accepts %j as a successful body', async (answer, expected) => {
    const { http } = clientAnswering(answer as FakeAnswer);
    expect((await http('/x')).data).toEqual(expected);
  });

  it.each([
    [
      { status: 400, body: { message: 'chatId: must be an integer' } },
      'chatId: must be an integer',
    ],
    [
      { status: 400, body: { error: 'Cannot delete the last card' } },
      'Cannot delete the last card',
    ],
    [
      { status: 400, body: 'Cannot delete primary Oson config' },
      'Cannot delete primary Oson config',
    ],
    [{ status: 401 }, 'HTTP 401'],
    [{ status: 500, body: '<html><body>Whitelabel Error Page</body></html>' }, 'HTTP 500'],
    [
      { status: 500, body: 'java.lang.IllegalStateException\n    at com.x.Y(Y.java:1)' },
      'HTTP 500',
    ],
  ])('turns %j into an ApiError with status and message', async (answer, message) => {
    const { http } = clientAnswering(answer as FakeAnswer);
    const error = await http('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe((answer as FakeAnswer).status);
    expect((error as ApiError).message).toBe(message);
  });

  it("gives a 504 the catalogue's message, in the UI's language, whatever the server wrote", async () => {
    const { http } = clientAnswering({
      status: 504,
      body: { message: 'The production backend did not answer within 15 s' },
    });
    const error = await http('/platforms').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(504);
    expect(SERVER_TIMEOUT).toBe('app.serverTimeout');
    expect((error as ApiError).message).toBe(SERVER_TIMEOUT);
    // What the screens that show the server's own words (card and Oson deletes, broadcast,
    // Humo) hand to notifications, which translate it.
    expect(serverMessageOf(error)).toBe(SERVER_TIMEOUT);
  });

  it("says a Telegram session's refusal (403 password_needed) in the UI's language, on every write", async () => {
    const { http } = clientAnswering({
      status: 403,
      body: {
        message: 'password_needed: a session of the sign-in by Telegram…',
        code: 'password_needed',
      },
    });
    const error = await http('/panel-accounts/me/password', { method: 'PUT', body: {} }).catch(
      (e: unknown) => e,
    );
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).message).toBe(PASSWORD_NEEDED_MESSAGE);
    expect(PASSWORD_NEEDED_MESSAGE).toBe('app.passwordNeeded');
    expect(writeFailure(error, 'app.ownAccount.error')).toBe(PASSWORD_NEEDED_MESSAGE);
  });

  it('sends again with the sign-in now in use a call refused the sign-in it was sent with', async () => {
    let authorization = 'Basic b2xk';
    const fake = fakeFetch((request) =>
      request.headers.authorization === 'Basic b2xk'
        ? // The admin signs in again while the old call is on its way.
          ((authorization = 'Basic bmV3'), { status: 401, body: { message: 'Invalid' } })
        : { body: { ok: true } },
    );
    const http = createHttpClient({
      baseUrl: () => '/api',
      getAuthorization: () => authorization,
      fetchImpl: fake.fetchImpl,
    });
    expect((await http('/features')).data).toEqual({ ok: true });
    expect(fake.requests.map((request) => request.headers.authorization)).toEqual([
      'Basic b2xk',
      'Basic bmV3',
    ]);
  });

  it('keeps the 401 of the sign-in still in use', async () => {
    const fake = fakeFetch(() => ({ status: 401, body: { message: 'Invalid' } }));
    const http = createHttpClient({
      baseUrl: () => '/api',
      getAuthorization: () => 'Basic b2xk',
      fetchImpl: fake.fetchImpl,
    });
    const error = await http('/features').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect(fake.requests).toHaveLength(1);
  });

  it('reports an unreachable server as status 0', async () => {
    const http = createHttpClient({
      baseUrl: () => '/api',
      getAuthorization: () => null,
      fetchImpl: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    });
    await expect(http('/features')).rejects.toMatchObject({ status: 0 });
  });
});

describe('early reads', () => {
  afterEach(() => vi.useRealTimers());

  function counting(token = 'dG9rZW4=') {
    let served = 0;
    const current = { token };
    const fake = fakeFetch(() => ({ body: { served: ++served } }));
    const http = createHttpClient({
      baseUrl: () => '/api',
      getAuthorization: () => (current.token ? `Basic ${current.token}` : null),
      fetchImpl: fake.fetchImpl,
    });
    return { http, requests: fake.requests, current };
  }

  it("hands an early read's answer to the app's first identical call, once", async () => {
    const { http, requests } = counting();
    await http.early('/transactions', { query: { range: '[0,24]' } });
    expect((await http('/transactions', { query: { range: '[0,24]' } })).data).toEqual({
      served: 1,
    });
    expect(requests).toHaveLength(1);
    // A refresh asks the server.
    expect((await http('/transactions', { query: { range: '[0,24]' } })).data).toEqual({
      served: 2,
    });
    expect(requests).toHaveLength(2);
  });

  it('is taken while it is still on its way', async () => {
    let arrive: () => void = () => undefined;
    const fake = fakeFetch(
      () => new Promise((resolve) => (arrive = () => resolve({ body: { late: true } }))),
    );
    const http = createHttpClient({
      baseUrl: () => '/api',
      getAuthorization: () => 'Basic t',
      fetchImpl: fake.fetchImpl,
    });
    void http.early('/dashboard/stats');
    const taken = http('/dashboard/stats');
    arrive();
    expect((await taken).data).toEqual({ late: true });
    expect(fake.requests).toHaveLength(1);
  });

  it('is not taken for another address, other credentials or a write', async () => {
    const { http, requests, current } = counting();
    await http.early('/transactions', { query: { range: '[0,24]' } });
    await http('/transactions', { query: { range: '[25,49]' } });
    await http('/transactions', { query: { range: '[0,24]' }, method: 'DELETE' });
    current.token = 'b3RoZXI=';
    await http('/transactions', { query: { range: '[0,24]' } });
    expect(requests).toHaveLength(4);
  });

  it('asks again when the early read failed', async () => {
    let fail = true;
    const fake = fakeFetch(() => (fail ? { status: 500, body: 'down' } : { body: [1] }));
    const http = createHttpClient({
      baseUrl: () => '/api',
      getAuthorization: () => 'Basic t',
      fetchImpl: fake.fetchImpl,
    });
    await expect(http.early('/features')).rejects.toMatchObject({ status: 500 });
    fail = false;
    expect((await http('/features')).data).toEqual([1]);
    expect(fake.requests).toHaveLength(2);
  });

  it('asks again when the app comes later than the early read may wait', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { http, requests } = counting();
    await http.early('/features');
    vi.setSystemTime(Date.now() + EARLY_READ_TTL_MS + 1);
    expect((await http('/features')).data).toEqual({ served: 2 });
    expect(requests).toHaveLength(2);
  });
});

describe('the Idempotency-Key of a write', () => {
  /** A client whose server answers each request with the next of `answers`. */
  function clientAnswers(...answers: Array<FakeAnswer | 'no answer'>) {
    const keys: Array<string | undefined> = [];
    const fake = fakeFetch((request) => {
      keys.push(request.headers['idempotency-key']);
      const answer = answers.shift()!;
      if (answer === 'no answer') throw new TypeError('Failed to fetch');
      return answer;
    });
    const http = createHttpClient({
      baseUrl: () => '/api',
      getAuthorization: () => 'Basic dG9rZW4=',
      fetchImpl: fake.fetchImpl,
    });
    return { http, keys };
  }
  const addChat = { method: 'POST' as const, query: { chatId: 42 } };

  it('is new for each action, and absent from reads', async () => {
    const { http, keys } = clientAnswers({ body: 'ok' }, { body: 'ok' }, { body: [] });
    await http('/admin/chats', addChat);
    await http('/admin/chats', addChat);
    await http('/admin/chats');
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBeUndefined();
  });

  it.each([
    ['no answer', 'no answer' as const, 0],
    ['a 504', { status: 504, body: { message: 'late', outcome: 'unknown' } }, 504],
    ['the gateway unable to reach the backend', { status: 502, body: { outcome: 'unknown' } }, 502],
    [
      'a first attempt still running',
      { status: 409, body: { code: 'idempotency_in_flight' } },
      409,
    ],
  ])(
    'says the result is unknown after %s, and keeps the key for the retry',
    async (_case, answer, status) => {
      const { http, keys } = clientAnswers(answer, { body: 'ok' }, { body: 'ok' });
      const error = await http('/admin/chats', addChat).catch((e: unknown) => e);
      expect(error).toMatchObject({ status, message: RESULT_UNKNOWN });
      expect(outcomeUnknown(error)).toBe(true);
      expect(serverMessageOf(error)).toBe(RESULT_UNKNOWN);
      expect(writeFailure(error, 'app.admins.addError')).toBe(RESULT_UNKNOWN);
      await http('/admin/chats', addChat);
      expect(keys[1]).toBe(keys[0]);
      // Answered: the next one is a new action.
      await http('/admin/chats', addChat);
      expect(keys[2]).not.toBe(keys[1]);
    },
  );

  it("takes a new key once the server says the first attempt's result is unknown", async () => {
    const { http, keys } = clientAnswers(
      'no answer',
      {
        status: 409,
        body: { code: 'idempotency_unknown', message: 'unknown' },
      },
      { body: 'ok' },
    );
    await http('/admin/chats', addChat).catch(() => undefined);
    const told = await http('/admin/chats', addChat).catch((e: unknown) => e);
    expect(told).toMatchObject({ status: 409, message: RESULT_UNKNOWN });
    await http('/admin/chats', addChat);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('keeps a plain failure a failure, with a new key next time', async () => {
    const { http, keys } = clientAnswers(
      { status: 400, body: { message: 'chatId: bad' } },
      {
        body: 'ok',
      },
    );
    const error = await http('/admin/chats', addChat).catch((e: unknown) => e);
    expect(writeFailure(error, 'app.admins.addError')).toBe('app.admins.addError');
    await http('/admin/chats', addChat);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
