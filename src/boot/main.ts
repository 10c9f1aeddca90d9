// Start-up without a framework: a signed-out visitor gets the plain sign-in form (a few KB), a
// signed-in one the admin app, fetched in parallel with the runtime settings (/config.json), the
// code of the screen it opens on and that screen's data (earlyReads.ts): on a slow phone the app
// takes seconds to arrive, and none of those need wait for it. Everything the app needs of this
// is handed over in one StartUp object (startUp.ts).
import { loadRuntimeConfig } from './settings';
import { createStartUp, type StartUp } from './startUp';
import { getToken, keepSessionHint } from '../auth/tokenStore';
import { rememberReturnPath, takeReturnPath } from '../auth/returnPath';
import { preloadScreenCode, screenAt } from './screenRoutes';
import { showStandaloneLogin } from './standaloneLogin';
import { showAppLoadFailure } from './appLoadFailure';

const root = document.getElementById('root')!;
const startUpReady: Promise<StartUp> = loadRuntimeConfig().then((settings) =>
  createStartUp(settings),
);

async function loadAdmin(): Promise<() => void> {
  const [{ mountAdmin }, startUp] = await Promise.all([import('./adminEntry'), startUpReady]);
  return () => mountAdmin(root, startUp);
}

const { pathname, search } = window.location;
if (pathname === '/login' || !getToken()) {
  if (pathname !== '/login') {
    // Guarded route while signed out: go to /login and come back here after sign-in.
    rememberReturnPath(pathname + search);
    window.history.replaceState(null, '', '/login');
  }
  void showStandaloneLogin(root, {
    startUp: startUpReady,
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
  void Promise.all([import('./earlyReads'), startUpReady])
    .then(([{ startEarlyReads }, { http }]) =>
      startEarlyReads({ http, location: { pathname, search }, today: new Date() }),
    )
    .catch(() => undefined);
  void loadAdmin()
    .then((start) => start())
    .catch(() => showAppLoadFailure());
}
