// Start-up without a framework: a signed-out visitor gets the plain sign-in form (a few KB), a
// signed-in one the admin app, fetched in parallel with the runtime settings (/config.json), the
// code of the screen it opens on and that screen's data (boot/earlyReads.ts): on a slow phone
// the app takes seconds to arrive, and none of those need wait for it.
import { loadRuntimeConfig } from './lib/runtimeConfig';
import { getToken, keepSessionHint } from './auth/tokenStore';
import { apiClient } from './auth/api';
import { rememberReturnPath, takeReturnPath } from './auth/returnPath';
import { preloadScreenCode, screenAt } from './boot/screenRoutes';
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
  keepSessionHint();
  const screen = screenAt(pathname);
  if (screen) void preloadScreenCode(screen);
  // A failure here is only a missed head start: the screen asks again and reports it.
  void Promise.all([import('./boot/earlyReads'), settingsLoaded])
    .then(([{ startEarlyReads }]) =>
      startEarlyReads({ http: apiClient, location: { pathname, search }, today: new Date() }),
    )
    .catch(() => undefined);
  void loadAdmin()
    .then((start) => start())
    .catch(() => showAppLoadFailure());
}
