// A stand-in for the production backend on a loopback port, for the gateway's and the
// pass-through's tests and the bench: every route the panel calls, answered as the backend's
// controllers answer (../shared/API-NOTES.md A and A2; tools/backendDoubleRoutes.ts), never more
// politely, with every field it stores and canary values in every secret it holds
// (tools/backendDoubleData.ts). Basic auth against its one account on every route but the three
// the backend leaves open (GET /admin/login, which answers the login history to anyone,
// POST /admin/login-info and GET /lottery/balance/{chatId}); a refused call is a 401 without a
// challenge. A String answer is labelled with the request's Accept, whatever its body.
// Every call is recorded; `intercept` lets a test answer a call itself, or hold it without an
// answer. Kept in tools/ so that bench/ can use it.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DoubleFailure, empty, text, textContentType } from './backendDoubleAnswers.ts';
import { BACKEND_ACCOUNT, freshState } from './backendDoubleData.ts';
import type { DoubleOptions, DoubleState } from './backendDoubleData.ts';
import { answerCall } from './backendDoubleRoutes.ts';
import type { DoubleAnswer, DoubleCall } from './backendDoubleRoutes.ts';

export { API_KEY_CANARIES, BACKEND_ACCOUNT, SECRET_CANARIES } from './backendDoubleData.ts';
export { textContentType } from './backendDoubleAnswers.ts';
export type { DoubleOptions, DoubleState } from './backendDoubleData.ts';
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

function send(response: ServerResponse, answer: DoubleAnswer, accept: string) {
  const headers: Record<string, string> = { ...answer.headers };
  if (answer.body === undefined) {
    response.writeHead(answer.status, headers).end();
    return;
  }
  const isText =
    answer.kind === 'text' || (answer.kind === undefined && typeof answer.body === 'string');
  headers['content-type'] =
    answer.contentType ?? (isText ? textContentType(accept) : 'application/json');
  response
    .writeHead(answer.status, headers)
    .end(isText ? String(answer.body) : JSON.stringify(answer.body));
}

/** The routes the backend's controllers answer without checking any credentials. */
const OPEN_ROUTES: [string, RegExp][] = [
  ['GET', /^\/admin\/login$/],
  ['POST', /^\/admin\/login-info$/],
  ['GET', /^\/lottery\/balance\/[^/]+$/],
];

/** The refusal of a call without the account: some controllers say why in a String. */
const refusal = (call: DoubleCall): DoubleAnswer =>
  call.path.startsWith('/oson/config') ? text('Invalid credentials', 401) : empty(401);

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
  const key = request.headers['idempotency-key'];
  return {
    method: request.method ?? 'GET',
    path: url.pathname.replace(/^\/api/, ''),
    query: Object.fromEntries(url.searchParams),
    body,
    authorization: request.headers.authorization ?? null,
    accept: request.headers.accept ?? '',
    idempotencyKey: typeof key === 'string' ? key : null,
  };
}

export async function startBackendDouble(
  now = new Date(),
  options: DoubleOptions = {},
): Promise<BackendDouble> {
  const state = freshState(now, options);
  const calls: DoubleCall[] = [];
  let waiting = 0;
  const double = { state, calls, intercept: undefined as Intercept | undefined };

  function answer(call: DoubleCall): DoubleAnswer {
    const open = OPEN_ROUTES.some(
      ([method, path]) => method === call.method && path.test(call.path),
    );
    if (!open && call.authorization !== GOOD_AUTH) return refusal(call);
    if (call.method === 'GET' && call.path === '/admin/login') {
      return { status: 200, body: state.loginHistory };
    }
    try {
      return answerCall(state, call);
    } catch (error) {
      if (error instanceof DoubleFailure) return error.answer(call.path);
      throw error;
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const call = await readCall(request);
    calls.push(call);
    waiting += 1;
    try {
      const own = await double.intercept?.(call);
      send(response, own ?? answer(call), call.accept);
    } finally {
      waiting -= 1;
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() =>
      send(response, { status: 500, body: 'double failed' }, request.headers.accept ?? ''),
    );
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
