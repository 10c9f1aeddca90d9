// Start-up without a framework: a signed-out visitor gets the plain sign-in form (a few KB), a
// signed-in one the admin app, fetched in parallel with the runtime settings (/config.json).
import { loadRuntimeConfig } from './lib/runtimeConfig';
import { getToken } from './auth/tokenStore';
import { rememberReturnPath, takeReturnPath } from './auth/returnPath';
import { showStandaloneLogin } from './layout/login/standaloneLogin';

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
    // The dashboard's chart library would otherwise start downloading only once the app has
    // rendered; fetched now, it shares the wait for the app (a slow phone saves a round trip
    // and the app's start-up time). A failure here is retried by the charts' own lazy import.
    import('./pages/dashboard/charts').catch(() => undefined);
    // The figures, likewise: asked for now, they are there when the dashboard first renders.
    // Any failure is the dashboard's to report, with its own call.
    Promise.all([import('./pages/dashboard/earlyStats'), settingsLoaded])
      .then(([{ startEarlyStats }]) => startEarlyStats(search, new Date()))
      .catch(() => undefined);
  }
  void loadAdmin().then((start) => start());
}
