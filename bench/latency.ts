// Server latencies at N transactions (sequential authenticated requests to the running server)
// next to the time of the same repository queries run directly on the db file with better-sqlite3.
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import Database from 'better-sqlite3';
import type { Database as SqliteDatabase } from 'better-sqlite3';
import { readBusinessTimeZone } from '../server/db/businessCalendar.ts';
import { dashboardStats } from '../server/db/repositories/dashboardStats.ts';
import { countTransactions, listTransactions } from '../server/db/repositories/transactions.ts';
import { readWindow } from '../server/routes/dashboard/index.ts';
import { readListQuery } from '../server/routes/transactions/listQuery.ts';
import type { ListQuery } from '../server/routes/transactions/listQuery.ts';
import { startFloorServer } from './floorServer.ts';
import { median, percentile, progress } from './stats.ts';

export interface Endpoint {
  label: string;
  /** Path and query under /api. */
  path: string;
  /** The repository work the route does for that request, on `db`. */
  query: (db: SqliteDatabase, zone: string) => unknown;
}

export interface Timing {
  medianMs: number;
  p99Ms: number;
  /** The server's own time (its Server-Timing header), where it sends one. */
  server?: { medianMs: number; p99Ms: number };
}

export interface EndpointLatency {
  endpoint: Endpoint;
  server: Timing;
  sql: Timing;
}

export interface Latencies {
  endpoints: EndpointLatency[];
  /** A bare node:http server's answer, timed the same way (bench/floorServer.ts). */
  floor: Timing;
}

const WARM_UPS = 5;

/** Today minus `days` at 00:00:00 in `zone`, zone-less, as the panel sends startDate. */
export function daysAgoStart(days: number, zone: string): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return `${day.toISOString().slice(0, 10)}T00:00:00`;
}

const asQueryString = (params: Record<string, string>) => new URLSearchParams(params).toString();

function statsEndpoint(label: string, query: { startDate?: string }): Endpoint {
  return {
    label,
    path: `/dashboard/stats${query.startDate ? `?${asQueryString({ startDate: query.startDate })}` : ''}`,
    query: (db, zone) => dashboardStats(db, readWindow(query, zone), zone),
  };
}

function transactionsEndpoint(label: string, listQuery: Record<string, string>): Endpoint {
  return {
    label,
    path: `/transactions?${asQueryString(listQuery)}`,
    // What the route does: the page, then the count unless a short page already tells the total.
    query: (db, zone) => {
      const { filter, sort, page } = readListQuery(listQuery as ListQuery);
      const rows = listTransactions(db, filter, zone, sort, page);
      if (page && !(rows.length > 0 && rows.length < page.limit)) {
        countTransactions(db, filter, zone);
      }
      return rows;
    },
  };
}

export function endpoints(zone: string): Endpoint[] {
  const page = { range: '[0,24]', sort: '["createdAt","DESC"]' };
  return [
    statsEndpoint('/dashboard/stats, last 30 days', { startDate: daysAgoStart(30, zone) }),
    statsEndpoint('/dashboard/stats, all time', {}),
    transactionsEndpoint('/transactions page', page),
    transactionsEndpoint('/transactions page, APPROVED TOP_UP', {
      status: 'APPROVED',
      type: 'TOP_UP',
      ...page,
    }),
  ];
}

/** `work` timed `requests` times after the warm-ups; a number it answers is the server's time. */
async function time(work: () => unknown | Promise<unknown>, requests: number): Promise<Timing> {
  for (let index = 0; index < WARM_UPS; index += 1) await work();
  const samples: number[] = [];
  const serverSamples: number[] = [];
  for (let index = 0; index < requests; index += 1) {
    const started = performance.now();
    const serverMs = await work();
    samples.push(performance.now() - started);
    if (typeof serverMs === 'number') serverSamples.push(serverMs);
  }
  const timing: Timing = { medianMs: median(samples), p99Ms: percentile(samples, 99) };
  if (serverSamples.length === samples.length) {
    timing.server = { medianMs: median(serverSamples), p99Ms: percentile(serverSamples, 99) };
  }
  return timing;
}

/** The duration of a Server-Timing header (`app;dur=0.083`), or undefined. */
export function serverTimingMs(header: string | string[] | undefined): number | undefined {
  const match = /dur=([\d.]+)/.exec(String(header ?? ''));
  return match ? Number(match[1]) : undefined;
}

/** The Content-Encoding of an answer undone, as the browser does before the panel reads it. */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

/**
 * One GET as the panel's browser makes it: on a kept-alive connection, with the browser's
 * Accept-Encoding (so the server compresses exactly what it compresses for the panel), the body
 * read in full and decoded: the time covers the whole answer, as a client sees it.
 *
 * node:http rather than fetch(): Node's fetch (undici) holds every Response's body stream through
 * a WeakRef (for its FinalizationRegistry), and V8's young-generation GC keeps WeakRef targets
 * alive; the client then copied those bodies in each of its own scavenges and paused inside
 * whichever request was being timed. That pause is the bench's, not the
 * server's (a browser's network stack does not stop for the page's GC), yet it set the p99.
 */
