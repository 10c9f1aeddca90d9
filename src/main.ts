// Start-up without a framework: a signed-out visitor gets the plain sign-in form (a few KB), a
// signed-in one the admin app, fetched in parallel with the runtime settings (/config.json); on
// the dashboard, its figures are drawn before the app has arrived.
import { loadRuntimeConfig } from './lib/runtimeConfig';
import { getToken } from './auth/tokenStore';
import { rememberReturnPath, takeReturnPath } from './auth/returnPath';
import { showStandaloneLogin } from './layout/login/standaloneLogin';
import { markAppStarted, releaseFirstPaint } from './layout/firstPaintHandoff';
import { showAppLoadFailure } from './layout/appLoadFailure';

const FIRST_PAINT_WAIT_MS = 2000;
const HANDOFF_LIMIT_MS = 10_000;

/** Resolves when `promise` settles or after `ms`, whichever comes first. */
function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    void promise.finally(() => {
      window.clearTimeout(timer);
      resolve();
    });
  });
}

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
} else if (pathname === '/') {
  // The dashboard first: its figures are asked for at once and drawn without the app (see
  // pages/dashboard/firstPaint). The app and the charts start downloading once the first paint's
  // code is in and its calls are sent (or after a few seconds at most): on a slow link, sharing
  // it with their 350 KB would hold that small code back by seconds.
  let firstPaintSettled: Promise<unknown> = Promise.resolve();
  const callsSent = Promise.all([import('./pages/dashboard/firstPaint'), settingsLoaded]).then(
    ([{ startFirstPaint }]) => {
      firstPaintSettled = startFirstPaint(root, search, new Date()).catch(() => false);
    },
  );
  void settledWithin(callsSent, FIRST_PAINT_WAIT_MS)
    .then(() => {
      // A failure here is retried by the charts' own lazy import.
      import('./pages/dashboard/charts').catch(() => undefined);
      return loadAdmin();
    })
    .then((start) => {
      markAppStarted();
      start();
      // The app's dashboard takes over once drawn; should it never draw, the app still shows.
      window.setTimeout(releaseFirstPaint, HANDOFF_LIMIT_MS);
    })
    // After the first paint has had its chance: the figures stay readable under the message.
    .catch(() => firstPaintSettled.then(() => showAppLoadFailure()));
} else {
  void loadAdmin()
    .then((start) => start())
    .catch(() => showAppLoadFailure());
}
