// The load row: many panels at once. 200 clients, each on its own kept-alive connection to the
// loopback server, for 20 s, alternately asking for the journal's default page
// (GET /api/transactions, no parameters) and the 30-day dashboard
// (GET /api/dashboard/stats?startDate=...). Reported: completed requests per second over both,
// p99 latency (nearest rank) and errors (non-2xx answers and failed connections).
//
// The clients run in a Node process of their own (this module, forked), so that the bench
// process's heap is not in the way; the machine has 2 cores, so the client is kept cheap: one
// node:http Agent, bodies counted but not decoded or parsed. It still sends the browser's
// Accept-Encoding, so the server does the compression it does for a real panel.
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { percentile } from './stats.ts';

export interface LoadJob {
  urls: string[];
  authorization: string;
  clients: number;
  durationMs: number;
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  /** The first error seen, to say what went wrong. */
  firstError?: string;
}

const CLIENT_ARG = '--load-client';

/** One GET; resolves with the status (0 for a failed connection) once the body has ended. */
function get(agent: http.Agent, url: string, authorization: string): Promise<number> {
  const headers = {
    authorization,
    accept: 'application/json',
    'accept-encoding': 'gzip, deflate, br',
  };
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    request.on('error', () => resolve(0));
  });
}

async function runLoad(job: LoadJob): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.clients });
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const until = started + job.durationMs;
  // Each client loops until the time is up: bounded by the clock, one request at a time.
  const client = async (index: number) => {
    let turn = index;
    while (performance.now() < until) {
      const url = job.urls[turn % job.urls.length];
      turn += 1;
      const sent = performance.now();
      const status = await get(agent, url, job.authorization);
      latencies.push(performance.now() - sent);
      if (status < 200 || status > 299) {
        errors += 1;
        firstError ??= `${url} answered ${status || 'no connection'}`;
      }
    }
  };
  await Promise.all(Array.from({ length: job.clients }, (_, index) => client(index)));
  const elapsedMs = performance.now() - started;
  agent.destroy();
  return {
    requests: latencies.length,
    requestsPerSecond: latencies.length / (elapsedMs / 1000),
    p99Ms: percentile(latencies, 99),
    errors,
    firstError,
  };
}

type ClientAnswer = { result: LoadResult } | { error: string };

/** Runs the job in a forked Node process (this module) and answers its result. */
export function runLoadInClientProcess(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [CLIENT_ARG], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    let answer: ClientAnswer | undefined;
    child.on('message', (message: ClientAnswer) => (answer = message));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (answer && 'result' in answer) resolve(answer.result);
      else
        reject(new Error(`The load client failed: ${answer?.error ?? `exit ${signal ?? code}`}`));
    });
    child.send(job);
  });
}

if (process.argv[2] === CLIENT_ARG && process.send) {
  process.once('disconnect', () => process.exit(1));
  const answer = (message: ClientAnswer) => process.send!(message, () => process.exit(0));
  process.once('message', (job: LoadJob) => {
    runLoad(job).then(
      (result) => answer({ result }),
      (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
