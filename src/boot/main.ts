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

/** Fetches the admin app and what its first screen at `pathname` needs; resolves to its start. */
async function loadAdmin(pathname: string): Promise<() => void> {
  const [{ prepareAdmin }, startUp] = await Promise.all([import('./adminEntry'), startUpReady]);
  const mount = await prepareAdmin(startUp, pathname);
  return () => mount(root);
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
      const returnPath = takeReturnPath();
      let start: () => void;
      try {
        start = await loadAdmin(new URL(returnPath, window.location.origin).pathname);
      } catch (error) {
        // Kept for the next attempt, after the connection is back.
        rememberReturnPath(returnPath);
        throw error;
      }
      return () => {
        window.history.replaceState(null, '', returnPath);
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
  void loadAdmin(pathname)
    .then((start) => start())
    .catch(() => showAppLoadFailure());
}
