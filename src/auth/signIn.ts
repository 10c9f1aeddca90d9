// Sign-in and sign-out without react-admin, shared by the small /login entry and the admin app.
import type { SignInHttp } from './signInHttp';
import { isSecondStepReason, type SecondStepReason } from '../../contract/secondStep';
import { encodeBasicToken } from '../lib/basicToken';
import { recordLoginEvent } from './loginEvent';
import {
  clearToken,
  forgetSignIn,
  keepRole,
  markSecondStepPending,
  roleOfAnswer,
  saveToken,
} from './tokenStore';

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

export interface SignInOutcome {
  /**
   * Our server wants a second step with these credentials (contract/secondStep.ts): they are
   * saved, marked pending, and the panel shows the second step's page; null: signed in.
   */
  secondStep: SecondStepReason | null;
}

/** The second step a failed call asks for: our server's 401 {reason}; null for any other. */
export function secondStepReasonOf(error: unknown): SecondStepReason | null {
  const failed = error as { status?: unknown; body?: unknown } | null;
  if (failed?.status !== 401) return null;
  const reason = (failed.body as { reason?: unknown } | null | undefined)?.reason;
  return isSecondStepReason(reason) ? reason : null;
}

export async function signIn(
  http: SignInHttp,
  { username, password, geolocationUrl }: SignInRequest,
): Promise<SignInOutcome> {
  const token = encodeBasicToken(username, password);
  clearToken();
  let headers: Headers;
  try {
    // A sign-in is a check of the password, never an answer kept from an earlier one: our
    // server records the sign-in's event only after checking it (server/auth/loginEvents.ts).
    ({ headers } = await http('/features', { token, headers: { 'Cache-Control': 'no-cache' } }));
  } catch (error) {
    const secondStep = secondStepReasonOf(error);
    if (!secondStep) throw error;
    // The password is right; the second step is still to take. The login event waits for it
    // (recordSignIn), as a sign-in is complete only then.
    saveToken(token);
    markSecondStepPending(secondStep);
    return { secondStep };
  }
  saveToken(token);
  // Our server names the account's role with the answer: the panel knows it before any screen.
  const role = roleOfAnswer(headers);
  if (role) keepRole(role);
  recordSignIn(http, username, geolocationUrl);
  return { secondStep: null };
}

/** Records the completed sign-in (the login event), never delaying it. */
export function recordSignIn(http: SignInHttp, username: string, geolocationUrl: string): void {
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
