// react-admin's <Resource> mounts its list on "/*" and its edit view on ":id/*", so any deeper
// path (/cards/123/extra, /cards/create without a create view) would render that screen. The
// spec sends every path it does not list to the dashboard; this guard does that for a screen
// reached with a remainder after its own route.
import type { ComponentType, FunctionComponent } from 'react';
import { Navigate, useParams } from 'react-router-dom';

/** `Screen`, rendered only when nothing follows its route; otherwise a redirect to `/`. */
export function exactPath(Screen: ComponentType): FunctionComponent {
  function ExactPath() {
    const rest = useParams()['*'];
    if (rest) return <Navigate to="/" replace />;
    return <Screen />;
  }
  ExactPath.displayName = `ExactPath(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
  return ExactPath;
}