function getOk(agent: http.Agent, url: string, authorization: string): Promise<number | undefined> {
  const headers = {
    authorization,
    accept: 'application/json',
    'accept-encoding': 'gzip, deflate, br',
  };
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        try {
          const body = decoded(Buffer.concat(chunks), response.headers['content-encoding']);
          const status = response.statusCode ?? 0;
          if (status < 200 || status > 299) {
            throw new Error(`${url} answered ${status}: ${body.toString()}`);
          }
          resolve(serverTimingMs(response.headers['server-timing']));
        } catch (error) {
          reject(error);
        }
      });
    });
    request.on('error', reject);
  });
}

/** What the client process times: each URL, `requests` times after the warm-ups. */
interface ClientJob {
  urls: string[];
  authorization: string;
  requests: number;
}

type ClientAnswer = { timings: Timing[] } | { error: string };

/** The argument that makes this module, forked by timeInClientProcess, the HTTP client. */
const CLIENT_ARG = '--latency-client';

async function timeUrls(job: ClientJob): Promise<Timing[]> {
  // One connection, reused like the browser's: sequential requests never need a second one.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const timings: Timing[] = [];
    for (const url of job.urls) {
      timings.push(await time(() => getOk(agent, url, job.authorization), job.requests));
    }
    return timings;
  } finally {
    agent.destroy();
  }
}

/**
 * The server timings, taken by a fresh Node process that does nothing else, as a browser's
 * network stack is apart from everything else on the machine. Not in this process: it has just
 * generated the seed rows and runs the SQL timings, and V8 collected that heap incrementally
 * while the process mostly waited on the network: its marking steps and the final pause of a
 * major GC ran inside timed requests.
 */
function timeInClientProcess(job: ClientJob): Promise<Timing[]> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [CLIENT_ARG], {
      execArgv: ['--import', 'tsx'],
      // stdout is the bench table's; a crash still shows on stderr.
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    let answer: ClientAnswer | undefined;
    child.on('message', (message: ClientAnswer) => (answer = message));
    child.once('error', reject);
    // 'close', not 'exit': it comes after the IPC channel has delivered every message.
    child.once('close', (code, signal) => {
      if (answer && 'timings' in answer) resolve(answer.timings);
      else {
        const why = answer?.error ?? `exit ${signal ?? code}`;
        reject(new Error(`The latency client failed: ${why}`));
      }
    });
    child.send(job);
  });
}

// This module forked as the client (see timeInClientProcess): take the job, answer, go; and
// stop at once should the bench go away first.
if (process.argv[2] === CLIENT_ARG && process.send) {
  process.once('disconnect', () => process.exit(1));
  const answer = (message: ClientAnswer) => process.send!(message, () => process.exit(0));
  process.once('message', (job: ClientJob) => {
    timeUrls(job).then(
      (timings) => answer({ timings }),
      (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/** The business zone the server stored in the database. */
export function databaseZone(dbFile: string): string {
  const db = new Database(dbFile, { readonly: true });
  try {
    return readBusinessTimeZone(db);
  } finally {
    db.close();
  }
}

export async function measureLatencies(
  baseUrl: string,
  dbFile: string,
  basicToken: string,
  requests: number,
): Promise<Latencies> {
  const zone = databaseZone(dbFile);
  const authorization = `Basic ${basicToken}`;
  const list = endpoints(zone);
  const floorServer = await startFloorServer();
  let timings: Timing[];
  try {
    // The floor first, then every endpoint over HTTP (in the client's own process), then the
    // SQL of every endpoint here.
    timings = await timeInClientProcess({
      urls: [floorServer.url, ...list.map((endpoint) => `${baseUrl}/api${endpoint.path}`)],
      authorization,
      requests,
    });
  } finally {
    await floorServer.stop();
  }
  const [floor, ...server] = timings;
  progress(`loopback floor: ${floor.medianMs.toFixed(2)} ms (p99 ${floor.p99Ms.toFixed(2)})`);
  const results: EndpointLatency[] = [];
  // Read-only beside the running server (WAL lets both read at once).
  const db = new Database(dbFile, { readonly: true });
  try {
    for (const [index, endpoint] of list.entries()) {
      const sql = await time(() => {
        endpoint.query(db, zone);
      }, requests);
      const { medianMs, p99Ms } = server[index];
      progress(
        `${endpoint.label}: ${medianMs.toFixed(2)} ms (p99 ${p99Ms.toFixed(2)}; server's own` +
          ` ${server[index].server?.medianMs.toFixed(2)} / ${server[index].server?.p99Ms.toFixed(2)}),` +
          ` SQL ${sql.medianMs.toFixed(2)} ms`,
      );
      results.push({ endpoint, server: server[index], sql });
    }
  } finally {
    db.close();
  }
  return { endpoints: results, floor };
}
