// A stand-in for the production backend on a loopback port, for the gateway's tests and bench
// (server/gateway/): every route the panel calls, answered the way docs/backend.md says the real
// one answers (tools/backendDoubleRoutes.ts), with canary values in every secret it holds
// (tools/backendDoubleData.ts). Basic auth against its one account on every route but
// GET /admin/login, which answers the login history to anyone; a refused call is a 401 with an
// empty body and a WWW-Authenticate challenge. Every call is recorded; `intercept` lets a test
// answer a call itself, or hold it without an answer. Kept in tools/ so that bench/ can use it.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BACKEND_ACCOUNT, freshState } from './backendDoubleData.ts';
import type { DoubleState } from './backendDoubleData.ts';
import { answerCall } from './backendDoubleRoutes.ts';
import type { DoubleAnswer, DoubleCall } from './backendDoubleRoutes.ts';

export { API_KEY_CANARIES, BACKEND_ACCOUNT, SECRET_CANARIES } from './backendDoubleData.ts';
export type { DoubleState } from './backendDoubleData.ts';
export type { DoubleAnswer, DoubleCall } from './backendDoubleRoutes.ts';

const GOOD_AUTH = `Basic ${Buffer.from(
  `${BACKEND_ACCOUNT.username}:${BACKEND_ACCOUNT.password}`,
).toString('base64')}`;

/** A test's own answer to a call, a promise that never settles (no answer), or undefined. */
export type Intercept = (
  call: DoubleCall,
) => DoubleAnswer | undefined | Promise<DoubleAnswer | undefined>;

export interface BackendDouble {
  /** Base URL of its API, for API_UPSTREAM. */
  apiUrl: string;
  state: DoubleState;
  /** Every call received, oldest first. */
  calls: DoubleCall[];
  intercept: Intercept | undefined;
  /** Calls received whose answer has not been sent yet. */
  pending: () => number;
  stop: () => Promise<void>;
}

function send(response: ServerResponse, answer: DoubleAnswer) {
  const headers: Record<string, string> = { ...answer.headers };
  if (answer.body === undefined) {
    response.writeHead(answer.status, headers).end();
    return;
  }
  const isText = typeof answer.body === 'string';
  headers['content-type'] =
    answer.contentType ?? (isText ? 'text/plain;charset=UTF-8' : 'application/json');
  response
    .writeHead(answer.status, headers)
    .end(isText ? (answer.body as string) : JSON.stringify(answer.body));
}

async function readCall(request: IncomingMessage): Promise<DoubleCall> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  const url = new URL(request.url ?? '/', 'http://double');
  return {
    method: request.method ?? 'GET',
    path: url.pathname.replace(/^\/api/, ''),
    query: Object.fromEntries(url.searchParams),
    body,
    authorization: request.headers.authorization ?? null,
  };
}

export async function startBackendDouble(now = new Date()): Promise<BackendDouble> {
  const state = freshState(now);
  const calls: DoubleCall[] = [];
  let waiting = 0;
  const double = { state, calls, intercept: undefined as Intercept | undefined };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const call = await readCall(request);
    calls.push(call);
    waiting += 1;
    try {
      const own = await double.intercept?.(call);
      if (own) return send(response, own);
      if (call.method === 'GET' && call.path === '/admin/login') {
        return send(response, { status: 200, body: state.loginHistory });
      }
      if (call.authorization !== GOOD_AUTH) {
        return send(response, {
          status: 401,
          headers: { 'www-authenticate': 'Basic realm="backend"' },
        });
      }
      send(response, answerCall(state, call));
    } finally {
      waiting -= 1;
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, { status: 500, body: 'double failed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(double, {
    apiUrl: `http://127.0.0.1:${port}/api`,
    pending: () => waiting,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
