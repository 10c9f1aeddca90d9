// @vitest-environment jsdom
// The session hint cookie follows the saved token: set with it, cleared with it, and put back for
// a session saved before it existed. It carries no secret.
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY, clearToken, keepSessionHint, saveToken } from '../../src/auth/tokenStore';
import { SESSION_HINT_COOKIE } from '../../contract/pageContract';

const hint = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${SESSION_HINT_COOKIE}=`))
    ?.split('=')[1];

beforeEach(() => {
  localStorage.clear();
  clearToken();
});

describe('the session hint', () => {
  it('is set with the token and cleared with it, holding no credentials', () => {
    saveToken('YWRtaW46c2VjcmV0');
    expect(hint()).toBe('1');
    expect(document.cookie).not.toContain('YWRtaW46c2VjcmV0');
    clearToken();
    expect(hint()).toBeUndefined();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('comes back for a saved session that lacks it, and not without one', () => {
    keepSessionHint();
    expect(hint()).toBeUndefined();
    localStorage.setItem(AUTH_TOKEN_KEY, 'YWRtaW46c2VjcmV0');
    keepSessionHint();
    expect(hint()).toBe('1');
  });
});
