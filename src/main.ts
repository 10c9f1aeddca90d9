// Start-up without a framework: a signed-out visitor gets the plain sign-in form (a few KB), a
// signed-in one the admin app, fetched in parallel with the runtime settings (/config.json); on
// the dashboard, its figures are asked for while the app downloads (pages/dashboard/earlyStats).
import { loadRuntimeConfig } from './lib/runtimeConfig';
import { getToken } from './auth/tokenStore';
import { rememberReturnPath, takeReturnPath } from './auth/returnPath';
import { showStandaloneLogin } from './layout/login/standaloneLogin';
import { showAppLoadFailure } from './layout/appLoadFailure';

const root = document.getElementById('root')!;
const settingsLoaded = loadRuntimeConfig();

async function loadAdmin(): Promise<() => void> {
  const [{ mountAdmin }] = await Promise.all([import('./adminEntry'), settingsLoaded]);
  return () => mountAdmin(root);
}

const { pathname, search } = window.location;
if (pathname === '/login' || !getToken()) {
  if (pathname !== '/login') {
    // Guarded route while signed out: go to /login and come back here after sign-in.
    rememberReturnPath(pathname + search);
    window.history.replaceState(null, '', '/login');
  }
  void showStandaloneLogin(root, {
    settingsLoaded,
    loadAdmin: async () => {
      const start = await loadAdmin();
      return () => {
        window.history.replaceState(null, '', takeReturnPath());
        start();
      };
    },
  });
} else {
  if (pathname === '/') {
    // The dashboard's figures do not wait for the app: the early answers are taken by its first
    // render. A failure here is only a missed head start; the dashboard asks again itself.
    void Promise.all([import('./pages/dashboard/earlyStats'), settingsLoaded])
      .then(([{ startEarlyStats }]) => startEarlyStats(search, new Date()))
      .catch(() => undefined);
  }
  void loadAdmin()
    .then((start) => start())
    .catch(() => showAppLoadFailure());
}
