// How ra-core's admin turns a <Resource> child into the resource's definition (the menu's, the
// links', the breadcrumbs' source): it calls the static `registerResource(props, permissions)` of
// the child's component, ra-core's Resource's own or a custom one's. layout/ResourceDefinitions.tsx
// makes the definitions itself, once, the same way; the static is not ra-core's public API.
import { isValidElement, type ReactNode } from 'react';
import type { ResourceDefinition, ResourceProps } from 'ra-core';

interface Registrable {
  registerResource: (props: ResourceProps) => ResourceDefinition;
}

const isRegistrable = (type: unknown): type is Registrable =>
  typeof (type as Partial<Registrable> | null)?.registerResource === 'function';

/** The definition ra-core's registration makes of `child`, if it is a resource element. */
export function registeredDefinition(child: ReactNode): ResourceDefinition | undefined {
  if (!isValidElement(child) || !isRegistrable(child.type)) return undefined;
  return child.type.registerResource(child.props as ResourceProps);
}
