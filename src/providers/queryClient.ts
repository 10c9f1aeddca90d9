// react-query's client for the whole panel. Reads are not retried: react-query's default retries
// a failed read three times with back-off (about 7 s), while the screen shows nothing and then
// misleads (an add-card dialog with an empty account list whose save asks to pick an account).
// An admin sees the failure at once, in the UI language, and retries by hand; a 401 reaches
// the sign-out at once. Screens do not repeat this per query.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}
