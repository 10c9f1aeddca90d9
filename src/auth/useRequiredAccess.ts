// A page that the role may not open: ra-core's useRequireAccess sends a typed address to its
// access-denied page, and the answer says whether anything of the page (its form, its reads) may
// happen. ra-core's page controllers (ListBase, EditBase...) do this themselves; pages of our own
// (the custom routes, the Oson account pages) use this.
import { useRequireAccess } from 'ra-core';
import type { Action, Resource } from '../../contract/roles';
import { useCan } from './useCan';

export function useRequiredAccess(resource: Resource, action: Action): boolean {
  useRequireAccess({ resource, action });
  return useCan(resource, action);
}
