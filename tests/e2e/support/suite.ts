// Per-file set-up shared by the browser tests: one server and one Chromium for the whole file.
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from './server';
import { launchBrowser } from './browser';

export function serverAndBrowserForFile(): { server: RunningServer; browser: Browser } {
  const suite = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    suite.server = await startServer();
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
