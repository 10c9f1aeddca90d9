// A stand-in for the production backend on a loopback port, for the gateway's and the
// pass-through's tests and the bench: every route the panel calls, answered as the backend's
// controllers answer (../shared/API-NOTES.md A and A2; tools/backendDoubleRoutes.ts), never more
// politely, with every field it stores and canary values in every secret it holds
// (tools/backendDoubleData.ts). Basic auth against its one account on every route but the three
// the backend leaves open (GET /admin/login, which answers the login history to anyone,
// POST /admin/login-info and GET /lottery/balance/{chatId}); a refused call is a 401 without a
// challenge. A String answer is labelled with the request's Accept, whatever its body.
// Every call is recorded; `intercept` lets a test answer a call itself, or hold it without an
// answer, and `concurrently` runs what the backend's own flows (the bot's payment flow) do while
// a call is handled. Kept in tools/ so that bench/ can use it.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callBody, encodeAnswer } from './backendDoubleAnswers.ts';
import { freshState } from './backendDoubleData.ts';
import type { DoubleOptions, DoubleState } from './backendDoubleData.ts';
import { respond } from './backendDoubleRoutes.ts';
import type { DoubleAnswer, DoubleCall } from './backendDoubleRoutes.ts';

export {
  API_KEY_CANARIES,
  BACKEND_ACCOUNT,
  HUMO_HELPER,
  SECRET_CANARIES,
} from './backendDoubleData.ts';
export { callBody, encodeAnswer, textContentType } from './backendDoubleAnswers.ts';
export { respond } from './backendDoubleRoutes.ts';
export type { DoubleOptions, DoubleState } from './backendDoubleData.ts';
export type { DoubleAnswer, DoubleCall } from './backendDoubleRoutes.ts';

/** A test's own answer to a call, a promise that never settles (no answer), or undefined. */
export type Intercept = (
  call: DoubleCall,
) => DoubleAnswer | undefined | Promise<DoubleAnswer | undefined>;

/**
 * What the backend's own flows do while the double handles `call`: a change made here lands
 * before the call is applied; the function it answers runs once the call has been applied (a
 * flow that read a record before the call and saves its copy after it, as the payment flow's
 * whole-entity save of a card does).
 */
export type Concurrently = (call: DoubleCall, state: DoubleState) => (() => void) | undefined;

export interface BackendDouble {
  /** Base URL of its API, for API_UPSTREAM. */
  apiUrl: string;
  state: DoubleState;
  /** Every call received, oldest first. */
  calls: DoubleCall[];
  intercept: Intercept | undefined;
  concurrently: Concurrently | undefined;
  /** Calls received whose answer has not been sent yet. */
  pending: () => number;
  stop: () => Promise<void>;
}

function send(response: ServerResponse, answer: DoubleAnswer, accept: string) {
  const { status, headers, text } = encodeAnswer(answer, accept);
  response.writeHead(status, headers).end(text);
}

async function readCall(request: IncomingMessage): Promise<DoubleCall> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = callBody(Buffer.concat(chunks).toString('utf8'));
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
  const double = {
    state,
    calls,
    intercept: undefined as Intercept | undefined,
    concurrently: undefined as Concurrently | undefined,
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const call = await readCall(request);
    calls.push(call);
    waiting += 1;
    try {
      const own = await double.intercept?.(call);
      if (own) return send(response, own, call.accept);
      const landsAfter = double.concurrently?.(call, state);
      const answer = respond(state, call);
      landsAfter?.();
      send(response, answer, call.accept);
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
