// The saved credentials (docs/product.md: States: localStorage key authToken) and who they belong
// to, and a cookie that only says a session exists (no secret in it): the server then adds preload
// links for the admin app to the page it sends (server/plugins/panelIndex.ts), so a signed-in visit
// downloads the app alongside the start-up code instead of after it, while a signed-out visit (the
// sign-in page) still downloads none of it.
import { isRole, ROLE_HEADER, type Role } from '../../contract/roles';
import { isSecondStepReason, type SecondStepReason } from '../../contract/secondStep';
import { usernameFromBasicToken } from '../lib/basicToken';
import { SESSION_HINT_COOKIE } from '../../contract/pageContract';
import { clearTelegramSession, readTelegramSession, saveTelegramSession } from './telegramSession';

export const AUTH_TOKEN_KEY = 'authToken';
/** The role our server gave the saved credentials (contract/roles.ts); none on the bare backend. */
export const AUTH_ROLE_KEY = 'authRole';
/**
 * Our server's second step still to take with the saved credentials (contract/secondStep.ts): its
 * reason ('second_step' or 'second_step_setup'); absent once it is taken, and on the bare backend.
 */
export const AUTH_SECOND_STEP_KEY = 'authSecondStep';
/** The second step's page (signIn/secondStep/), where a pending session is sent. */
export const SECOND_STEP_PATH = '/second-step';
// Browsers keep a cookie at most 400 days; the token itself does not expire.
const HINT_MAX_AGE_SECONDS = 400 * 24 * 3600;

function writeSessionHint(on: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = on ? `1; Max-Age=${HINT_MAX_AGE_SECONDS}` : '; Max-Age=0';
  document.cookie = `${SESSION_HINT_COOKIE}=${value}; Path=/; SameSite=Strict${secure}`;
}

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function saveToken(token: string): void {
  window.localStorage.setItem(AUTH_TOKEN_KEY, token);
  writeSessionHint(true);
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
    window.localStorage.removeItem(AUTH_ROLE_KEY);
    window.localStorage.removeItem(AUTH_SECOND_STEP_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
  writeSessionHint(false);
}

/** The saved credentials still need the second step, for this reason (our server said so). */
export function markSecondStepPending(reason: SecondStepReason): void {
  window.localStorage.setItem(AUTH_SECOND_STEP_KEY, reason);
}

/** The second step the saved credentials still need, or null (none, or taken). */
export function secondStepPending(): SecondStepReason | null {
  try {
    const stored = window.localStorage.getItem(AUTH_SECOND_STEP_KEY);
    return isSecondStepReason(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The second step is taken: the saved credentials are a full sign-in again. */
export function clearSecondStepPending(): void {
  try {
    window.localStorage.removeItem(AUTH_SECOND_STEP_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** A session saved before the hint existed (or whose cookie was cleared) gets it back. */
export function keepSessionHint(): void {
  const present = document.cookie.split('; ').some((pair) => pair === `${SESSION_HINT_COOKIE}=1`);
  if (getToken() && !present) writeSessionHint(true);
}

/**
 * What signs the panel's requests in: a Telegram session (inside Telegram, telegramSession.ts),
 * else the saved credentials; null when neither is there.
 */
export function getAuthorization(): string | null {
  const session = readTelegramSession();
  if (session) return `Bearer ${session.token}`;
  const token = getToken();
  return token ? `Basic ${token}` : null;
}

export const isSignedIn = (): boolean => getAuthorization() !== null;

export function currentUsername(): string | null {
  const session = readTelegramSession();
  if (session) return session.username;
  const token = getToken();
  return token ? usernameFromBasicToken(token) : null;
}

/** Forgets every way of signing in (the saved credentials and a Telegram session). */
export function forgetSignIn(): void {
  clearTelegramSession();
  clearToken();
}

/**
 * What the signed-in account may do, as our server said with its answers; null where no server
 * of ours said it (the production backend has no roles: the panel then offers everything and
 * the backend decides).
 */
export function currentRole(): Role | null {
  const session = readTelegramSession();
  if (session) return session.role ?? null;
  try {
    const stored = window.localStorage.getItem(AUTH_ROLE_KEY);
    return isRole(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The role an answer names (ROLE_HEADER), or null. */
export function roleOfAnswer(headers: Headers): Role | null {
  const role = headers.get(ROLE_HEADER);
  return isRole(role) ? role : null;
}

const roleListeners = new Set<(role: Role) => void>();

/** Calls `listener` whenever the server names a role other than the kept one. */
export function onRoleChange(listener: (role: Role) => void): () => void {
  roleListeners.add(listener);
  return () => roleListeners.delete(listener);
}

/** Keeps the role the server named with the current sign-in, telling the listeners of a change. */
export function keepRole(role: Role): void {
  if (role === currentRole()) return;
  const session = readTelegramSession();
  if (session) saveTelegramSession({ ...session, role });
  else if (getToken()) window.localStorage.setItem(AUTH_ROLE_KEY, role);
  else return;
  for (const listener of roleListeners) listener(role);
}
