// A screen that the signed-in role may not open (contract/roles.ts: 'list' on its resource): a
// typed address to it shows ra-core's access-denied page, and nothing of the screen is drawn or
// read meanwhile.
import type { ComponentType, FunctionComponent } from 'react';
import type { Resource } from '../../contract/roles';
import { useRequiredAccess } from '../auth/useRequiredAccess';

export function withAccess(resource: Resource, Screen: ComponentType): FunctionComponent {
  function WithAccess() {
    return useRequiredAccess(resource, 'list') ? <Screen /> : null;
  }
  WithAccess.displayName = `WithAccess(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
  return WithAccess;
}
