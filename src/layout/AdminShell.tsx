// react-admin's <Admin>, composed from its own parts without the two defaults this app replaces:
// <Admin> imports react-admin's sign-in page (react-hook-form, inputs) and its English catalogue
// even when both are overridden, and `/` would download them for nothing.
import type { ComponentType, ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import {
  AccessDenied,
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorPage,
  LoadingPage,
  Notification,
} from 'react-admin';
import type { AdminContextProps, CoreAdminUIProps } from 'react-admin';
import { ReleaseFirstPaintOffDashboard } from './ReleaseFirstPaintOffDashboard';

export type AdminShellProps = Pick<
  AdminContextProps,
  'dataProvider' | 'authProvider' | 'i18nProvider' | 'store' | 'queryClient' | 'theme' | 'darkTheme'
> &
  Pick<CoreAdminUIProps, 'dashboard' | 'catchAll' | 'requireAuth' | 'title' | 'layout'> & {
    /** Required here: without it the app would have no /login route at all. */
    loginPage: ComponentType;
    children: ReactNode;
  };

export function AdminShell({
  dataProvider,
  authProvider,
  i18nProvider,
  store,
  queryClient,
  theme,
  darkTheme,
  children,
  ...ui
}: AdminShellProps) {
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      queryClient={queryClient}
      theme={theme}
      darkTheme={darkTheme}
    >
      {/* As react-admin's AdminUI: the MUI baseline, the screens, then the notifications. */}
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          error={ErrorPage}
          loading={LoadingPage}
          disableTelemetry
          {...ui}
        >
          {children}
        </CoreAdminUI>
        <Notification />
        <ReleaseFirstPaintOffDashboard />
      </CssBaseline>
    </AdminContext>
  );
}
