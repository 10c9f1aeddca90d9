// react-admin's view of the session kept by src/auth (docs/product.md: States; docs/backend.md:
// Authentication), our server's second step included (contract/secondStep.ts).
import type { AuthProvider } from 'ra-core';
import type { HttpClient } from './httpClient';
import type { RuntimeConfig } from '../settings/settings';
import { recordSignIn, secondStepReasonOf, signIn, signOut } from '../auth/signIn';
import {
  clearSecondStepPending,
  currentRole,
  currentUsername,
  isSignedIn,
  markSecondStepPending,
  SECOND_STEP_PATH,
  secondStepPending,
} from '../auth/tokenStore';
import { allowed } from '../auth/access';
import { rememberReturnPath } from '../auth/returnPath';
import { readTelegramSession } from '../auth/telegramSession';
import { isMiniAppLaunch, markMiniAppSignedOut } from '../auth/miniAppLaunch';

/**
 * What the panel's own "sign out" passes to ra-core's logout: the person ends the session, a
 * pending second step's too. ra-core also calls logout by itself (without it) whenever its auth
 * check fails, which a pending second step does: that session is kept and its page shown.
 */
export const SIGN_OUT = { signOut: true } as const;

export interface AppAuthProvider extends AuthProvider {
  /** The second step is taken (its page calls this): a full sign-in, recorded as one. */
  completeSecondStep(): Promise<void>;
}

export function createAuthProvider(
  http: HttpClient,
  settings: Pick<RuntimeConfig, 'geolocationUrl'>,
): AppAuthProvider {
  // No getPermissions: without it ra-core's permission checks (the dashboard's route, the
  // resource registration) are settled at once instead of after a query that the first screen
  // waits for. Access follows the role our server named (contract/roles.ts), answered at once from
  // the query client (providers/accessQueries.ts); the server decides all the same.
  return {
    async login({ username, password }: { username: string; password: string }) {
      const { secondStep } = await signIn(http, {
        username,
        password,
        geolocationUrl: settings.geolocationUrl,
      });
      // ra-core goes where login says: the second step's page instead of the page asked for.
      return secondStep ? { redirectTo: SECOND_STEP_PATH } : undefined;
    },
    async logout(params?: { signOut?: boolean }) {
      if (secondStepPending() && !params?.signOut) return SECOND_STEP_PATH;
      // A Telegram session ends on the server too (its token would work until it expires).
      if (readTelegramSession()) {
        await http('/telegram/session', { method: 'DELETE' }).catch(() => undefined);
      }
      signOut();
      // Already on the sign-in page: a later refusal (another read's 401, answered after the
      // first sent the admin here) has nothing to add; its redirect would only replace the page
      // to return to with the sign-in page itself (ra-core keeps it in the address's state).
      if (!params?.signOut && window.location.pathname === '/login') return false;
      // Inside Telegram no password is typed: the start-up says the admin has signed out.
      if (isMiniAppLaunch()) {
        markMiniAppSignedOut();
        window.location.replace('/');
        return false;
      }
    },
    // Only the saved session: the app's query client starts with this answer (App.tsx).
    async checkAuth() {
      if (!isSignedIn()) throw { redirectTo: '/login', message: false };
      if (secondStepPending()) throw { redirectTo: SECOND_STEP_PATH, message: false };
    },
    async checkError(error: { status?: number; body?: unknown }) {
      // Our server wants the second step (its device session ended, or a role now needs one):
      // the session stays, and the second step's page asks for it.
      const secondStep = secondStepReasonOf(error);
      if (secondStep) {
        markSecondStepPending(secondStep);
        // Back here once it is passed.
        const { pathname, search } = window.location;
        if (pathname !== SECOND_STEP_PATH) rememberReturnPath(pathname + search);
        throw { redirectTo: SECOND_STEP_PATH, logoutUser: false, message: false };
      }
      // A 401 means the saved credentials no longer work: sign out. A 403 is a refusal of one
      // action (the account's role), which the screen says; the session stays.
      if (error?.status === 401) {
        signOut();
        throw { redirectTo: '/login', message: false };
      }
    },
    async canAccess({ resource, action }: { resource?: string; action: string }) {
      return allowed(currentRole(), resource, action);
    },
    async getIdentity() {
      const username = currentUsername();
      if (!username) throw new Error('Not signed in');
      return { id: username, fullName: username };
    },
    async completeSecondStep() {
      clearSecondStepPending();
      const username = currentUsername();
      if (username) recordSignIn(http, username, settings.geolocationUrl);
    },
  };
}
