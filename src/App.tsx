// The one admin composition: providers, resources, the spec's custom routes and the catch-all.
import { Suspense, use } from 'react';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { CustomRoutes, Resource } from 'ra-core';
import { apiClient } from './auth/api';
import { getRuntimeConfig } from './lib/runtimeConfig';
import { readLocale } from './lib/preferences';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { loadMessages } from './providers/catalogues';
import { createI18nProvider } from './providers/i18nProvider';
import { createAppStore } from './providers/store';
import { createQueryClient } from './providers/queryClient';
import { AdminShell } from './layout/AdminShell';
import { AppLayout } from './layout/AppLayout';
import { AdminLoginPage } from './layout/login/AdminLoginPage';
import { lazyScreen } from './lazyScreen';
import { SCREENS } from './boot/screens';
import './ui/theme.css';
import admins from './resources/admins';
import cards from './resources/cards';
import loginDevices from './resources/login-devices';
import osonConfigs, { OsonConfigCreate } from './resources/oson-configs';
import platforms from './resources/platforms';
import transactions from './resources/transactions';

const initialLocale = readLocale();
// Polyglot needs the first catalogue synchronously, so <App> waits for it. Not a top-level await:
// with one, Rollup cannot count this chunk as loaded before the lazy screens, and moves every
// module they share with it (MUI, react-admin parts) into ~30 small chunks that `/` fetches too.
const i18nProviderReady = loadMessages(initialLocale).then((messages) =>
  createI18nProvider(initialLocale, messages),
);
const authProvider = createAuthProvider(apiClient);
const dataProvider = createDataProvider({
  http: apiClient,
  serverTimeZone: () => getRuntimeConfig().serverTimeZone,
});
const store = createAppStore();
const queryClient = createQueryClient();

// The dashboard and the custom pages of SPEC §2: every one is guarded like the resources, and
// loaded on demand like their screens.
const Dashboard = lazyScreen(SCREENS.dashboard, 'Dashboard');
const PAGES = [
  { path: '/lottery', Page: lazyScreen(SCREENS.lottery, 'LotteryPage') },
  { path: '/currency', Page: lazyScreen(SCREENS.currency, 'CurrencyPage') },
  { path: '/broadcast', Page: lazyScreen(SCREENS.broadcast, 'BroadcastPage') },
  { path: '/humo', Page: lazyScreen(SCREENS.humo, 'HumoPage') },
];

/** Any unknown path of a signed-in admin leads to the dashboard (SPEC §2). */
function GoHome() {
  return <Navigate to="/" replace />;
}

export default function App() {
  return (
    // Blank for the moment the first catalogue takes (Uzbek is bundled; ru/en are one fetch).
    <Suspense fallback={null}>
      <AdminApp />
    </Suspense>
  );
}

function AdminApp() {
  const i18nProvider = use(i18nProviderReady);
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
