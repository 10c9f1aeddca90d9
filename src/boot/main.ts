// Start-up without a framework: a signed-out visitor gets the plain sign-in form (a few KB), a
// signed-in one the admin app, fetched in parallel with the code of the screen it opens on and
// that screen's data (loadTime/earlyReads.ts): on a slow phone the app takes seconds to arrive, and
// none of those need wait for it. The run-time settings are in the page the server sent
// (settings/settings.ts). Opened as a Telegram Mini App, Telegram signs the admin in first
// (telegram/miniApp.ts, downloaded only then). Everything the app needs of this is handed over in
// one StartUp object (startUp.ts).
import { loadRuntimeConfig, settingsInPage } from '../settings/settings';
import { createStartUp, type StartUp } from './startUp';
import { getToken, keepSessionHint, SECOND_STEP_PATH, secondStepPending } from '../auth/tokenStore';
import { rememberReturnPath, takeReturnPath } from '../auth/returnPath';
import { SCREENS } from '../screens';
import { viewAt } from '../registry/routes';
import { loadView } from '../registry/loadedViews';
import { startEarlyReads } from '../loadTime/earlyReads';
import { isMiniAppLaunch } from '../auth/miniAppLaunch';
import { launchSignIn, miniAppStartPath } from '../telegram/signIn';
import type { TelegramIntegration } from '../telegram/integration';
import type { Arrival } from '../registry/types';
import { showStandaloneLogin } from './standaloneLogin';
import { showAppLoadFailure } from './appLoadFailure';

const root = document.getElementById('root')!;
// The settings the server wrote into the page are there at once; a page without them (the dev
// server's) asks for them.
const inPage = settingsInPage();
const startUpReady: Promise<StartUp> = inPage
  ? Promise.resolve(createStartUp(inPage))
  : loadRuntimeConfig().then((settings) => createStartUp(settings));

/** The admin app's module, once it and the code of the screen at `pathname` are there. */
function fetchAdminCode(pathname: string) {
  const view = viewAt(pathname, SCREENS)?.view;
  return Promise.all([import('./adminEntry'), view && loadView(view).catch(() => undefined)]).then(
    ([admin]) => admin,
  );
}

/**
 * Fetches the admin app and the code of the screen at `pathname`, together; resolves to what
 * starts the app. A screen whose code cannot be loaded here is loaded, and reported, by its route.
 */
async function loadAdmin(
  pathname: string,
  telegram?: TelegramIntegration,
  arrival?: Arrival,
): Promise<() => void> {
  const [{ prepareAdmin }, startUp] = await Promise.all([fetchAdminCode(pathname), startUpReady]);
  const mount = await prepareAdmin(startUp, SCREENS, telegram, arrival);
  return () => mount(root);
}

/** The signed-in start at the current address. */
function startSignedIn(telegram?: TelegramIntegration): Promise<void> {
  const { pathname, search } = window.location;
  const arrival: Arrival = { pathname, search, today: new Date() };
  // The data is asked for before the screen's code: each request waits for one of the browser's
  // six connections to the server, and the data's are the shortest on the way to the screen.
  return startUpReady
    .then(({ http }) => startEarlyReads(http, arrival, SCREENS))
    .then(() => loadAdmin(pathname, telegram, arrival))
    .then((start) => start())
    .catch(() => showAppLoadFailure());
}

function startSignedOut(): void {
  const { pathname, search } = window.location;
  if (pathname !== '/login') {
    // Guarded route while signed out: go to /login and come back here after sign-in.
    rememberReturnPath(pathname + search);
    window.history.replaceState(null, '', '/login');
  }
  void showStandaloneLogin(root, {
    startUp: startUpReady,
    loadAdmin: async () => {
      // A second step still to take (our server's): its page first; the remembered page waits
      // for it (signIn/secondStep/ goes there once it is taken).
      const pending = secondStepPending() !== null;
      const returnPath = pending ? SECOND_STEP_PATH : takeReturnPath();
      let start: () => void;
      try {
        start = await loadAdmin(new URL(returnPath, window.location.origin).pathname);
      } catch (error) {
        // Kept for the next attempt, after the connection is back.
        if (!pending) rememberReturnPath(returnPath);
        throw error;
      }
      return () => {
        window.history.replaceState(null, '', returnPath);
        start();
      };
    },
  });
}

function startInBrowser(): void {
  if (window.location.pathname === '/login' || !getToken()) return startSignedOut();
  keepSessionHint();
  const { pathname, search } = window.location;
  if (secondStepPending() && pathname !== SECOND_STEP_PATH) {
    // Every other page would only be refused until the second step is taken: its page first,
    // then back here.
    rememberReturnPath(pathname + search);
    window.history.replaceState(null, '', SECOND_STEP_PATH);
  }
  void startSignedIn();
}

/**
 * Inside Telegram: the sign-in, Telegram's SDK and the code of the screen the launch opens, all
 * asked for at once; none needs another, and on a phone each is a round trip or more.
 */
function startInTelegram(): void {
  // Wrapped, so that waiting for the start-up does not wait for the sign-in's answer as well.
  const signIn = startUpReady.then(({ http }) => ({ sent: launchSignIn(http) }));
  void fetchAdminCode(new URL(miniAppStartPath(), window.location.origin).pathname).catch(
    () => undefined,
  );
  void Promise.all([import('../telegram/miniApp'), startUpReady, signIn])
    .then(([{ startMiniApp }, { http }, { sent }]) =>
      startMiniApp({
        root,
        http,
        signIn: sent,
        startAt: (path, telegram) => {
          window.history.replaceState(null, '', path);
          return startSignedIn(telegram);
        },
        withoutTelegram: startInBrowser,
      }),
    )
    .catch(() => showAppLoadFailure());
}

if (isMiniAppLaunch()) startInTelegram();
else startInBrowser();
