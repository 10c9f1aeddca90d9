// ra-core asks authProvider.canAccess through react-query (useCanAccess: the menu, the buttons, the
// page controllers' useRequireAccess). The answer is known here without asking (the role came with
// the sign-in), so each such query is answered as it is made: without this, every check is a
// loading state first and a round of drawing more before the screen, and every list's read waits
// for it. A role the server names later (an owner changed it) answers them all again.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Role } from '../../contract/roles';
import { allowed } from '../auth/access';

/**
 * ra-core's key of its canAccess queries: ['auth', 'canAccess', {resource, action, ...}]
 * (useCanAccess), or ['auth', 'canAccess', resources, action, record] (useCanAccessResources).
 */
export const CAN_ACCESS_QUERY = ['auth', 'canAccess'] as const;

function isCanAccessKey(key: QueryKey): boolean {
  return key[0] === CAN_ACCESS_QUERY[0] && key[1] === CAN_ACCESS_QUERY[1];
}

function answerOf(key: QueryKey, role: Role | null): boolean | Record<string, boolean> {
  if (Array.isArray(key[2])) {
    const action = String(key[3]);
    return Object.fromEntries(
      (key[2] as string[]).map((resource) => [resource, allowed(role, resource, action)]),
    );
  }
  const params = (key[2] ?? {}) as { resource?: string; action?: string };
  return allowed(role, params.resource, params.action ?? '');
}

export interface AccessSource {
  currentRole: () => Role | null;
  onRoleChange: (listener: () => void) => unknown;
}

export function answerAccessAtOnce(client: QueryClient, source: AccessSource): void {
  // Answered once, kept: never asked again in the background (a round of drawing each time).
  client.setQueryDefaults([...CAN_ACCESS_QUERY], { staleTime: Infinity });
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' || !isCanAccessKey(event.query.queryKey)) return;
    client.setQueryData(event.query.queryKey, answerOf(event.query.queryKey, source.currentRole()));
  });
  source.onRoleChange(() => {
    for (const query of client.getQueryCache().findAll({ queryKey: [...CAN_ACCESS_QUERY] })) {
      client.setQueryData(query.queryKey, answerOf(query.queryKey, source.currentRole()));
    }
  });
}
