// Debian's Chromium driven by playwright-core (no downloaded browser builds on this machine), with
// the flags this workplace needs; shared by the browser tests and the bench.
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The features playwright-core disables by default (its chromiumSwitches.ts). Chromium reads only
 * the last `--disable-features` it is given, so ours has to repeat them; a browser test checks
 * that it still does after an upgrade (tests/e2e/chromium.e2e.ts).
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's suggestion popup, a page of Chromium's own (chrome://omnibox-popup.top-chrome)
 * that every new window boots in a renderer of its own. Each cold visit the bench measures and
 * each browser test's context is a new window: the popup's boot then took one of this machine's
 * two cores for about a quarter of a second, during the very load being measured. A visitor's
 * window has booted it long before they open the panel, and a headless browser never shows it.
 */
export const WINDOW_UI_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...WINDOW_UI_FEATURES].join(',')}`,
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ARGS });
}

/**
 * A browser on a profile kept in `userDataDir` (disk cache, storage, service workers): closing
 * the context ends the browser, and launching again on the same folder is the next day's visit.
 */
export function launchWithProfile(
  userDataDir: string,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ARGS,
    viewport,
  });
}
