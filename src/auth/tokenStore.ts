// The saved credentials (SPEC §4: localStorage key authToken) and who they belong to.
import { usernameFromBasicToken } from '../lib/basicToken';

export const AUTH_TOKEN_KEY = 'authToken';

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function saveToken(token: string): void {
  window.localStorage.setItem(AUTH_TOKEN_KEY, token);
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

export function currentUsername(): string | null {
  const token = getToken();
  return token ? usernameFromBasicToken(token) : null;
}
