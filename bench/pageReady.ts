// Page-ready times in Chromium (/login, / with its charts, /transactions with its rows), cold and
// on a repeat visit, with the JavaScript each cold load fetched and where its time went.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext, newPage } from './browser.ts';
import type { NetworkProfile } from './browser.ts';
import { gzipBytes } from './jsSize.ts';
import { loadProfile, type LoadProfile } from './profile.ts';
import { median, progress, seconds } from './stats.ts';

export type Visit = 'cold' | 'repeat';

export interface PageSpec {
  name: '/login' | '/' | '/transactions' | '/cards' | '/lottery';
  signedIn: boolean;
  /** The address of the read whose answer the screen draws (for "data → drawn"). */
  dataPath?: string;
  /** Resolves when the page is ready for its user. */
  ready: (page: Page, timeout: number) => Promise<unknown>;
}

/**
 * Runs inside the page (playwright sends its source; the page's CSP forbids evaluating strings,
 * and a named inner function would need a helper the page lacks): the three charts drawn with
 * data, each holding a bar, a line or a pie slice.
 */
function chartsDrawn(): boolean {
  const charts = [...document.querySelectorAll('.chart[data-chart]')];
  return (
    charts.length >= 3 &&
    charts.every((chart) =>
      [...chart.querySelectorAll('path[data-mark]')].some((path) => path.getAttribute('d')),
    )
  );
}

export const PAGES: readonly PageSpec[] = [
  {
    name: '/login',
    signedIn: false,
    ready: (page, timeout) => page.locator('button[type="submit"]').waitFor({ timeout }),
  },
  {
    name: '/',
    signedIn: true,
    dataPath: '/api/dashboard/stats',
    // The app's three charts drawn with data.
    ready: (page, timeout) =>
      page.waitForFunction(chartsDrawn, undefined, { timeout, polling: 'raf' }),
  },
  {
    name: '/transactions',
    signedIn: true,
    dataPath: '/api/transactions',
    // Rows with data, not the loading skeleton's empty rows.
    ready: (page, timeout) =>
      page.waitForFunction(
        () =>
          [...document.querySelectorAll('tbody tr')].some((row) =>
            /\d/.test(row.textContent ?? ''),
          ),
        undefined,
        { timeout, polling: 'raf' },
      ),
  },
  {
    name: '/cards',
    signedIn: true,
    dataPath: '/api/admin/cards',
    // A card's tile with its number in groups of four.
    ready: (page, timeout) =>
      page.waitForFunction(
        () =>
          [...document.querySelectorAll('main article')].some((tile) =>
            /\d{4} \d{4} \d{4} \d{4}/.test(tile.textContent ?? ''),
          ),
        undefined,
        { timeout, polling: 'raf' },
      ),
  },
  {
    name: '/lottery',
    signedIn: true,
    dataPath: '/api/lottery/prizes',
    // The prizes' remaining total, which is there once the prizes are.
    ready: (page, timeout) =>
      page.waitForFunction(
        () => /\d/.test(document.querySelector('[data-testid="prize-total"]')?.textContent ?? ''),
        undefined,
        { timeout, polling: 'raf' },
      ),
  },
];

export interface LoadResult {
  readyMs: number;
  /** gzip bytes of every script response of the load up to ready. */
  scriptGzipBytes: number;
  /** Bytes of those scripts once decoded (the wire carries them gzip- or brotli-compressed). */
  scriptRawBytes: number;
  scriptCount: number;
  profile?: LoadProfile;
}

const READY_TIMEOUT_MS = 120_000;
// A repeat visit needs the service worker the first visit installed (it registers once the
// first screen is drawn and the browser is idle, then downloads every file).
const SERVICE_WORKER_TIMEOUT_MS = 60_000;

async function measuredLoad(
  context: BrowserContext,
  baseUrl: string,
  spec: PageSpec,
  profile: NetworkProfile,
): Promise<LoadResult> {
  const { page, cdp } = await newPage(context, profile);
  const bodies: Array<Promise<Buffer | undefined>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.body().catch(() => undefined));
  });
  const started = performance.now();
  await page.goto(`${baseUrl}${spec.name}`, { waitUntil: 'commit', timeout: READY_TIMEOUT_MS });
  await spec.ready(page, READY_TIMEOUT_MS);
  const readyMs = performance.now() - started;
  // What the page had fetched when it was ready; the idle work's downloads come later.
  const scriptsAtReady = bodies.slice();
  const summary = await loadProfile(page, cdp, spec.dataPath);
  const scripts = (await Promise.all(scriptsAtReady)).filter((body) => body !== undefined);
  await page.close();
  return {
    readyMs,
    scriptGzipBytes: scripts.reduce((sum, body) => sum + gzipBytes(body), 0),
    scriptRawBytes: scripts.reduce((sum, body) => sum + body.length, 0),
    scriptCount: scripts.length,
    profile: summary,
  };
}

/** Waits until the page's service worker is active, so that the next visit goes through it. */
async function serviceWorkerInstalled(context: BrowserContext, baseUrl: string, spec: PageSpec) {
  const { page } = await newPage(context, 'plain');
  await page.goto(`${baseUrl}${spec.name}`, { waitUntil: 'commit', timeout: READY_TIMEOUT_MS });
  await spec.ready(page, READY_TIMEOUT_MS);
  await page.evaluate(
    (timeout) =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('no service worker')), timeout),
        ),
      ]),
    SERVICE_WORKER_TIMEOUT_MS,
  );
  await page.close();
}

/**
 * One load of `spec` in a new context: cold (nothing cached), or a repeat visit (a first,
 * unmeasured visit has installed the service worker; the measured one opens a new page).
 */
export async function loadOnce(
  browser: Browser,
  baseUrl: string,
  spec: PageSpec,
  visit: Visit,
  profile: NetworkProfile,
  basicToken: string,
): Promise<LoadResult> {
  const context = await newContext(browser, baseUrl, spec.signedIn ? basicToken : undefined);
  try {
    if (visit === 'repeat') await serviceWorkerInstalled(context, baseUrl, spec);
    return await measuredLoad(context, baseUrl, spec, profile);
  } finally {
    await context.close();
  }
}

export interface PageSeries {
  spec: PageSpec;
  visit: Visit;
  profile: NetworkProfile;
  runs: LoadResult[];
  medianMs: number;
}

/** `runs` loads of one page, one visit kind and one profile, one after the other. */
export async function measurePage(
  browser: Browser,
  baseUrl: string,
  spec: PageSpec,
  visit: Visit,
  profile: NetworkProfile,
  runs: number,
  basicToken: string,
): Promise<PageSeries> {
  const results: LoadResult[] = [];
  for (let run = 0; run < runs; run += 1) {
    try {
      results.push(await loadOnce(browser, baseUrl, spec, visit, profile, basicToken));
    } catch (error) {
      // A load that never gets ready counts as infinitely slow; the other runs still count.
      const what = `${visit} ${profile} ${spec.name} run ${run + 1}`;
      progress(`${what} failed: ${String(error).split('\n')[0]}`);
      results.push({ readyMs: Infinity, scriptGzipBytes: 0, scriptRawBytes: 0, scriptCount: 0 });
    }
  }
  const medianMs = median(results.map((result) => result.readyMs));
  const all = results.map((result) => seconds(result.readyMs)).join(', ');
  progress(`${visit} ${profile} ${spec.name}: median ${seconds(medianMs)} (${all})`);
  return { spec, visit, profile, runs: results, medianMs };
}
