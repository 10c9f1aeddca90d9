// Whether the signed-in account's role allows an action (contract/roles.ts), through ra-core's
// access control (authProvider.canAccess, answered at once: providers/accessQueries.ts). A control
// the role cannot use is not shown; the server refuses it all the same.
import { useCanAccess } from 'ra-core';
import type { Action, Resource } from '../../contract/roles';

export function useCan(resource: Resource, action: Action): boolean {
  return useCanAccess({ resource, action }).canAccess === true;
}
