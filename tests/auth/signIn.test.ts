// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '../../src/auth/signIn';
import {
  AUTH_ROLE_KEY,
  AUTH_TOKEN_KEY,
  currentRole,
  currentUsername,
  getAuthorization,
  getToken,
  keepRole,
} from '../../src/auth/tokenStore';
import { createHttpClient } from '../../src/providers/httpClient';
import { createAuthProvider } from '../../src/providers/authProvider';
import { encodeBasicToken } from '../../src/lib/basicToken';
import { fakeFetch, type FakeAnswer, type RecordedRequest } from '../fixtures/fakeFetch';

// No geolocation lookups in these tests: the login event uses the fallbacks.
const NO_LOOKUP = { geolocationUrl: '' };

function clientAnswering(answer: (request: RecordedRequest) => FakeAnswer) {
  const fake = fakeFetch(answer);
  const http = createHttpClient({
    baseUrl: () => '/api',
    getAuthorization,
    fetchImpl: fake.fetchImpl,
  });
  return { http, requests: fake.requests };
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

describe('signIn', () => {
  it('checks the credentials with an authenticated call, then saves the token', async () => {
    const { http, requests } = clientAnswering((request) =>
      request.url.endsWith('/features')
        ? { body: { topUpEnabled: true } }
        : { status: 201, body: {} },
    );
    await signIn(http, { username: 'Жасур', password: 'пароль', ...NO_LOOKUP });
    const token = encodeBasicToken('Жасур', 'пароль');
    expect(requests[0]).toMatchObject({
      url: '/api/features',
      method: 'GET',
      headers: { authorization: `Basic ${token}` },
    });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(token);
    expect(currentUsername()).toBe('Жасур');
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1].url).toBe('/api/admin/login-info');
    expect(JSON.parse(requests[1].body!)).toMatchObject({
      username: 'Жасур',
      city: "Noma'lum Shahar",
      country: "Noma'lum Davlat",
    });
  });

  it('saves nothing and rejects with the status when the credentials are refused', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'b2xkOm9sZA==');
    const { http, requests } = clientAnswering(() => ({ status: 401 }));
    await expect(
      signIn(http, { username: 'admin', password: 'wrong', ...NO_LOOKUP }),
    ).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('does not trust GET /admin/login, which the production backend answers for anyone', async () => {
    const { http, requests } = clientAnswering((request) =>
      request.url.endsWith('/admin/login') ? { body: [] } : { status: 401, body: '' },
    );
    await expect(
      signIn(http, { username: 'admin', password: 'wrong', ...NO_LOOKUP }),
    ).rejects.toMatchObject({ status: 401 });
    expect(requests.map((r) => r.url)).toEqual(['/api/features']);
  });

  it('still signs in when recording the login event fails', async () => {
    const { http } = clientAnswering((request) =>
      request.url.endsWith('/features') ? { body: {} } : { status: 500, body: 'boom' },
    );
    await signIn(http, { username: 'admin', password: 'secret', ...NO_LOOKUP });
    expect(getToken()).toBe(encodeBasicToken('admin', 'secret'));
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
  });

  it('keeps the role our server names with the answer, and forgets it with the sign-in', async () => {
    const { http } = clientAnswering((request) =>
      request.url.endsWith('/features')
        ? { body: {}, headers: { 'X-Panel-Role': 'viewer' } }
        : { status: 201, body: {} },
    );
    await signIn(http, { username: 'vali', password: 'secret', ...NO_LOOKUP });
    expect(currentRole()).toBe('viewer');
    signOut();
    expect(currentRole()).toBeNull();
  });

  it('keeps no role from a backend that names none (the production backend)', async () => {
    localStorage.setItem(AUTH_ROLE_KEY, 'viewer');
    const { http } = clientAnswering(() => ({ body: {} }));
    await signIn(http, { username: 'admin', password: 'secret', ...NO_LOOKUP });
    expect(currentRole()).toBeNull();
  });

  it('signOut forgets the token', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'x');
    signOut();
    expect(getToken()).toBeNull();
  });
});

describe('authProvider', () => {
  const { http } = clientAnswering(() => ({ body: {} }));
  const authProvider = createAuthProvider(http, NO_LOOKUP);

  it('checkAuth passes with a saved token and sends to /login without one', async () => {
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    localStorage.setItem(AUTH_TOKEN_KEY, encodeBasicToken('admin', 'x'));
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkError signs out on 401', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'x');
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({
      redirectTo: '/login',
    });
    expect(getToken()).toBeNull();
  });

  // A 403 refuses one action to the account's role; the screen says so and the session stays.
  it.each([400, 403, 404, 409, 500, 0])('checkError keeps the session on %s', async (status) => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'x');
    await expect(authProvider.checkError({ status })).resolves.toBeUndefined();
    expect(getToken()).toBe('x');
  });

  it('canAccess answers from the role our server named, and allows all where none was', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, encodeBasicToken('ali', 'x'));
    const ask = (resource: string, action: string) => authProvider.canAccess!({ resource, action });
    await expect(ask('panel-accounts', 'list')).resolves.toBe(true);
    keepRole('operator');
    await expect(ask('panel-accounts', 'list')).resolves.toBe(false);
    await expect(ask('cards', 'edit')).resolves.toBe(true);
    await expect(ask('platforms', 'secret')).resolves.toBe(false);
    await expect(ask('features', 'toggle')).resolves.toBe(false);
    keepRole('viewer');
    await expect(ask('cards', 'edit')).resolves.toBe(false);
    await expect(ask('audit-log', 'list')).resolves.toBe(true);
    await expect(ask('no-such-screen', 'list')).resolves.toBe(false);
    keepRole('owner');
    await expect(ask('panel-accounts', 'edit')).resolves.toBe(true);
  });

  it('getIdentity names the signed-in account', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, encodeBasicToken('operator', 'x'));
    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: 'operator',
      fullName: 'operator',
    });
  });

  it('logout removes the token', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'x');
    await authProvider.logout({});
    expect(getToken()).toBeNull();
  });
});
