// The one admin composition: providers, and the declared screens (screens.ts) as
// react-admin's resources and custom routes, with the catch-all.
import { useState, type FunctionComponent } from 'react';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { CustomRoutes, Resource } from 'ra-core';
import { AdminShell } from './layout/AdminShell';
import { AppLayout } from './layout/AppLayout';
import { AdminLoginPage } from './signIn/login/AdminLoginPage';
import { SecondStepRoute } from './signIn/secondStep/SecondStepRoute';
import { SECOND_STEP_PATH } from './auth/tokenStore';
import { ScreensContext } from './layout/useScreens';
import { lazyView } from './registry/lazyView';
import { accessActionOf, accessOf, type ScreenDeclaration, type View } from './registry/types';
import { exactPath } from './ui/admin/exactPath';
import { withAccess } from './ui/admin/withAccess';
import { withCapability } from './ui/admin/withCapability';
import type { RuntimeConfig } from './settings/settings';
import { SettingsContext } from './settings/useSettings';
import type { AdminParts } from './adminParts';
import { TelegramContext, type TelegramIntegration } from './telegram/integration';
import './ui/theme.css';

export interface AppProps {
  settings: RuntimeConfig;
  screens: readonly ScreenDeclaration[];
  /** The providers, made before the first drawing (adminParts.ts). */
  parts: AdminParts;
  /** Telegram's side when the panel runs as a Mini App (telegram/miniApp.ts). */
  telegram?: TelegramIntegration;
}

/**
 * A declared view as a route's component: guarded by the role's access to it, and by its
 * capability if it is an extra.
 */
function screenView(screen: ScreenDeclaration, view: View): FunctionComponent {
  const Screen = withAccess(accessOf(screen), lazyView(view), accessActionOf(screen));
  return screen.capability ? withCapability(screen.capability, Screen) : Screen;
}

/** Any unknown path of a signed-in admin leads to the dashboard (docs/product.md: Screens). */
function GoHome() {
  return <Navigate to="/" replace />;
}

export default function App(props: AppProps) {
  return (
    <SettingsContext.Provider value={props.settings}>
      <ScreensContext.Provider value={props.screens}>
        <TelegramContext.Provider value={props.telegram ?? null}>
          <AdminApp parts={props.parts} screens={props.screens} />
        </TelegramContext.Provider>
      </ScreensContext.Provider>
    </SettingsContext.Provider>
  );
}

/** The screens' components, made once: a new component type at each render would remount. */
function routedScreens(screens: readonly ScreenDeclaration[]) {
  // The dashboard too ('/'): as react-admin's `dashboard` it would wait for a permission check
  // of its own (WithPermissions) after the app's, a round of drawing more before it can start
  // reading its figures. Declared before ra-core's own '/' route, it is the one matched.
  const pages = screens.flatMap((screen) =>
    screen.kind === 'page' ? [{ path: screen.path, Page: screenView(screen, screen.view) }] : [],
  );
  const resources = screens.flatMap((screen) => {
    if (screen.kind !== 'resource') return [];
    // react-admin mounts a list on "/*" and an edit view on ":id/*": exactPath sends any
    // remainder (/cards/123/extra) to the dashboard, as the spec wants.
    const routed = (view: View | undefined) => view && exactPath(screenView(screen, view));
    return [
      {
        screen,
        list: routed(screen.list),
        edit: routed(screen.edit),
        routes: Object.entries(screen.routes ?? {}).map(([path, view]) => ({
          path,
          Page: screenView(screen, view),
        })),
      },
    ];
  });
  return { pages, resources };
}

function AdminApp({
  parts,
  screens,
}: {
  parts: AdminParts;
  screens: readonly ScreenDeclaration[];
}) {
  const { authProvider, dataProvider, i18nProvider, store, queryClient } = parts;
  const [{ pages, resources }] = useState(() => routedScreens(screens));
  return (
    <BrowserRouter>
      <AdminShell
        title="Admin Panel"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        queryClient={queryClient}
        layout={AppLayout}
        loginPage={AdminLoginPage}
        catchAll={GoHome}
        requireAuth
      >
        {resources.map(({ screen, list, edit, routes }) => (
          <Resource
            key={screen.name}
            name={screen.name}
            list={list}
            edit={edit}
            recordRepresentation={screen.recordRepresentation}
          >
            {/* Static segments ('new'), so they win over the edit view's ":id". */}
            {routes.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Resource>
        ))}
        <CustomRoutes>
          {pages.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </CustomRoutes>
        {/* Outside the layout: a session still to pass our server's second step sees only it. */}
        <CustomRoutes noLayout>
          <Route path={SECOND_STEP_PATH} element={<SecondStepRoute />} />
        </CustomRoutes>
      </AdminShell>
    </BrowserRouter>
  );
}
