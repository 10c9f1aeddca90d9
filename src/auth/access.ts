// What the signed-in account may do in the panel: the roles table (contract/roles.ts) read for the
// role our server named. Where no server of ours named one (the production backend has no roles),
// everything is offered and the backend decides.
import { canDo, isAction, isResource, type Role } from '../../contract/roles';

export function allowed(role: Role | null, resource: string | undefined, action: string): boolean {
  if (role === null || role === 'owner') return true;
  return isResource(resource) && isAction(action) && canDo(role, resource, action);
}
