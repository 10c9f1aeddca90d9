// Page-ready times in Chromium (/login, the four signed-in screens and the floor page), cold and
// on a repeat visit, with the JavaScript each load fetched and where its time went.
import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { miniAppAddress, RECORDING_BRIDGE } from '../tools/telegramLaunch.ts';
import { launchWithProfile, newContext, newPage, PHONE, signIn, VIEWPORT } from './browser.ts';
import { FLOOR_PATH } from './floorPage.ts';
import { BENCH_TELEGRAM_USER } from './seed.ts';
import type { NetworkProfile } from './browser.ts';
import { gzipBytes } from './jsSize.ts';
import { loadProfile, type LoadProfile } from './profile.ts';
import { RepeatProfiles } from './repeatProfiles.ts';
import { median, progress, seconds } from './stats.ts';

export type Visit = 'cold' | 'repeat';

export interface PageSpec {
  name: '/login' | '/' | '/transactions' | '/cards' | '/lottery' | typeof FLOOR_PATH | 'Mini App /';
  signedIn: boolean;
  /** Where the load goes, when not `name` under the server (made for each load). */
  address?: (baseUrl: string) => string;
  /** A phone's viewport instead of the desktop's. */
  phone?: boolean;
  /** Run in the page before any of its own code. */
  initScript?: string;
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

/**
 * The dashboard opened from the bot as Telegram opens a Mini App (tools/telegramLaunch.ts): at
 * phone size, the launch parameters in the address, signed in by their init data (signed anew for
 * each load) with no stored session, ready when the same three charts as `/` are drawn.
 */
export const MINI_APP: PageSpec = {
  name: 'Mini App /',
  signedIn: false,
  address: (baseUrl) => miniAppAddress(baseUrl, BENCH_TELEGRAM_USER, 'dashboard'),
  phone: true,
  initScript: RECORDING_BRIDGE,
  dataPath: '/api/dashboard/stats',
  ready: (page, timeout) =>
    page.waitForFunction(chartsDrawn, undefined, { timeout, polling: 'raf' }),
};

/** The floor the screens are read against (floorPage.ts): its table's rows with data. */
export const FLOOR: PageSpec = {
  name: FLOOR_PATH,
  signedIn: true,
  dataPath: '/api/transactions',
  ready: (page, timeout) =>
    page.waitForFunction(() => document.querySelectorAll('tbody tr').length > 0, undefined, {
      timeout,
      polling: 'raf',
    }),
};

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
// A repeat visit follows a first one long enough for the service worker, if the page has one, to
// install (it registers once the first screen is drawn and the browser is idle).
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
  const address = spec.address?.(baseUrl) ?? `${baseUrl}${spec.name}`;
  const started = performance.now();
  await page.goto(address, { waitUntil: 'commit', timeout: READY_TIMEOUT_MS });
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

/** Runs in the page: resolves once the page's service worker is active, or at once without one. */
async function serviceWorkerSettled(timeout: number): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  if (registrations.length === 0) return;
  await Promise.race([
    navigator.serviceWorker.ready,
    new Promise((_, reject) => setTimeout(() => reject(new Error('no service worker')), timeout)),
  ]);
}

/** An unmeasured first visit: the page drawn, its idle work done, its service worker installed. */
async function firstVisit(context: BrowserContext, baseUrl: string, spec: PageSpec) {
  const { page } = await newPage(context, 'plain');
  await page.goto(spec.address?.(baseUrl) ?? `${baseUrl}${spec.name}`, {
    waitUntil: 'commit',
    timeout: READY_TIMEOUT_MS,
  });
  await spec.ready(page, READY_TIMEOUT_MS);
  await page.waitForLoadState('networkidle', { timeout: READY_TIMEOUT_MS });
  await page.evaluate(serviceWorkerSettled, SERVICE_WORKER_TIMEOUT_MS);
  await page.close();
}

