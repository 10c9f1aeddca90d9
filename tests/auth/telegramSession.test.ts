// @vitest-environment jsdom
// A Telegram session signs the panel's requests in (Bearer) before saved credentials (Basic),
// until it expires; signing out forgets both.
import { beforeEach, describe, expect, it } from 'vitest';
import { saveTelegramSession } from '../../src/auth/telegramSession';
import {
  currentUsername,
  forgetSignIn,
  getAuthorization,
  isSignedIn,
  saveToken,
} from '../../src/auth/tokenStore';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

describe('the sign-in the requests carry', () => {
  it('is the Telegram session first, then the saved credentials, else none', () => {
    expect(getAuthorization()).toBeNull();
    expect(isSignedIn()).toBe(false);
    saveToken(btoa('admin:secret'));
    expect(getAuthorization()).toBe(`Basic ${btoa('admin:secret')}`);
    saveTelegramSession({ token: 'abc', username: 'dilnoza', expiresAt: inAnHour() });
    expect(getAuthorization()).toBe('Bearer abc');
    expect(currentUsername()).toBe('dilnoza');
    forgetSignIn();
    expect(getAuthorization()).toBeNull();
  });

  it('drops an expired session', () => {
    saveTelegramSession({
      token: 'abc',
      username: 'dilnoza',
      expiresAt: new Date(0).toISOString(),
    });
    expect(getAuthorization()).toBeNull();
  });
});
