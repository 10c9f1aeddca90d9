// ra-core's react-query keys of its auth questions, and the answers it keeps under them: the app's
// query client holds the answers it knows before they are asked (providers/queryClient.ts,
// providers/accessQueries.ts). The keys are ra-core's own code (useAuthState, usePermissions,
// useCanAccess, useCanAccessResources), not its public API.
import type { QueryKey } from '@tanstack/react-query';

/** The query of `authProvider.checkAuth` (useAuthState), by its key's first parts. */
export const CHECK_AUTH_QUERY = ['auth', 'checkAuth'] as const;

/** The check the app's routes make: useAuthState without parameters (its default `{}`). */
export const APP_AUTH_CHECK_KEY = [...CHECK_AUTH_QUERY, {}];

/** The permissions without parameters (usePermissions' default `{}`). */
export const APP_PERMISSIONS_KEY = ['auth', 'getPermissions', {}];

/** What usePermissions keeps when the auth provider has no getPermissions. */
export const NO_PERMISSIONS: readonly unknown[] = [];

/**
 * The queries of `authProvider.canAccess`: ['auth', 'canAccess', {resource, action, ...}]
 * (useCanAccess), or ['auth', 'canAccess', resources, action, record] (useCanAccessResources).
 */
export const CAN_ACCESS_QUERY = ['auth', 'canAccess'] as const;

export const isCanAccessKey = (key: QueryKey): boolean =>
  key[0] === CAN_ACCESS_QUERY[0] && key[1] === CAN_ACCESS_QUERY[1];

/**
 * The answer ra-core keeps for the canAccess query of `key`, with `decide` answering for one
 * resource and action: useCanAccess's is a boolean, useCanAccessResources' one per resource.
 */
export function canAccessAnswer(
  key: QueryKey,
  decide: (resource: string | undefined, action: string) => boolean,
): boolean | Record<string, boolean> {
  if (Array.isArray(key[2])) {
    const action = String(key[3]);
    return Object.fromEntries(
      (key[2] as string[]).map((resource) => [resource, decide(resource, action)]),
    );
  }
  const params = (key[2] ?? {}) as { resource?: string; action?: string };
  return decide(params.resource, params.action ?? '');
}