async function signedInProfile(baseUrl: string, spec: PageSpec, basicToken: string, dir: string) {
  const context = await launchWithProfile(dir, spec.phone ? PHONE : VIEWPORT);
  if (spec.initScript) await context.addInitScript(spec.initScript);
  if (spec.signedIn) await signIn(context, baseUrl, basicToken);
  return context;
}

/** The repeat visits' profiles of one server: a first visit on a profile, the browser closed. */
export function repeatProfiles(baseUrl: string, basicToken: string): RepeatProfiles {
  return new RepeatProfiles(async (spec, dir) => {
    const first = await signedInProfile(baseUrl, spec, basicToken, dir);
    try {
      await firstVisit(first, baseUrl, spec);
    } finally {
      await first.close();
    }
  });
}

/**
 * One load of `spec`: cold (a new context: nothing cached), or a repeat visit, what an admin
 * makes the next day: a browser started on a profile a first visit left (`profiles`: disk cache
 * and service worker kept, nothing in memory) to open the address.
 */
export async function loadOnce(
  browser: Browser,
  baseUrl: string,
  spec: PageSpec,
  visit: Visit,
  profile: NetworkProfile,
  basicToken: string,
  profiles: RepeatProfiles,
): Promise<LoadResult> {
  if (visit === 'cold') {
    const context = await newContext(browser, baseUrl, {
      basicToken: spec.signedIn ? basicToken : undefined,
      viewport: spec.phone ? PHONE : VIEWPORT,
      initScript: spec.initScript,
    });
    try {
      return await measuredLoad(context, baseUrl, spec, profile);
    } finally {
      await context.close();
    }
  }
  const dir = await profiles.copyFor(spec);
  try {
    const next = await signedInProfile(baseUrl, spec, basicToken, dir);
    try {
      return await measuredLoad(next, baseUrl, spec, profile);
    } finally {
      await next.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface PageSeries {
  spec: PageSpec;
  visit: Visit;
  profile: NetworkProfile;
  runs: LoadResult[];
  medianMs: number;
}

/** One load of `spec` (its run's index from 0). */
export type PageLoad = (spec: PageSpec, run: number) => Promise<LoadResult>;

/** The bench's own loads: `loadOnce` in `browser` under one visit kind and one profile. */
export const browserLoads =
  (
    browser: Browser,
    baseUrl: string,
    visit: Visit,
    profile: NetworkProfile,
    basicToken: string,
    profiles: RepeatProfiles,
  ): PageLoad =>
  (spec) =>
    loadOnce(browser, baseUrl, spec, visit, profile, basicToken, profiles);

/**
 * `runs` loads of each of `specs` under one visit kind and one profile, taken in turn (each
 * page once, then each again): a change of the machine's speed during the series falls on every
 * page alike, so that a page's ratio to the floor measured among them is not the difference
 * between two moments of the run. A load that never gets ready counts as infinitely slow; the
 * other runs still count.
 */
export async function measurePages(
  specs: readonly PageSpec[],
  visit: Visit,
  profile: NetworkProfile,
  runs: number,
  load: PageLoad,
): Promise<PageSeries[]> {
  const results = specs.map((): LoadResult[] => []);
  for (let run = 0; run < runs; run += 1) {
    for (const [index, spec] of specs.entries()) {
      results[index].push(
        await load(spec, run).catch((error: unknown) => {
          const what = `${visit} ${profile} ${spec.name} run ${run + 1}`;
          progress(`${what} failed: ${String(error).split('\n')[0]}`);
          return { readyMs: Infinity, scriptGzipBytes: 0, scriptRawBytes: 0, scriptCount: 0 };
        }),
      );
    }
  }
  return specs.map((spec, index) => {
    const medianMs = median(results[index].map((result) => result.readyMs));
    const all = results[index].map((result) => seconds(result.readyMs)).join(', ');
    progress(`${visit} ${profile} ${spec.name}: median ${seconds(medianMs)} (${all})`);
    return { spec, visit, profile, runs: results[index], medianMs };
  });
}
