// The rows of `npm run bench` for the gateway's copy of the journal (server/gateway/journalMirror/,
// issue 47): what it costs the production backend.
//
// Ten panels: ten clients, each reading the live journal's first page every 15 s and the pending
// badge every 30 s (the panel's own cadence: LiveNote.tsx, PendingCount.tsx), through the real
// launcher in front of the backend double, once with the copy and once without it (JOURNAL_MIRROR
// =off, the plain forward). Counted at the double: its requests and the journal rows it read to
// answer them (it reads every match, as the backend does), per minute.
// The backfill: a backend of 50,000 transactions over 10 cards and 8 platforms (every finest
// combination within the backend's 100), the gateway at its default JOURNAL_BACKFILL_RATE, timed
// from the start until the copy holds the backend's whole history.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BACKEND_ACCOUNT, startBackendDouble } from '../tools/backendDouble.ts';
import type { BackendDouble, DoubleOptions } from '../tools/backendDouble.ts';
import { launchServer } from '../tools/launchServer.ts';
import type { LaunchedServer } from '../tools/launchServer.ts';
import { BENCH_ADMIN } from './seed.ts';
import { progress, seconds } from './stats.ts';
import { budgetRow, infoRow } from './table.ts';
import type { Row } from './table.ts';

const PANELS = 10;
const WINDOW_MS = 30_000;
const LIST_EVERY_MS = 15_000;
const BADGE_EVERY_MS = 30_000;
const BACKFILL_SIZE = 50_000;
/** One poll (the newest and five pending statuses) every 15 s, and the figures now and then. */
export const MIRROR_BUDGETS = { requestsPerMinute: 26, backfillMs: 10 * 60_000 };

const authorization = `Basic ${Buffer.from(`${BENCH_ADMIN.username}:${BENCH_ADMIN.password}`).toString('base64')}`;

async function withGateway<T>(
  env: Record<string, string>,
  doubleOptions: DoubleOptions,
  measure: (gateway: LaunchedServer, backend: BackendDouble) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'panel-bench-journal-'));
  const backend = await startBackendDouble(new Date(), doubleOptions);
  try {
    const gateway = await launchServer({
      env: {
        SECOND_STEP_ROLES: 'none',
        DATA_DIR: dataDir,
        ADMIN_USERNAME: BENCH_ADMIN.username,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        API_UPSTREAM: backend.apiUrl,
        UPSTREAM_USERNAME: BACKEND_ACCOUNT.username,
        UPSTREAM_PASSWORD: BACKEND_ACCOUNT.password,
        ...env,
      },
      timeoutMs: 120_000,
    });
    try {
      return await measure(gateway, backend);
    } finally {
      await gateway.stop();
    }
  } finally {
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function get(url: string): Promise<Response> {
  const response = await fetch(url, { headers: { authorization } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One panel for the window: its journal page and its badge at their own cadence. */
async function panel(baseUrl: string, until: number): Promise<void> {
  const page = `${baseUrl}/api/transactions?range=${encodeURIComponent('[0,24]')}&sort=${encodeURIComponent('["createdAt","DESC"]')}`;
  let nextList = Date.now();
  let nextBadge = Date.now();
  while (Date.now() < until) {
    if (Date.now() >= nextList) {
      await (await get(page)).arrayBuffer();
      nextList += LIST_EVERY_MS;
    }
    if (Date.now() >= nextBadge) {
      await (await get(`${baseUrl}/api/transactions/pending-count`)).arrayBuffer();
      nextBadge += BADGE_EVERY_MS;
    }
    await pause(Math.max(0, Math.min(nextList, nextBadge, until) - Date.now()));
  }
}

interface BackendCost {
  requestsPerMinute: number;
  rowsPerMinute: number;
}

async function tenPanels(mirror: boolean): Promise<BackendCost> {
  return withGateway({ JOURNAL_MIRROR: mirror ? 'on' : 'off' }, {}, async (gateway, backend) => {
    // Settled first: the copy's first poll and its backfill of the double's 250 rows.
    await get(`${gateway.url}/api/transactions?range=${encodeURIComponent('[0,0]')}`);
    if (mirror) await backfilled(gateway, Date.now() + 60_000);
    await pause(5000);
    const calls = backend.calls.length;
    const rows = backend.state.rowsRead;
    const until = Date.now() + WINDOW_MS;
    await Promise.all(Array.from({ length: PANELS }, () => panel(gateway.url, until)));
    const minutes = WINDOW_MS / 60_000;
    return {
      requestsPerMinute: (backend.calls.length - calls) / minutes,
      rowsPerMinute: (backend.state.rowsRead - rows) / minutes,
    };
  });
}

interface BackfillResult {
  ms: number;
  known: number;
  requests: number;
}

interface Coverage {
  known: number;
  backfillFinished: boolean;
}

/** The gateway's copy once its backfill has finished (it fails at `deadline`). */
async function backfilled(gateway: LaunchedServer, deadline: number): Promise<Coverage> {
  for (;;) {
    const response = await get(`${gateway.url}/api/transactions/coverage`);
    const coverage = (await response.json()) as Coverage;
    if (coverage.backfillFinished) return coverage;
    if (Date.now() > deadline) throw new Error(`backfill unfinished: ${coverage.known} known`);
    await pause(1000);
  }
}

async function backfill(): Promise<BackfillResult> {
  const journal = { transactions: BACKFILL_SIZE, cards: 10, platforms: 8 };
  return withGateway({}, { journal }, async (gateway, backend) => {
    const started = performance.now();
    const { known } = await backfilled(gateway, Date.now() + 2 * MIRROR_BUDGETS.backfillMs);
    return { ms: performance.now() - started, known, requests: backend.calls.length };
  });
}

const perMinute = (value: number) => `${Math.round(value).toLocaleString('en')}/min`;

export async function journalMirrorRows(): Promise<Row[]> {
  progress(
    `journal copy: ${PANELS} panels for ${WINDOW_MS / 1000} s with and without it, beside the backfill of a ${BACKFILL_SIZE.toLocaleString('en')}-transaction backend`,
  );
  // Side by side, each with its own double and gateway: the panels' rows count requests, and the
  // backfill's time is its rate's pauses between answers, neither the machine's speed.
  const [withCopy, without, filled] = await Promise.all([
    tenPanels(true),
    tenPanels(false),
    backfill(),
  ]);
  return [
    budgetRow(
      `gateway journal, ${PANELS} panels: backend requests`,
      `${perMinute(withCopy.requestsPerMinute)} (without the copy ${perMinute(without.requestsPerMinute)})`,
      `≤ ${MIRROR_BUDGETS.requestsPerMinute}/min`,
      withCopy.requestsPerMinute,
      MIRROR_BUDGETS.requestsPerMinute,
    ),
    infoRow(
      `gateway journal, ${PANELS} panels: backend rows read`,
      `${perMinute(withCopy.rowsPerMinute)} (without the copy ${perMinute(without.rowsPerMinute)})`,
    ),
    budgetRow(
      `gateway journal: backfill of ${BACKFILL_SIZE.toLocaleString('en')} transactions`,
      `${seconds(filled.ms)} (${filled.requests.toLocaleString('en')} requests, ${filled.known.toLocaleString('en')} known)`,
      `≤ ${seconds(MIRROR_BUDGETS.backfillMs)}, all known`,
      filled.known === BACKFILL_SIZE ? filled.ms : Number.POSITIVE_INFINITY,
      MIRROR_BUDGETS.backfillMs,
    ),
  ];
}
