// The one <Admin> composition: providers, resources, the spec's custom routes and the catch-all.
import type { ReactElement } from 'react';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { apiClient } from './auth/api';
import { getRuntimeConfig } from './lib/runtimeConfig';
import { readLocale } from './lib/preferences';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { loadMessages } from './providers/catalogues';
import { createI18nProvider } from './providers/i18nProvider';
import { createAppStore } from './providers/store';
import { AppLayout } from './layout/AppLayout';
import { AdminLoginPage } from './layout/login/AdminLoginPage';
import { darkTheme, lightTheme } from './layout/theme';
import { Dashboard } from './pages/dashboard/Dashboard';
import { BroadcastPage } from './pages/broadcast';
import { CurrencyPage } from './pages/currency';
import { HumoPage } from './pages/humo';
import { LotteryPage } from './pages/lottery';
import admins from './resources/admins';
import cards from './resources/cards';
import loginDevices from './resources/login-devices';
import osonConfigs, { OsonConfigCreate } from './resources/oson-configs';
import platforms from './resources/platforms';
import transactions from './resources/transactions';

const initialLocale = readLocale();
// Polyglot needs the first catalogue synchronously; this chunk loads after it is fetched.
const i18nProvider = createI18nProvider(initialLocale, await loadMessages(initialLocale));
const authProvider = createAuthProvider(apiClient);
const dataProvider = createDataProvider({
  http: apiClient,
  serverTimeZone: () => getRuntimeConfig().serverTimeZone,
});
const store = createAppStore();

// The custom pages of SPEC §2; every one is guarded like the resources.
const PAGES: { path: string; element: ReactElement }[] = [
  { path: '/lottery', element: <LotteryPage /> },
  { path: '/currency', element: <CurrencyPage /> },
  { path: '/broadcast', element: <BroadcastPage /> },
  { path: '/humo', element: <HumoPage /> },
];

/** Any unknown path of a signed-in admin leads to the dashboard (SPEC §2). */
function GoHome() {
  return <Navigate to="/" replace />;
}

export default function App() {
  return (
    <BrowserRouter>
      <Admin
        title="Admin Panel"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        layout={AppLayout}
        loginPage={AdminLoginPage}
        dashboard={Dashboard}
        catchAll={GoHome}
        theme={lightTheme}
        darkTheme={darkTheme}
        requireAuth
        disableTelemetry
      >
        <Resource name="admins" {...admins} />
        <Resource name="login-devices" {...loginDevices} />
        <Resource name="cards" {...cards} />
        <Resource name="platforms" {...platforms} />
        <Resource name="transactions" {...transactions} />
        <Resource name="oson-configs" {...osonConfigs}>
          {/* The spec's literal /oson-configs/new: a static segment, so it wins over ":id". */}
          <Route path="new" element={<OsonConfigCreate />} />
        </Resource>
        <CustomRoutes>
          {PAGES.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
