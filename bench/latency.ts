// Server latencies at N transactions (sequential authenticated requests to the running server)
// next to the time of the same repository queries run directly on the db file with better-sqlite3.
import Database from 'better-sqlite3';
import type { Database as SqliteDatabase } from 'better-sqlite3';
import { readBusinessTimeZone } from '../server/db/businessCalendar.ts';
import { dashboardStats } from '../server/db/repositories/dashboardStats.ts';
import { countTransactions, listTransactions } from '../server/db/repositories/transactions.ts';
import { readWindow } from '../server/routes/dashboard/index.ts';
import { readListQuery } from '../server/routes/transactions/listQuery.ts';
import type { ListQuery } from '../server/routes/transactions/listQuery.ts';
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
}

export interface EndpointLatency {
  endpoint: Endpoint;
  server: Timing;
  sql: Timing;
}

const WARM_UPS = 5;

/** Today minus `days` at 00:00:00 in `zone`, zone-less, as the panel sends startDate. */
function daysAgoStart(days: number, zone: string): string {
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

async function time(work: () => unknown | Promise<unknown>, requests: number): Promise<Timing> {
  for (let index = 0; index < WARM_UPS; index += 1) await work();
  const samples: number[] = [];
  for (let index = 0; index < requests; index += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return { medianMs: median(samples), p99Ms: percentile(samples, 99) };
}

async function fetchOk(url: string, authorization: string): Promise<void> {
  const response = await fetch(url, { headers: { authorization } });
  // The body is read in full: the time covers the whole answer, as a client sees it.
  const body = await response.arrayBuffer();
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}: ${Buffer.from(body).toString()}`);
  }
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
): Promise<EndpointLatency[]> {
  const zone = databaseZone(dbFile);
  const authorization = `Basic ${basicToken}`;
  const results: EndpointLatency[] = [];
  // Read-only beside the running server (WAL lets both read at once).
  const db = new Database(dbFile, { readonly: true });
  try {
    for (const endpoint of endpoints(zone)) {
      const server = await time(
        () => fetchOk(`${baseUrl}/api${endpoint.path}`, authorization),
        requests,
      );
      const sql = await time(() => endpoint.query(db, zone), requests);
      progress(
        `${endpoint.label}: server ${server.medianMs.toFixed(2)} ms (p99 ${server.p99Ms.toFixed(2)}),` +
          ` SQL ${sql.medianMs.toFixed(2)} ms`,
      );
      results.push({ endpoint, server, sql });
    }
  } finally {
    db.close();
  }
  return results;
}
