// Entry of `npm run bench`: build, seed a scratch database with N transactions, start the real
// server on it, measure JS size, page-ready times and API latencies, print one table, exit 0/1.
import { spawnSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import type { NetworkProfile } from './browser.ts';
import { jsRows, latencyRows, loadRows, pageReadyRows, profileRows } from './figures.ts';
import { manifestJs } from './jsSize.ts';
import { databaseZone, daysAgoStart, measureLatencies } from './latency.ts';
import { gatewayRows } from './gateway.ts';
import { journalMirrorRows } from './journalMirror.ts';
import { runLoadInClientProcess } from './load.ts';
import { parseOptions } from './options.ts';
import { FLOOR, MINI_APP, PAGES, browserLoads, measurePages, repeatProfiles } from './pageReady.ts';
import { buildFloorPage } from './floorPage.ts';
import type { PageSeries, Visit } from './pageReady.ts';
import { BENCH_ADMIN, makeScratchDir, removeScratchDir, seedScratchData } from './seed.ts';
import { startServer } from './server.ts';
import type { BenchServer } from './server.ts';
import { progress, seconds } from './stats.ts';
import { allPass, budgetRow, infoRow, renderTable } from './table.ts';
import type { Row } from './table.ts';

const TOTAL_BUDGET_MS = 15 * 60 * 1000;

/** `npm run build` into the scratch directory: the shared dist/ is left to others. */
function build(distDir: string): void {
  const args = ['run', 'build', '--', '--outDir', distDir, '--emptyOutDir'];
  const result = spawnSync('npm', args, { encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}\n${result.stderr}\n`);
    throw new Error('npm run build failed');
  }
}

async function timed<T>(label: string, work: () => T | Promise<T>): Promise<[T, number]> {
  progress(`${label}...`);
  const started = performance.now();
  const value = await work();
  const ms = performance.now() - started;
  progress(`${label}: ${seconds(ms)}`);
  return [value, ms];
}

const LOAD_CLIENTS = 200;

/** The load row's two requests: the journal's default page and the 30-day dashboard. */
function loadUrls(baseUrl: string, dbFile: string): string[] {
  const startDate = encodeURIComponent(daysAgoStart(30, databaseZone(dbFile)));
  return [`${baseUrl}/api/transactions`, `${baseUrl}/api/dashboard/stats?startDate=${startDate}`];
}

const basicToken = () =>
  Buffer.from(`${BENCH_ADMIN.username}:${BENCH_ADMIN.password}`).toString('base64');

/**
 * Every page and the floor page, cold and repeat, plain and throttled, the pages of a series
 * loaded in turn (measurePages); the Mini App's dashboard cold and throttled, how an admin opens
 * it from a notification on a phone, in turn with the floor's cold throttled loads. The repeat
 * visits of both profiles start from one first visit per page (repeatProfiles).
 */
async function pageSeries(browser: Browser, url: string, runs: number): Promise<PageSeries[]> {
  const token = basicToken();
  const profiles = repeatProfiles(url, token);
  const series: PageSeries[] = [];
  try {
    for (const visit of ['cold', 'repeat'] as Visit[]) {
      for (const profile of ['plain', 'throttled'] as NetworkProfile[]) {
        const specs =
          visit === 'cold' && profile === 'throttled'
            ? [FLOOR, ...PAGES, MINI_APP]
            : [FLOOR, ...PAGES];
        const load = browserLoads(browser, url, visit, profile, token, profiles);
        series.push(...(await measurePages(specs, visit, profile, runs, load)));
      }
    }
  } finally {
    profiles.dispose();
  }
  return series;
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const started = performance.now();
  const rows: Row[] = [];
  const cleanups: Array<() => unknown> = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  process.once('SIGINT', () => {
    void cleanUp().finally(() => process.exit(130));
  });
  try {
    const scratchDir = makeScratchDir();
    // Removed even when a step fails half-way.
    cleanups.push(() => removeScratchDir(scratchDir));
    const dataDir = path.join(scratchDir, 'data');
    const distDir = path.join(scratchDir, 'dist');
    const [, buildMs] = options.skipBuild
      ? [cpSync('dist', distDir, { recursive: true }), 0]
      : await timed('npm run build', () => build(distDir));
    await timed('build the floor page', () => buildFloorPage(distDir));
    const manifest = manifestJs(distDir);
    const [seeded, seedMs] = await timed(`seed ${options.transactions} transactions`, () =>
      seedScratchData(dataDir, options.transactions),
    );

    const [server] = await timed('start server', () => startServer(dataDir, distDir));
    cleanups.push(() => server.stop());
    const token = basicToken();
    // Latencies first, while nothing else runs on the machine's cores.
    const [latencies] = await timed('API latencies', () =>
      measureLatencies(server.url, seeded.dbFile, token, options.requests),
    );
    const [load] = await timed(`load, ${LOAD_CLIENTS} clients`, () =>
      runLoadInClientProcess({
        urls: loadUrls(server.url, seeded.dbFile),
        authorization: `Basic ${token}`,
        clients: LOAD_CLIENTS,
        durationMs: options.loadSeconds * 1000,
      }),
    );
    const [series] = await timed('page loads', () => withBrowser(server, options.runs));

    rows.push(...jsRows(series, manifest));
    rows.push(...pageReadyRows(series));
    rows.push(...profileRows(series));
    rows.push(...latencyRows(latencies));
    rows.push(...loadRows(`load, ${LOAD_CLIENTS} clients, ${options.loadSeconds} s`, load));
    rows.push(...(await gatewayRows(options)));
    rows.push(...(await journalMirrorRows()));
    rows.push(infoRow('journal rows (demo + generated)', seeded.journalRows.toLocaleString('en')));
    rows.push(infoRow('build time', options.skipBuild ? 'skipped' : seconds(buildMs)));
    rows.push(infoRow('seed time', seconds(seedMs)));
  } finally {
    await cleanUp();
  }
  const totalMs = performance.now() - started;
  rows.push(budgetRow('total bench time', seconds(totalMs), '≤ 900 s', totalMs, TOTAL_BUDGET_MS));
  console.log(renderTable(rows));
  return allPass(rows) ? 0 : 1;
}

async function withBrowser(server: BenchServer, runs: number): Promise<PageSeries[]> {
  const browser = await launchBrowser();
  try {
    return await pageSeries(browser, server.url, runs);
  } finally {
    await browser.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
