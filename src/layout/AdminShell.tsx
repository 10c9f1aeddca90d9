// The admin composed from ra-core alone (what react-admin's <Admin> does, without MUI): the
// providers, the routes, our layout and pages for loading and errors, and the toasts.
import type { ComponentType, ReactNode } from 'react';
import { CoreAdminContext, CoreAdminUI, useTranslate } from 'ra-core';
import type { CoreAdminContextProps, CoreAdminUIProps } from 'ra-core';
import { Notifications } from '../ui/Notifications';
import { ResourceDefinitions } from './ResourceDefinitions';
import { ProgressBar } from '../ui/ProgressBar';
import { ErrorState } from '../ui/States';
import { useThemeClass, useThemeMode } from '../ui/useThemeMode';

export type AdminShellProps = Pick<
  CoreAdminContextProps,
  'dataProvider' | 'authProvider' | 'i18nProvider' | 'store' | 'queryClient'
> &
  Pick<CoreAdminUIProps, 'dashboard' | 'catchAll' | 'requireAuth' | 'title' | 'layout'> & {
    /** Required here: without it the app would have no /login route at all. */
    loginPage: ComponentType;
    children: ReactNode;
  };

function LoadingPage() {
  const translate = useTranslate();
  return <ProgressBar label={translate('ra.page.loading')} />;
}

function MessagePage({ message }: { message: string }) {
  const translate = useTranslate();
  return (
    <div className="p-4">
      <ErrorState message={translate(message)} />
    </div>
  );
}

const ErrorPage = () => <MessagePage message="ra.page.error" />;
const AuthenticationErrorPage = () => <MessagePage message="ra.page.authentication_error" />;
const AccessDeniedPage = () => <MessagePage message="ra.message.access_denied" />;

/** The theme class on <html> and the toasts, inside the store's context. */
function Chrome() {
  const [mode] = useThemeMode();
  useThemeClass(mode);
  return <Notifications theme={mode} />;
}

export function AdminShell({
  dataProvider,
  authProvider,
  i18nProvider,
  store,
  queryClient,
  children,
  ...ui
}: AdminShellProps) {
  return (
    <CoreAdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      queryClient={queryClient}
    >
      <ResourceDefinitions resources={children}>
        <CoreAdminUI
          accessDenied={AccessDeniedPage}
          authenticationError={AuthenticationErrorPage}
          error={ErrorPage}
          loading={LoadingPage}
          disableTelemetry
          {...ui}
        >
          {children}
        </CoreAdminUI>
      </ResourceDefinitions>
      <Chrome />
    </CoreAdminContext>
  );
}
