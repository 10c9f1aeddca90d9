// Page-ready times of cold loads in Chromium (/login, / with its charts, /transactions), and the
// JavaScript each load fetched (every `script` response, gzipped with zlib by the bench).
import type { Browser, Page } from 'playwright-core';
import { coldPage } from './browser.ts';
import type { NetworkProfile } from './browser.ts';
import { gzipBytes } from './jsSize.ts';
import { median, progress, seconds } from './stats.ts';

export interface PageSpec {
  name: '/login' | '/' | '/transactions';
  signedIn: boolean;
  /** Resolves when the page is ready for its user. */
  ready: (page: Page, timeout: number) => Promise<unknown>;
  /** Resolves when the whole app is up, where that comes after `ready`. */
  interactive?: (page: Page, timeout: number) => Promise<unknown>;
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
    // The app's three charts drawn with data.
    ready: (page, timeout) =>
      page.waitForFunction(chartsDrawn, undefined, { timeout, polling: 'raf' }),
  },
  {
    name: '/transactions',
    signedIn: true,
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
];

export interface LoadResult {
  readyMs: number;
  /** When the page's whole app was up, where the page has that second step. */
  interactiveMs?: number;
  /** gzip bytes of every script response of the load, up to interactive (or ready). */
  scriptGzipBytes: number;
  /** Bytes of those scripts once decoded (the wire carries them gzip- or brotli-compressed). */
  scriptRawBytes: number;
  scriptCount: number;
}

const READY_TIMEOUT_MS = 120_000;

export async function coldLoad(
  browser: Browser,
  baseUrl: string,
  spec: PageSpec,
  profile: NetworkProfile,
  basicToken: string,
): Promise<LoadResult> {
  const { context, page } = await coldPage(
    browser,
    profile,
    spec.signedIn ? basicToken : undefined,
  );
  try {
    const bodies: Array<Promise<Buffer | undefined>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.push(response.body().catch(() => undefined));
    });
    const started = performance.now();
    await page.goto(`${baseUrl}${spec.name}`, { waitUntil: 'commit', timeout: READY_TIMEOUT_MS });
    await spec.ready(page, READY_TIMEOUT_MS);
    const readyMs = performance.now() - started;
    await spec.interactive?.(page, READY_TIMEOUT_MS);
    const interactiveMs = spec.interactive ? performance.now() - started : undefined;
    const scripts = (await Promise.all(bodies)).filter((body) => body !== undefined);
    return {
      readyMs,
      interactiveMs,
      scriptGzipBytes: scripts.reduce((sum, body) => sum + gzipBytes(body), 0),
      scriptRawBytes: scripts.reduce((sum, body) => sum + body.length, 0),
      scriptCount: scripts.length,
    };
  } finally {
    await context.close();
  }
}

export interface PageSeries {
  spec: PageSpec;
  profile: NetworkProfile;
  runs: LoadResult[];
  medianMs: number;
  /** Median of the runs' interactiveMs, for a page that has that second step. */
  interactiveMedianMs?: number;
}

/** `runs` cold loads of one page under one profile, one after the other. */
export async function measurePage(
  browser: Browser,
  baseUrl: string,
  spec: PageSpec,
  profile: NetworkProfile,
  runs: number,
  basicToken: string,
): Promise<PageSeries> {
  const results: LoadResult[] = [];
  for (let run = 0; run < runs; run += 1) {
    try {
      results.push(await coldLoad(browser, baseUrl, spec, profile, basicToken));
    } catch (error) {
      // A load that never gets ready counts as infinitely slow; the other runs still count.
      progress(`${profile} ${spec.name} run ${run + 1} failed: ${String(error).split('\n')[0]}`);
      const failed = { readyMs: Infinity, scriptGzipBytes: 0, scriptRawBytes: 0, scriptCount: 0 };
      results.push(failed);
    }
  }
  const medianMs = median(results.map((result) => result.readyMs));
  const all = results.map((result) => seconds(result.readyMs)).join(', ');
  progress(`${profile} ${spec.name}: median ${seconds(medianMs)} (${all})`);
  const interactiveMedianMs = spec.interactive
    ? median(results.map((result) => result.interactiveMs ?? Infinity))
    : undefined;
  return { spec, profile, runs: results, medianMs, interactiveMedianMs };
}
