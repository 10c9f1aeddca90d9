// Chromium for the page measurements: a cold visit is a new context of one browser (empty cache,
// no service worker); a repeat visit is a browser started again on the profile a first visit
// left (launchWithProfile). The throttled profile (4x CPU slowdown, DevTools' "Slow 4G" network)
// is applied to a page through CDP.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchBrowser, launchWithProfile } from '../tools/chromium.ts';
import { SESSION_HINT_COOKIE } from '../contract/pageContract.ts';

export { launchBrowser, launchWithProfile };

export type NetworkProfile = 'plain' | 'throttled';

export const VIEWPORT = { width: 1280, height: 800 };
/** The phone the Mini App is measured on (the browser tests' phone width). */
export const PHONE = { width: 390, height: 844 };

/** DevTools' "Slow 4G": 562.5 ms round trip, 1.44 Mbit/s down, 675 kbit/s up (bytes/s for CDP). */
const SLOW_NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1000 * 1000 * 0.9) / 8,
  uploadThroughput: (750 * 1000 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;

export interface ContextOptions {
  /** Signed in with it (signIn). */
  basicToken?: string;
  viewport: { width: number; height: number };
  /** Run in each page before any of its own code. */
  initScript?: string;
}

/** A new context of `browser`: no cache, no storage, no service worker. */
export async function newContext(
  browser: Browser,
  baseUrl: string,
  { basicToken, viewport, initScript }: ContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  if (initScript) await context.addInitScript(initScript);
  if (basicToken) await signIn(context, baseUrl, basicToken);
  return context;
}

/**
 * Leaves `context` as the panel's sign-in leaves a browser: the token in localStorage
 * (authToken) and the session hint cookie (src/auth/tokenStore.ts).
 */
export async function signIn(context: BrowserContext, baseUrl: string, basicToken: string) {
  await context.addInitScript((token: string) => {
    window.localStorage.setItem('authToken', token);
  }, basicToken);
  await context.addCookies([{ name: SESSION_HINT_COOKIE, value: '1', url: baseUrl }]);
}

export interface ProfiledPage {
  page: Page;
  cdp: CDPSession;
}

/** A page of `context` under `profile`, with CDP's performance counters on. */
export async function newPage(
  context: BrowserContext,
  profile: NetworkProfile,
): Promise<ProfiledPage> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (profile === 'throttled') {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  }
  return { page, cdp };
}
