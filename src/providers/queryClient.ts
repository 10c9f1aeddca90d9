// react-query's client for the whole panel. Reads are not retried: react-query's default retries
// a failed read three times with back-off (about 7 s), while the screen shows nothing and then
// misleads (an add-card dialog with an empty account list whose save asks to pick an account).
// An admin sees the failure at once, in the UI language, and retries by hand; a 401 reaches
// the sign-out at once. Screens do not repeat this per query.
import { QueryClient } from '@tanstack/react-query';

/** ra-core's query of `authProvider.checkAuth` (useAuthState), by its key's first parts. */
export const CHECK_AUTH_QUERY = ['auth', 'checkAuth'] as const;

/**
 * How long a settled auth check stands (ra-core's own default for permissions). ra-core asks
 * again whenever a screen mounts a check of its own; ours only reads the saved session, which an
 * answer of 401 ends anyway, and each repeat re-drew the whole app (the router's routes watch it)
 * while the first screen was drawing its data.
 */
const AUTH_CHECK_STALE_MS = 5 * 60 * 1000;

/** ra-core's key of the check without parameters (useAuthState's default `{}`). */
const APP_AUTH_CHECK = [...CHECK_AUTH_QUERY, {}];

/**
 * `signedIn`: the session the auth provider's check reads (auth/tokenStore.ts) is there. The
 * check's answer is then in the client from the start, as if asked and answered: otherwise the
 * app's first drawing is a loading page (requireAuth) and every list's read waits for the answer
 * (ra-core's useListController), one round of drawing each, on the way to the first screen.
 */
export function createQueryClient(signedIn = false): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryDefaults([...CHECK_AUTH_QUERY], { staleTime: AUTH_CHECK_STALE_MS });
  if (signedIn) client.setQueryData(APP_AUTH_CHECK, true);
  return client;
}
