// Chromium for the page measurements: one browser, a cold context (empty cache) per run, and the
// throttled profile (4x CPU slowdown, slow-3G-like network) applied through CDP.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../tests/support/chromium.ts';

export { launchBrowser };

export type NetworkProfile = 'unthrottled' | 'throttled';

/** Slow-3G-like: 400 ms round trip, 400 kbit/s each way (bytes per second for CDP). */
const SLOW_NETWORK = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
};
const CPU_SLOWDOWN = 4;

export interface ColdPage {
  context: BrowserContext;
  page: Page;
}

/**
 * A page in a new context (no cache, no storage), signed in when `basicToken` is given (the
 * panel reads localStorage authToken at start), throttled when asked.
 */
export async function coldPage(
  browser: Browser,
  profile: NetworkProfile,
  basicToken?: string,
): Promise<ColdPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (basicToken) {
    await context.addInitScript((token: string) => {
      window.localStorage.setItem('authToken', token);
    }, basicToken);
  }
  const page = await context.newPage();
  if (profile === 'throttled') {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  }
  return { context, page };
}
