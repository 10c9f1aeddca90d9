// @vitest-environment jsdom
// The sign-in by Telegram's init data, sent by the start-up as the page starts (before the SDK and
// the admin app are there), and where the launch opens the panel.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readTelegramSession } from '../../src/auth/telegramSession';
import { currentRole } from '../../src/auth/tokenStore';
import type { AppHttpClient } from '../../src/providers/httpClient';
import { ApiError } from '../../src/providers/httpClient';
import { markMiniAppSignedOut, isMiniAppLaunch } from '../../src/auth/miniAppLaunch';
import { launchSignIn, miniAppStartPath } from '../../src/telegram/signIn';

const INIT_DATA = 'query_id=AAH&user=%7B%22id%22%3A5%7D&auth_date=1&hash=abc';

function openAt(address: string) {
  window.history.replaceState(null, '', address);
}

function fakeHttp(answer: () => Promise<unknown>) {
  const http = vi.fn(answer);
  return { http: http as unknown as AppHttpClient, calls: http.mock.calls };
}

const session = () =>
  Promise.resolve({
    status: 200,
    data: {
      token: 'tok',
      expiresAt: '2999-01-01T00:00:00Z',
      account: { username: 'dilnoza', role: 'operator' },
    },
  });

beforeEach(() => sessionStorage.clear());
afterEach(() => openAt('/'));

describe("the sign-in of Telegram's launch", () => {
  it('is sent at once with the init data from the address, and keeps the session', async () => {
    openAt(`/#tgWebAppData=${encodeURIComponent(INIT_DATA)}&tgWebAppVersion=8.0`);
    const { http, calls } = fakeHttp(session);
    const sent = launchSignIn(http);
    expect(calls).toEqual([
      ['/telegram/session', { method: 'POST', body: { initData: INIT_DATA }, token: null }],
    ]);
    await sent;
    expect(readTelegramSession()).toMatchObject({ token: 'tok', username: 'dilnoza' });
    // The role the server gave the session is what the panel offers (auth/access.ts).
    expect(currentRole()).toBe('operator');
  });

  it('is not sent on a reload without the launch parameters, nor after signing out', () => {
    const { http, calls } = fakeHttp(session);
    openAt('/transactions');
    expect(launchSignIn(http)).toBeUndefined();
    openAt(`/#tgWebAppData=${encodeURIComponent(INIT_DATA)}`);
    isMiniAppLaunch();
    markMiniAppSignedOut();
    expect(launchSignIn(http)).toBeUndefined();
    expect(calls).toHaveLength(0);
  });

  it("hands the server's refusal to whoever awaits it, and keeps no session", async () => {
    openAt(`/#tgWebAppData=${encodeURIComponent(INIT_DATA)}`);
    const refusal = new ApiError('unlinked', 401, { reason: 'unlinked' });
    const { http } = fakeHttp(() => Promise.reject(refusal));
    await expect(launchSignIn(http)).rejects.toBe(refusal);
    expect(readTelegramSession()).toBeNull();
  });
});

describe('where the Mini App opens', () => {
  it("is the start parameter's place on Telegram's launch", () => {
    openAt('/#tgWebAppData=x&tgWebAppStartParam=pending');
    expect(miniAppStartPath()).toBe(
      `/transactions?${new URLSearchParams({ filter: '{"status":"PENDING_ADMIN"}' })}`,
    );
    openAt('/#tgWebAppData=x&tgWebAppStartParam=anything');
    expect(miniAppStartPath()).toBe('/');
  });

  it('is where the tab already is on a reload', () => {
    openAt('/cards?page=2');
    expect(miniAppStartPath()).toBe('/cards?page=2');
  });
});
