// Turns the raw measurements into table rows, each against its budget from the performance issue.
import type { ManifestJs } from './jsSize.ts';
import type { Latencies } from './latency.ts';
import type { LoadResult } from './load.ts';
import { FLOOR, MINI_APP, type PageSeries, type Visit } from './pageReady.ts';
import { medianProfile } from './profile.ts';
import { kilobytes, milliseconds, seconds } from './stats.ts';
import { budgetRow, infoRow } from './table.ts';
import type { Row } from './table.ts';

const KB = 1000;
export const BUDGETS = {
  loginJsBytes: 150 * KB,
  /** Each signed-in screen the bench loads: /, /transactions, /cards and /lottery. */
  screenJsBytes: 200 * KB,
  statsMedianMs: 50,
  pageMedianMs: 10,
  p99OverMedian: 3,
  /** Browser and manifest counts of the same page may differ this much (relative). */
  jsAgreement: 0.1,
  loadRequestsPerSecond: 500,
  loadP99Ms: 250,
} as const;

/**
 * Page-ready budgets as ratios to the floor page measured in the same run under the same visit
 * and network (times move a lot between runs on these machines; ratios much less): the signed-in
 * screens at most 1.5x its cold time and 2x its repeat time, the sign-in page at most its time.
 */
export const FLOOR_RATIOS: Record<string, Partial<Record<Visit, number>>> = {
  '/login': { cold: 1.0, repeat: 1.0 },
  '/': { cold: 1.5, repeat: 2.0 },
  '/transactions': { cold: 1.5, repeat: 2.0 },
  '/cards': { cold: 1.5, repeat: 2.0 },
  '/lottery': { cold: 1.5, repeat: 2.0 },
  // Opened from the bot at phone size: the browser's `/` budget, against the desktop floor.
  'Mini App /': { cold: 1.5 },
};

const condition = (series: PageSeries) => `${series.visit} ${series.profile}`;

function seriesOf(series: readonly PageSeries[], page: string, visit: string, profile: string) {
  const found = series.find(
    (item) => item.spec.name === page && item.visit === visit && item.profile === profile,
  );
  if (!found) throw new Error(`No ${visit} ${profile} measurement of ${page}`);
  return found;
}

export function jsRows(series: readonly PageSeries[], manifest: ManifestJs): Row[] {
  const rows: Row[] = [];
  for (const page of ['/login', '/', '/transactions', '/cards', '/lottery']) {
    const limit = page === '/login' ? BUDGETS.loginJsBytes : BUDGETS.screenJsBytes;
    // The first complete cold plain load; every cold load of a page fetches the same chunks.
    const load = seriesOf(series, page, 'cold', 'plain').runs.find((run) =>
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
    const fromManifest = manifest.bytes[page];
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
  rows.push(miniAppJsRow(series));
  return rows;
}

/** The Mini App's dashboard, under a screen's budget: Telegram's SDK comes on top of `/`. */
function miniAppJsRow(series: readonly PageSeries[]): Row {
  const load = seriesOf(series, MINI_APP.name, 'cold', 'throttled').runs.find((run) =>
    Number.isFinite(run.readyMs),
  );
  const figure = `JS ${MINI_APP.name} (browser, gzip, ${load?.scriptCount ?? 0} scripts)`;
  if (!load) return budgetRow(figure, 'no load completed', '—', 1, 0);
  const limit = BUDGETS.screenJsBytes;
  const bytes = load.scriptGzipBytes;
  return budgetRow(figure, kilobytes(bytes), `≤ ${kilobytes(limit)}`, bytes, limit);
}

/**
 * Each endpoint's median as the client sees it, against its budget; and its tail: the p99 of the
 * server's own time (its Server-Timing header, arrival to answer) at most 3x that time's median,
 * or, where 3x the median is a few hundredths of a millisecond, at most the machine's own
 * loopback jitter (the floor row's p99 minus its median, measured in the same run). A client-side
 * p99 here is mostly that jitter: a bare node:http server's p99 is several times its median on
 * this machine. The client's p99 is printed beside it.
 */
export function latencyRows({ endpoints, floor }: Latencies): Row[] {
  const jitter = Math.max(0, floor.p99Ms - floor.medianMs);
  const rows = endpoints.flatMap(({ endpoint, server, sql }) => {
    const limit = endpoint.path.startsWith('/dashboard')
      ? BUDGETS.statsMedianMs
      : BUDGETS.pageMedianMs;
    const ratio = server.medianMs / sql.medianMs;
    const own = server.server ?? { medianMs: Number.NaN, p99Ms: Number.NaN };
    const tailLimit = Math.max(BUDGETS.p99OverMedian * own.medianMs, jitter);
    return [
      budgetRow(
        `${endpoint.label}: median`,
        `${milliseconds(server.medianMs)} (SQL ${milliseconds(sql.medianMs)}, ×${ratio.toFixed(1)})`,
        `≤ ${limit} ms`,
        server.medianMs,
        limit,
      ),
      budgetRow(
        `${endpoint.label}: p99, server's own`,
        `${milliseconds(own.p99Ms)} (median ${milliseconds(own.medianMs)}; client p99 ${milliseconds(server.p99Ms)})`,
        `≤ 3× median or jitter (${milliseconds(tailLimit)})`,
        // No Server-Timing header is a failure, not a pass.
        Number.isFinite(own.p99Ms) ? own.p99Ms : Infinity,
        tailLimit,
      ),
    ];
  });
  rows.push(
    infoRow(
      'loopback floor (bare node:http, same client)',
      `median ${milliseconds(floor.medianMs)}, p99 ${milliseconds(floor.p99Ms)}, jitter ${milliseconds(jitter)}`,
    ),
  );
  return rows;
}

export function pageReadyRows(series: readonly PageSeries[]): Row[] {
  return series.map((item) => {
    const figure = `ready ${item.spec.name}, ${condition(item)} (median of ${item.runs.length})`;
    const ratio = FLOOR_RATIOS[item.spec.name]?.[item.visit];
    if (ratio === undefined) return infoRow(figure, seconds(item.medianMs));
    const floor = seriesOf(series, FLOOR.name, item.visit, item.profile).medianMs;
    return budgetRow(
      figure,
      `${seconds(item.medianMs)} (${(item.medianMs / floor).toFixed(2)}x the floor's ${seconds(floor)})`,
      `≤ ${ratio.toFixed(1)}x floor (${seconds(ratio * floor)})`,
      item.medianMs,
      ratio * floor,
    );
  });
}

/**
 * Where each series' time went (medians): main-thread script, style and layout, all busy time,
 * the idle rest, and how long the drawn screen waited after its data had arrived.
 */
export function profileRows(series: readonly PageSeries[]): Row[] {
  return series.flatMap((item) => {
    const profile = medianProfile(item.runs.flatMap((run) => (run.profile ? [run.profile] : [])));
    if (!profile) return [];
    const parts = [
      `script ${seconds(profile.scriptMs)}`,
      `style+layout ${seconds(profile.layoutMs)}`,
      `busy ${seconds(profile.busyMs)}`,
      `idle ${seconds(profile.idleMs)}`,
    ];
    if (profile.dataArrivedMs !== undefined) {
      parts.push(
        `data at ${seconds(profile.dataArrivedMs)}, drawn ${seconds(profile.readyMs - profile.dataArrivedMs)} later`,
      );
    }
    return [infoRow(`profile ${item.spec.name}, ${condition(item)}`, parts.join(' · '))];
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
