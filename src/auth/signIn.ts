// Sign-in and sign-out without react-admin, shared by the small /login entry and the admin app.
import type { HttpClient } from '../providers/httpClient';
import { encodeBasicToken } from '../lib/basicToken';
import { recordLoginEvent } from './loginEvent';
import { clearToken, forgetSignIn, keepRole, roleOfAnswer, saveToken } from './tokenStore';

/**
 * Confirms the credentials and saves them. The production backend answers GET /admin/login to
 * anyone (docs/backend.md: Authentication), so the check is GET /features, which needs valid credentials everywhere.
 * Rejects with the ApiError of that call; nothing is saved then.
 */
export interface SignInRequest {
  username: string;
  password: string;
  /** The runtime setting of the login event's address lookup ('' = none). */
  geolocationUrl: string;
}

export async function signIn(
  http: HttpClient,
  { username, password, geolocationUrl }: SignInRequest,
): Promise<void> {
  const token = encodeBasicToken(username, password);
  clearToken();
  const { headers } = await http('/features', { token });
  saveToken(token);
  // Our server names the account's role with the answer: the panel knows it before any screen.
  const role = roleOfAnswer(headers);
  if (role) keepRole(role);
  void recordLoginEvent({
    http,
    username,
    userAgent: navigator.userAgent,
    geolocationUrl,
  });
}

/** Forgets the saved credentials and any Telegram session. */
export function signOut(): void {
  forgetSignIn();
}
