// The Chromium the browser tests and the bench drive (tools/chromium.ts): a new window boots none
// of the browser's own pages beside the one under test, and playwright-core's own feature
// switches still hold under ours (Chromium reads only the last --disable-features).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, launchWithProfile, WINDOW_UI_FEATURES } from '../../tools/chromium';

/** Every target the browser has, as "type url": pages, and its own interface's ("browser_ui"). */
async function targetsOf(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
  await cdp.detach();
  return targetInfos.map((target) => `${target.type} ${target.url}`);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('tools/chromium', () => {
  it("opens a page in a new window without booting the address bar's popup", async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const targets = await targetsOf(page);
      expect(targets.filter((target) => target.startsWith('browser_ui'))).toEqual([]);
      expect(targets.some((target) => target.startsWith('page'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('boots no popup either in a browser started on a kept profile (a repeat visit)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'chromium-test-'));
    const context = await launchWithProfile(dir, { width: 800, height: 600 });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const targets = await targetsOf(page);
      expect(targets.filter((target) => target.startsWith('browser_ui'))).toEqual([]);
    } finally {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("keeps every feature playwright-core disables, with the popup's", async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto('chrome://version');
      const commandLine = (await page.locator('#command_line').textContent()) ?? '';
      const lists = commandLine
        .split(/\s+/)
        .filter((arg) => arg.startsWith('--disable-features='))
        .map((arg) => arg.slice('--disable-features='.length).split(','));
      // playwright-core's own switch, then ours, which is the one Chromium reads.
      expect(lists.length).toBeGreaterThanOrEqual(2);
      const effective = lists[lists.length - 1];
      for (const list of lists.slice(0, -1))
        expect(effective).toEqual(expect.arrayContaining(list));
      expect(effective).toEqual(expect.arrayContaining(WINDOW_UI_FEATURES));
    } finally {
      await context.close();
    }
  });
});
