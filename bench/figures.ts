// Turns the raw measurements into table rows, each against its budget from the performance issue.
import type { ManifestJs } from './jsSize.ts';
import type { EndpointLatency } from './latency.ts';
import type { LoadResult } from './load.ts';
import type { PageSeries } from './pageReady.ts';
import { kilobytes, milliseconds, seconds } from './stats.ts';
import { budgetRow, infoRow } from './table.ts';
import type { Row } from './table.ts';

const KB = 1000;
export const BUDGETS = {
  loginJsBytes: 150 * KB,
  dashboardJsBytes: 450 * KB,
  statsMedianMs: 50,
  pageMedianMs: 10,
  p99OverMedian: 3,
  throttledLoginMs: 2500,
  throttledDashboardMs: 4000,
  /** Browser and manifest counts of the same page may differ this much (relative). */
  jsAgreement: 0.1,
  loadRequestsPerSecond: 500,
  loadP99Ms: 250,
} as const;

function seriesOf(series: readonly PageSeries[], page: string, profile: string): PageSeries {
  const found = series.find((item) => item.spec.name === page && item.profile === profile);
  if (!found) throw new Error(`No ${profile} measurement of ${page}`);
  return found;
}

export function jsRows(series: readonly PageSeries[], manifest: ManifestJs): Row[] {
  const rows: Row[] = [];
  const pages = [
    { page: '/login', limit: BUDGETS.loginJsBytes, fromManifest: manifest.loginBytes },
    { page: '/', limit: BUDGETS.dashboardJsBytes, fromManifest: manifest.dashboardBytes },
  ];
  for (const { page, limit, fromManifest } of pages) {
    // The first complete unthrottled cold load; every load of a page fetches the same chunks.
    const load = seriesOf(series, page, 'unthrottled').runs.find((run) =>
      Number.isFinite(run.readyMs),
    );
    if (!load) {
      rows.push(budgetRow(`JS ${page} (browser, gzip)`, 'no load completed', '—', 1, 0));
      continue;
    }
    const measured = load.scriptGzipBytes;
    rows.push(
      budgetRow(
        `JS ${page} (browser, gzip, ${load.scriptCount} script${load.scriptCount === 1 ? '' : 's'})`,
        kilobytes(measured),
        `≤ ${kilobytes(limit)}`,
        measured,
        limit,
      ),
    );
    const gap = Math.abs(fromManifest - measured) / Math.max(measured, 1);
    rows.push(
      budgetRow(
        `JS ${page} cross-check (manifest, gzip)`,
        `${kilobytes(fromManifest)} (${(gap * 100).toFixed(1)}% off)`,
        `within ${BUDGETS.jsAgreement * 100}% of browser`,
        gap,
        BUDGETS.jsAgreement,
      ),
    );
    rows.push(infoRow(`JS ${page} uncompressed`, kilobytes(load.scriptRawBytes)));
  }
  return rows;
}

export function latencyRows(latencies: readonly EndpointLatency[]): Row[] {
  return latencies.flatMap(({ endpoint, server, sql }) => {
    const limit = endpoint.path.startsWith('/dashboard')
      ? BUDGETS.statsMedianMs
      : BUDGETS.pageMedianMs;
    const ratio = server.medianMs / sql.medianMs;
    const p99Limit = BUDGETS.p99OverMedian * server.medianMs;
    return [
      budgetRow(
        `${endpoint.label}: median`,
        `${milliseconds(server.medianMs)} (SQL ${milliseconds(sql.medianMs)}, ×${ratio.toFixed(1)})`,
        `≤ ${limit} ms`,
        server.medianMs,
        limit,
      ),
      budgetRow(
        `${endpoint.label}: p99`,
        `${milliseconds(server.p99Ms)} (SQL ${milliseconds(sql.p99Ms)})`,
        `≤ 3× median (${milliseconds(p99Limit)})`,
        server.p99Ms,
        p99Limit,
      ),
    ];
  });
}

export function pageReadyRows(series: readonly PageSeries[]): Row[] {
  const limits: Record<string, number | undefined> = {
    '/login': BUDGETS.throttledLoginMs,
    '/': BUDGETS.throttledDashboardMs,
  };
  return series.flatMap(({ spec, profile, runs, medianMs, interactiveMedianMs }) => {
    const figure = `ready ${spec.name}, ${profile} (median of ${runs.length})`;
    const limit = profile === 'throttled' ? limits[spec.name] : undefined;
    const ready =
      limit === undefined
        ? infoRow(figure, seconds(medianMs))
        : budgetRow(figure, seconds(medianMs), `≤ ${seconds(limit)}`, medianMs, limit);
    // Where the page is drawn before its app has loaded, when the app is up too (no budget).
    return interactiveMedianMs === undefined
      ? [ready]
      : [
          ready,
          infoRow(`app up on ${spec.name}, ${profile} (median)`, seconds(interactiveMedianMs)),
        ];
  });
}

/** The load row's three figures: throughput at least, p99 at most, no errors. */
export function loadRows(label: string, load: LoadResult): Row[] {
  const errors = load.firstError
    ? `${load.errors} (first: ${load.firstError})`
    : String(load.errors);
  return [
    {
      figure: `${label}: req/s`,
      value: `${load.requestsPerSecond.toFixed(0)} (${load.requests.toLocaleString('en')} requests)`,
      budget: `≥ ${BUDGETS.loadRequestsPerSecond}`,
      result: load.requestsPerSecond >= BUDGETS.loadRequestsPerSecond ? 'pass' : 'fail',
    },
    budgetRow(
      `${label}: p99`,
      milliseconds(load.p99Ms),
      `≤ ${BUDGETS.loadP99Ms} ms`,
      load.p99Ms,
      BUDGETS.loadP99Ms,
    ),
    budgetRow(`${label}: errors`, errors, '0', load.errors, 0),
  ];
}
