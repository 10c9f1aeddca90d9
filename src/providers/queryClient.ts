// react-query's client for the whole panel. Reads are not retried: react-query's default retries
// a failed read three times with back-off (about 7 s), while the screen shows nothing and then
// misleads (an add-card dialog with an empty account list whose save asks to pick an account).
// An admin sees the failure at once, in the UI language, and retries by hand; a 401 reaches
// the sign-out at once. Screens do not repeat this per query.
import { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'ra-core';
import {
  APP_AUTH_CHECK_KEY,
  APP_PERMISSIONS_KEY,
  CHECK_AUTH_QUERY,
  NO_PERMISSIONS,
} from '../raCoreInternals/authQueries';

/**
 * How long a settled auth check stands (ra-core's own default for permissions). ra-core asks
 * again whenever a screen mounts a check of its own; ours only reads the saved session, which an
 * answer of 401 ends anyway, and each repeat re-drew the whole app (the router's routes watch it)
 * while the first screen was drawing its data.
 */
const AUTH_CHECK_STALE_MS = 5 * 60 * 1000;

/** What the app's query client starts with, from the start-up. */
export interface KnownAuth {
  /** The session the auth provider's check reads (auth/tokenStore.ts) is there. */
  signedIn: boolean;
  authProvider: AuthProvider;
}

/**
 * The answers ra-core would ask for at once and that are known here, in the client from the
 * start as if asked and answered: without them the app's first drawing is a loading page
 * (requireAuth), every list's read waits for the check (useListController), and the permissions'
 * answer (ra-core's `[]` for an auth provider without getPermissions) re-draws the whole app
 * from its routes down, one round of drawing each on the way to the first screen.
 */
export function createQueryClient(known?: KnownAuth): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryDefaults([...CHECK_AUTH_QUERY], { staleTime: AUTH_CHECK_STALE_MS });
  if (known?.signedIn) client.setQueryData(APP_AUTH_CHECK_KEY, true);
  if (known && !known.authProvider.getPermissions) {
    client.setQueryData(APP_PERMISSIONS_KEY, NO_PERMISSIONS);
  }
  return client;
}

/** The session has just become a full sign-in (the second step taken): the check says so. */
export function answerSignedIn(client: QueryClient): void {
  client.setQueryData(APP_AUTH_CHECK_KEY, true);
}
