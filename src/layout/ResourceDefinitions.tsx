// react-admin's resource definitions (the menu's, the links', the breadcrumbs' source), derived from
// the app's <Resource> children when they change. ra-core registers them one by one in effects
// after the first drawing, and again after its routes' own effect: each round re-drew every
// reader of the definitions (the menu, the app bar, each link) on the way to the first screen.
import { Children, useMemo, type ReactNode } from 'react';
import {
  ResourceDefinitionContext,
  type ResourceDefinitionContextValue,
  type ResourceDefinitions,
} from 'ra-core';
import { registeredDefinition } from '../raCoreInternals/registerResource';

/** Each <Resource> child's definition, as ra-core's registration makes it (its registerResource). */
export function definitionsOf(children: ReactNode): ResourceDefinitions {
  const definitions: ResourceDefinitions = {};
  Children.forEach(children, (child) => {
    const definition = registeredDefinition(child);
    if (definition) definitions[definition.name] = definition;
  });
  return definitions;
}

// ra-core's registration still runs: it finds the definitions there already.
const registered = () => undefined;

/** Provides the definitions of the <Resource> elements in `resources` to `children`. */
export function ResourceDefinitions({
  resources,
  children,
}: {
  resources: ReactNode;
  children: ReactNode;
}) {
  const value = useMemo<ResourceDefinitionContextValue>(
    () => ({ definitions: definitionsOf(resources), register: registered, unregister: registered }),
    [resources],
  );
  return (
    <ResourceDefinitionContext.Provider value={value}>
      {children}
    </ResourceDefinitionContext.Provider>
  );
}
