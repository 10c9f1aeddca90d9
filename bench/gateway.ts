// The gateway's rows of `npm run bench` (server/gateway/, issue 25): what the gateway in front of
// the production backend adds to a request, and 200 panels through it at once.
//
// The backend is the double of tools/backendDouble.ts, in this process; the gateway is the real
// launcher (API_UPSTREAM, UPSTREAM_USERNAME/UPSTREAM_PASSWORD) on a scratch DATA_DIR. Added time:
// the same GET asked of the double directly (with its own account) and through the gateway (with a
// panel account), one after the other on kept-alive connections, so that both see the same
// machine at the same moment; the rows give the gateway's median and p99 minus the direct ones.
// The gateway's share is everything it does: our Basic check (cached), the checks of the query,
// the backend call, the answer read whole, cleaned of secrets, serialised and compressed.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BACKEND_ACCOUNT, startBackendDouble } from '../tools/backendDouble.ts';
import { launchServer } from '../tools/launchServer.ts';
import { runLoadInClientProcess } from './load.ts';
import type { LoadResult } from './load.ts';
import { BENCH_ADMIN } from './seed.ts';
import { median, milliseconds, percentile, progress } from './stats.ts';
import { budgetRow, infoRow } from './table.ts';
import type { Row } from './table.ts';

export interface GatewayBenchOptions {
  /** Timed requests per endpoint and per way (after warm-ups). */
  requests: number;
  /** Length of the load run. */
  loadSeconds: number;
}

/** Budgets of the gateway's added time on a two-core machine. */
export const GATEWAY_BUDGETS = { addedMedianMs: 5, addedP99Ms: 25 };

const LOAD_CLIENTS = 200;
const WARM_UPS = 20;

/** The reads timed: the smallest answer, and the journal's newest 100 (about 40 KB of JSON). */
const ENDPOINTS = [
  { label: 'GET /features', path: '/features' },
  { label: 'GET /transactions (100 rows)', path: '/transactions' },
];

const basic = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

/** One GET, its body read and its status checked; answers the milliseconds it took. */
function timedGet(agent: http.Agent, url: string, authorization: string): Promise<number> {
  const headers = { authorization, accept: 'application/json', 'accept-encoding': 'gzip, br' };
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.on('data', () => undefined);
      response.on('error', reject);
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status > 299) reject(new Error(`${url} answered ${status}`));
        else resolve(performance.now() - started);
      });
    });
    request.on('error', reject);
  });
}

export interface AddedTime {
  label: string;
  direct: { medianMs: number; p99Ms: number };
  gateway: { medianMs: number; p99Ms: number };
}

/** Each endpoint asked directly and through the gateway, alternately, `requests` times each. */
export async function measureAddedTime(
  backendApiUrl: string,
  gatewayUrl: string,
  requests: number,
): Promise<AddedTime[]> {
  const direct = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const viaGateway = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const backendAuth = basic(BACKEND_ACCOUNT.username, BACKEND_ACCOUNT.password);
  const panelAuth = basic(BENCH_ADMIN.username, BENCH_ADMIN.password);
  try {
    const results: AddedTime[] = [];
    for (const endpoint of ENDPOINTS) {
      const directUrl = `${backendApiUrl}${endpoint.path}`;
      const viaUrl = `${gatewayUrl}/api${endpoint.path}`;
      const directMs: number[] = [];
      const gatewayMs: number[] = [];
      for (let index = 0; index < WARM_UPS + requests; index += 1) {
        const a = await timedGet(direct, directUrl, backendAuth);
        const b = await timedGet(viaGateway, viaUrl, panelAuth);
        if (index < WARM_UPS) continue;
        directMs.push(a);
        gatewayMs.push(b);
      }
      const summary = (samples: number[]) => ({
        medianMs: median(samples),
        p99Ms: percentile(samples, 99),
      });
      results.push({
        label: endpoint.label,
        direct: summary(directMs),
        gateway: summary(gatewayMs),
      });
    }
    return results;
  } finally {
    direct.destroy();
    viaGateway.destroy();
  }
}

/** Two rows per endpoint: the gateway's added median and p99, each against its budget. */
export function addedTimeRows(times: readonly AddedTime[]): Row[] {
  return times.flatMap(({ label, direct, gateway }) => {
    const addedMedian = gateway.medianMs - direct.medianMs;
    const addedP99 = gateway.p99Ms - direct.p99Ms;
    return [
      budgetRow(
        `gateway, ${label}: added median`,
        `${milliseconds(addedMedian)} (direct ${milliseconds(direct.medianMs)}, gateway ${milliseconds(gateway.medianMs)})`,
        `≤ ${GATEWAY_BUDGETS.addedMedianMs} ms`,
        addedMedian,
        GATEWAY_BUDGETS.addedMedianMs,
      ),
      budgetRow(
        `gateway, ${label}: added p99`,
        `${milliseconds(addedP99)} (direct ${milliseconds(direct.p99Ms)}, gateway ${milliseconds(gateway.p99Ms)})`,
        `≤ ${GATEWAY_BUDGETS.addedP99Ms} ms`,
        addedP99,
        GATEWAY_BUDGETS.addedP99Ms,
      ),
    ];
  });
}

/** The load through the gateway: errors against 0; throughput and p99 as they come. */
export function gatewayLoadRows(label: string, load: LoadResult): Row[] {
  const errors = load.firstError ? `${load.errors} (first: ${load.firstError})` : '0';
  return [
    infoRow(
      `${label}: req/s`,
      `${load.requestsPerSecond.toFixed(0)} (${load.requests.toLocaleString('en')} requests)`,
    ),
    infoRow(`${label}: p99`, milliseconds(load.p99Ms)),
    budgetRow(`${label}: errors`, errors, '0', load.errors, 0),
  ];
}

/** Starts the double and the gateway, measures both, stops them: the gateway's rows. */
export async function gatewayRows(options: GatewayBenchOptions): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'panel-bench-gateway-'));
  const backend = await startBackendDouble();
  try {
    progress('gateway: starting in front of the backend double');
    const gateway = await launchServer({
      env: {
        // The load signs in with the password alone, the spec's one step (else the owner would be
        // asked to set up a second step first).
        SECOND_STEP_ROLES: 'none',
        DATA_DIR: dataDir,
        ADMIN_USERNAME: BENCH_ADMIN.username,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        API_UPSTREAM: backend.apiUrl,
        UPSTREAM_USERNAME: BACKEND_ACCOUNT.username,
        UPSTREAM_PASSWORD: BACKEND_ACCOUNT.password,
        // The forward's own cost: the journal's copy (journalMirror.ts) answers GET /transactions
        // from SQLite instead, and its polls would share the machine with the timed requests.
        JOURNAL_MIRROR: 'off',
      },
      timeoutMs: 120_000,
    });
    try {
      progress('gateway: added time per request');
      const times = await measureAddedTime(backend.apiUrl, gateway.url, options.requests);
      progress(`gateway: ${LOAD_CLIENTS} clients for ${options.loadSeconds} s`);
      const load = await runLoadInClientProcess({
        urls: ENDPOINTS.map((endpoint) => `${gateway.url}/api${endpoint.path}`),
        authorization: basic(BENCH_ADMIN.username, BENCH_ADMIN.password),
        clients: LOAD_CLIENTS,
        durationMs: options.loadSeconds * 1000,
      });
      return [
        ...addedTimeRows(times),
        ...gatewayLoadRows(`gateway load, ${LOAD_CLIENTS} clients, ${options.loadSeconds} s`, load),
      ];
    } finally {
      await gateway.stop();
    }
  } finally {
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
