// ra-core's react-router adapter (ra-core/src/routing/adapters/reactRouterProvider.tsx), less the
// branch the panel never takes: where the app has no router of its own, ra-core creates a hash
// data router (createHashRouter, RouterProvider). The panel always renders inside its own
// BrowserRouter, and that unused branch alone brought react-router's whole data router to every
// signed-in screen. loadTime/build.ts (RA_CORE_SHIMS) puts this module in the place of ra-core's
// own; the hooks and components are react-router's, as in ra-core. A copy of a module of ra-core's
// own, not of its public API: tests/raCoreInternals/reliances.test.tsx holds it to the installed one.
import { createElement, Fragment, useCallback, useContext, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import {
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate as useReactRouterNavigate,
  useParams,
} from 'react-router';
import type { RouterNavigateFunction, RouterProvider } from 'ra-core';

/** Blocking a navigation needs a data router, which the panel does not use. */
function useCanBlock(): boolean {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const dataRouterState = useContext(UNSAFE_DataRouterStateContext);
  return !!(dataRouter && dataRouterState);
}

/** react-router's navigate, as one stable function (react-router's changes at every navigation). */
function useNavigate(): RouterNavigateFunction {
  const navigate = useReactRouterNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useCallback(
    (...args: Parameters<RouterNavigateFunction>) =>
      (latest.current as RouterNavigateFunction)(...args),
    [],
  ) as RouterNavigateFunction;
}

function RouterWrapper({ children }: { basename?: string; children: ReactNode }) {
  if (!useInRouterContext()) {
    throw new Error('The admin must be rendered inside a router (App.tsx gives it BrowserRouter)');
  }
  return createElement(Fragment, null, children);
}

export const reactRouterProvider: RouterProvider = {
  useNavigate,
  useLocation,
  useParams: useParams as RouterProvider['useParams'],
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock,
  Link,
  Navigate,
  // react-router's Route declares its props as a union the adapter's type does not spell out;
  // ra-core hands the same component over.
  Route: Route as RouterProvider['Route'],
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
};
