// @vitest-environment jsdom
// Our server's second step at sign-in (contract/secondStep.ts), as the session sees it: a 401
// asking for it keeps the credentials, marked pending, and every check sends them to the second
// step's page instead of signing out; any other 401 still signs out; the panel's own sign-out
// ends a pending session too; passing the step makes it a full sign-in, recorded as one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../src/auth/signIn';
import {
  AUTH_SECOND_STEP_KEY,
  getAuthorization,
  getToken,
  markSecondStepPending,
  saveToken,
  secondStepPending,
} from '../../src/auth/tokenStore';
import { createHttpClient } from '../../src/providers/httpClient';
import { createAuthProvider, SIGN_OUT } from '../../src/providers/authProvider';
import { createAdminParts } from '../../src/adminParts';
import { DEFAULT_RUNTIME_CONFIG } from '../../src/settings/settings';
import { SCREENS } from '../../src/screens';
import uz from '../../src/i18n/uz';
import { encodeBasicToken } from '../../src/lib/basicToken';
import { fakeFetch, type FakeAnswer, type RecordedRequest } from '../fixtures/fakeFetch';

const NO_LOOKUP = { geolocationUrl: '' };
const TOKEN = encodeBasicToken('dilnoza', 'parol-123');

function clientAnswering(answer: (request: RecordedRequest) => FakeAnswer) {
  const fake = fakeFetch(answer);
  const http = createHttpClient({
    baseUrl: () => '/api',
    getAuthorization,
    fetchImpl: fake.fetchImpl,
  });
  return { http, requests: fake.requests };
}

const secondStep401 = (reason: string): FakeAnswer => ({
  status: 401,
  body: { message: 'A second step is needed', reason },
});

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('signIn with a second step', () => {
  it.each(['second_step', 'second_step_setup'])(
    'keeps the credentials marked pending (%s), and records no sign-in yet',
    async (reason) => {
      const { http, requests } = clientAnswering(() => secondStep401(reason));
      await expect(
        signIn(http, { username: 'dilnoza', password: 'parol-123', ...NO_LOOKUP }),
      ).resolves.toEqual({ secondStep: reason });
      expect(getToken()).toBe(TOKEN);
      expect(secondStepPending()).toBe(reason);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(requests.map((request) => request.url)).toEqual(['/api/features']);
    },
  );

  it('still refuses a 401 without a second-step reason, saving nothing', async () => {
    const { http } = clientAnswering(() => ({ status: 401, body: { reason: 'other' } }));
    await expect(
      signIn(http, { username: 'dilnoza', password: 'wrong', ...NO_LOOKUP }),
    ).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(secondStepPending()).toBeNull();
  });

  it('forgets an earlier pending mark at a plain sign-in', async () => {
    markSecondStepPending('second_step');
    const { http } = clientAnswering(() => ({ body: {} }));
    await expect(
      signIn(http, { username: 'dilnoza', password: 'parol-123', ...NO_LOOKUP }),
    ).resolves.toEqual({ secondStep: null });
    expect(secondStepPending()).toBeNull();
  });
});

describe('the auth provider with a second step pending', () => {
  function provider() {
    const client = clientAnswering(() => ({ status: 201, body: {} }));
    return { ...client, authProvider: createAuthProvider(client.http, NO_LOOKUP) };
  }

  it("login sends ra-core to the second step's page", async () => {
    const { http } = clientAnswering(() => secondStep401('second_step_setup'));
    const authProvider = createAuthProvider(http, NO_LOOKUP);
    await expect(authProvider.login({ username: 'a', password: 'b' })).resolves.toEqual({
      redirectTo: '/second-step',
    });
  });

  it('checkAuth sends a pending session to /second-step, not to /login', async () => {
    const { authProvider } = provider();
    saveToken(TOKEN);
    markSecondStepPending('second_step');
    await expect(authProvider.checkAuth({})).rejects.toEqual({
      redirectTo: '/second-step',
      message: false,
    });
    expect(getToken()).toBe(TOKEN);
  });

  it.each(['second_step', 'second_step_setup'])(
    'checkError on a 401 asking for %s marks the session pending and keeps it',
    async (reason) => {
      const { authProvider } = provider();
      saveToken(TOKEN);
      await expect(
        authProvider.checkError({ status: 401, body: { message: 'no', reason } }),
      ).rejects.toEqual({ redirectTo: '/second-step', logoutUser: false, message: false });
      expect(getToken()).toBe(TOKEN);
      expect(secondStepPending()).toBe(reason);
    },
  );

  it('checkError still signs out on any other 401', async () => {
    const { authProvider } = provider();
    saveToken(TOKEN);
    markSecondStepPending('second_step');
    await expect(
      authProvider.checkError({ status: 401, body: { message: 'Unauthorized' } }),
    ).rejects.toMatchObject({ redirectTo: '/login' });
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(AUTH_SECOND_STEP_KEY)).toBeNull();
  });

  it("keeps a pending session through ra-core's own logout, but not through a sign-out", async () => {
    const { authProvider } = provider();
    saveToken(TOKEN);
    markSecondStepPending('second_step');
    await expect(authProvider.logout({})).resolves.toBe('/second-step');
    expect(getToken()).toBe(TOKEN);
    await authProvider.logout(SIGN_OUT);
    expect(getToken()).toBeNull();
    expect(secondStepPending()).toBeNull();
  });

  it('completeSecondStep makes it a full sign-in and records the login event', async () => {
    const { authProvider, requests } = provider();
    saveToken(TOKEN);
    markSecondStepPending('second_step');
    await authProvider.completeSecondStep();
    expect(secondStepPending()).toBeNull();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await vi.waitFor(() =>
      expect(requests.map((request) => request.url)).toContain('/api/admin/login-info'),
    );
    const event = requests.find((request) => request.url === '/api/admin/login-info')!;
    expect(JSON.parse(event.body!)).toMatchObject({ username: 'dilnoza' });
  });
});

describe("the app's query client", () => {
  const parts = () =>
    createAdminParts({
      settings: DEFAULT_RUNTIME_CONFIG,
      http: Object.assign(vi.fn(), { early: vi.fn() }) as never,
      locale: 'uz',
      messages: uz,
      screens: SCREENS,
    });
  const checkAnswer = (client: ReturnType<typeof parts>['queryClient']) =>
    client.getQueryData(['auth', 'checkAuth', {}]);

  it('answers a full sign-in as signed in at once', () => {
    saveToken(TOKEN);
    expect(checkAnswer(parts().queryClient)).toBe(true);
  });

  it('does not answer a pending session as signed in: its check is asked', () => {
    saveToken(TOKEN);
    markSecondStepPending('second_step');
    expect(checkAnswer(parts().queryClient)).toBeUndefined();
  });
});
