// ra-core asks authProvider.canAccess through react-query (useCanAccess: the menu, the buttons, the
// page controllers' useRequireAccess). The answer is known here without asking (the role came with
// the sign-in), so each such query is answered as it is made: without this, every check is a
// loading state first and a round of drawing more before the screen, and every list's read waits
// for it. A role the server names later (an owner changed it) answers them all again.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Role } from '../../contract/roles';
import { allowed } from '../auth/access';
import { CAN_ACCESS_QUERY, canAccessAnswer, isCanAccessKey } from '../raCoreInternals/authQueries';

const answerOf = (key: QueryKey, role: Role | null) =>
  canAccessAnswer(key, (resource, action) => allowed(role, resource, action));

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
