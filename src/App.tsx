// The one admin composition: providers, resources, the spec's custom routes and the catch-all.
import { useState } from 'react';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { CustomRoutes, Resource } from 'ra-core';
import type { TranslationMessages } from 'ra-core';
import type { AppLocale } from './lib/preferences';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { createI18nProvider } from './providers/i18nProvider';
import { createAppStore } from './providers/store';
import { createQueryClient } from './providers/queryClient';
import { AdminShell } from './layout/AdminShell';
import { AppLayout } from './layout/AppLayout';
import { AdminLoginPage } from './layout/login/AdminLoginPage';
import { lazyScreen } from './lazyScreen';
import { SCREENS } from './boot/screens';
import type { StartUp } from './boot/startUp';
import { SettingsContext } from './boot/useSettings';
import './ui/theme.css';
import admins from './resources/admins';
import auditLog from './resources/audit-log';
import panelAccounts from './resources/panel-accounts';
import cards from './resources/cards';
import loginDevices from './resources/login-devices';
import osonConfigs, { OsonConfigCreate } from './resources/oson-configs';
import platforms from './resources/platforms';
import transactions from './resources/transactions';

interface AppProps {
  startUp: StartUp;
  locale: AppLocale;
  /** The catalogue of `locale`, loaded before the app is mounted (polyglot needs it at once). */
  messages: TranslationMessages;
}

/** The app's providers, made once from what the start-up handed over. */
function createAdminParts({ startUp: { http, settings }, locale, messages }: AppProps) {
  return {
    i18nProvider: createI18nProvider(locale, messages),
    authProvider: createAuthProvider(http, settings),
    dataProvider: createDataProvider({ http, serverTimeZone: () => settings.serverTimeZone }),
    store: createAppStore(),
    queryClient: createQueryClient(),
  };
}

type AdminParts = ReturnType<typeof createAdminParts>;

// The dashboard and the custom pages of docs/product.md: Screens: every one is guarded like the
// resources, and loaded on demand like their screens.
const Dashboard = lazyScreen(SCREENS.dashboard, 'Dashboard');
const PAGES = [
  { path: '/lottery', Page: lazyScreen(SCREENS.lottery, 'LotteryPage') },
  { path: '/currency', Page: lazyScreen(SCREENS.currency, 'CurrencyPage') },
  { path: '/broadcast', Page: lazyScreen(SCREENS.broadcast, 'BroadcastPage') },
  { path: '/humo', Page: lazyScreen(SCREENS.humo, 'HumoPage') },
];

/** Any unknown path of a signed-in admin leads to the dashboard (docs/product.md: Screens). */
function GoHome() {
  return <Navigate to="/" replace />;
}

export default function App(props: AppProps) {
  const [parts] = useState(() => createAdminParts(props));
  return (
    <SettingsContext.Provider value={props.startUp.settings}>
      <AdminApp parts={parts} />
    </SettingsContext.Provider>
  );
}

function AdminApp({ parts }: { parts: AdminParts }) {
  const { authProvider, dataProvider, i18nProvider, store, queryClient } = parts;
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
        dashboard={Dashboard}
        catchAll={GoHome}
        requireAuth
      >
        <Resource name="admins" {...admins} />
        <Resource name="login-devices" {...loginDevices} />
        <Resource name="cards" {...cards} />
        <Resource name="platforms" {...platforms} />
        <Resource name="transactions" {...transactions} />
        <Resource name="audit-log" {...auditLog} />
        <Resource name="panel-accounts" {...panelAccounts} />
        <Resource name="oson-configs" {...osonConfigs}>
          {/* The spec's literal /oson-configs/new: a static segment, so it wins over ":id". */}
          <Route path="new" element={<OsonConfigCreate />} />
        </Resource>
        <CustomRoutes>
          {PAGES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </CustomRoutes>
      </AdminShell>
    </BrowserRouter>
  );
}
