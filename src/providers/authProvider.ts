// react-admin's view of the session kept by src/auth (docs/product.md: States; docs/backend.md:
// Authentication).
import type { AuthProvider } from 'ra-core';
import type { HttpClient } from './httpClient';
import type { RuntimeConfig } from '../settings/settings';
import { signIn, signOut } from '../auth/signIn';
import { currentRole, currentUsername, isSignedIn } from '../auth/tokenStore';
import { allowed } from '../auth/access';
import { readTelegramSession } from '../auth/telegramSession';
import { isMiniAppLaunch, markMiniAppSignedOut } from '../telegram/launch';

export function createAuthProvider(
  http: HttpClient,
  settings: Pick<RuntimeConfig, 'geolocationUrl'>,
): AuthProvider {
  // No getPermissions: without it ra-core's permission checks (the dashboard's route, the
  // resource registration) are settled at once instead of after a query that the first screen
  // waits for. Access follows the role our server named (contract/roles.ts), answered at once from
  // the query client (providers/accessQueries.ts); the server decides all the same.
  return {
    async login({ username, password }: { username: string; password: string }) {
      await signIn(http, { username, password, geolocationUrl: settings.geolocationUrl });
    },
    async logout() {
      // A Telegram session ends on the server too (its token would work until it expires).
      if (readTelegramSession()) {
        await http('/telegram/session', { method: 'DELETE' }).catch(() => undefined);
      }
      signOut();
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
    },
    async checkError(error: { status?: number }) {
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
  };
}
