// A screen that the signed-in role may not open (contract/roles.ts: 'list' on its resource, or the
// action its declaration names): a
// typed address to it shows ra-core's access-denied page, and nothing of the screen is drawn or
// read meanwhile.
import type { ComponentType, FunctionComponent } from 'react';
import type { Resource } from '../../../contract/roles';
import type { ScreenAction } from '../../registry/types';
import { useRequiredAccess } from '../../auth/useRequiredAccess';

export function withAccess(
  resource: Resource,
  Screen: ComponentType,
  action: ScreenAction = 'list',
): FunctionComponent {
  function WithAccess() {
    return useRequiredAccess(resource, action) ? <Screen /> : null;
  }
  WithAccess.displayName = `WithAccess(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
  return WithAccess;
}
