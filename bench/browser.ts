// Chromium for the page measurements: one browser, a new context (empty cache, no service
// worker) per run, and the throttled profile (4x CPU slowdown, slow-3G-like network) applied to
// a page through CDP.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../tools/chromium.ts';
import { SESSION_HINT_COOKIE } from '../src/auth/tokenStore.ts';

export { launchBrowser };

export type NetworkProfile = 'plain' | 'throttled';

/** Slow-3G-like: 400 ms round trip, 400 kbit/s each way (bytes per second for CDP). */
const SLOW_NETWORK = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
};
const CPU_SLOWDOWN = 4;

/**
 * A new context (no cache, no storage, no service worker), signed in when `basicToken` is given
 * as the panel's sign-in leaves a browser: the token in localStorage (authToken) and the session
 * hint cookie (src/auth/tokenStore.ts).
 */
export async function newContext(
  browser: Browser,
  baseUrl: string,
  basicToken?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (basicToken) {
    await context.addInitScript((token: string) => {
      window.localStorage.setItem('authToken', token);
    }, basicToken);
    await context.addCookies([{ name: SESSION_HINT_COOKIE, value: '1', url: baseUrl }]);
  }
  return context;
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
