// A stand-in for the production backend on a loopback port, answering the way docs/backend.md:
// Production backend says the real one does: an open GET /admin/login, empty 401s, plain-text
// writes, secrets in the platform list and detail, a PUT /platforms/{id} that replaces the whole
// record (a missing password becomes null and the answer is 500), and GET /transactions as a plain
// array of the 100 newest matches of cardId, platformId, status and type, with zone-less GMT+5
// times. Our server runs in front of it with API_UPSTREAM, as it would in production.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const PRODUCTION_ADMIN = { username: 'admin', password: 'secret' };
const GOOD_AUTH = `Basic ${Buffer.from('admin:secret').toString('base64')}`;

export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface DoubleState {
  platforms: Record<string, unknown>[];
  transactions: Record<string, unknown>[];
  calls: RecordedCall[];
  /** Paths (without /api) answered 500 with a text body, as the backend does when it breaks. */
  failing: Set<string>;
}

/** Wall-clock time in Tashkent (GMT+5) without a zone, as the backend writes it. */
function tashkentTime(date: Date): string {
  return new Date(date.getTime() + 5 * 3600_000).toISOString().slice(0, 19);
}

function freshState(now: Date): DoubleState {
  const statuses = ['APPROVED', 'PENDING_ADMIN', 'FAILED', 'CANCELED'];
  // 250 transactions, one every 2 hours back from now: the newest 100 span about 8 days.
  const transactions = Array.from({ length: 250 }, (_, index) => ({
    id: 1000 - index,
    chatId: 700000 + index,
    platform: index % 2 ? 'Melbet RU' : '1xBet UZ',
    currency: 'UZS',
    platformUserId: `u${index}`,
    fullName: `Mijoz ${index}`,
    cardNumber: '9860123412345678',
    amount: 10000 + index,
    uniqueAmount: 10000 + index,
    status: statuses[index % statuses.length],
    type: index % 3 ? 'TOP_UP' : 'WITHDRAWAL',
    createdAt: tashkentTime(new Date(now.getTime() - index * 2 * 3600_000)),
    adminCardId: 5,
    billId: null,
    transactionId: null,
    payUrl: null,
    paymentAttempts: 0,
    platformId: index % 2 ? 2 : 1,
  }));
  return {
    platforms: [
      {
        id: 1,
        name: '1xBet UZ',
        currency: 'UZS',
        apiKey: 'onex-key',
        login: 'onex',
        password: 'onex-plain-password',
        workplaceId: 'WP-1',
      },
      {
        id: 2,
        name: 'Melbet RU',
        currency: 'RUB',
        apiKey: 'melbet-key',
        login: 'melbet',
        password: 'melbet-plain-password',
        workplaceId: 'WP-2',
      },
    ],
    transactions,
    calls: [],
    failing: new Set(),
  };
}

const CARDS = [
  {
    id: 5,
    cardNumber: '9860123412345678',
    ownerName: null,
    paymentSystem: 'HUMO',
    balance: 2500000,
    osonConfig: {
      id: 1,
      deviceName: 'Samsung A54',
      phone: '+998901234567',
      password: 'oson-pass',
      deviceId: 'dev-1',
      apiUrl: 'https://core.oson.uz',
      primaryConfig: true,
    },
  },
];

const STATS = {
  totalRequests: 250,
  approvedRequests: 63,
  totalApprovedWithdrawalAmount: 500000,
  totalApprovedTopUpAmount: 900000,
  totalApprovedBonusAmount: 0,
  statusDistribution: { APPROVED: 63, PENDING_ADMIN: 63, FAILED: 62, CANCELED: 62 },
  requestsByDate: {},
  platformGraphData: { '1xBet UZ': { top_up: 900000, withdrawal: 500000 } },
  topUsers: { '700001': 3 },
};

function send(response: ServerResponse, status: number, body?: unknown) {
  if (body === undefined) {
    response.writeHead(status).end();
  } else if (typeof body === 'string') {
    response.writeHead(status, { 'Content-Type': 'text/plain;charset=UTF-8' }).end(body);
  } else {
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  }
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function transactionsAnswer(state: DoubleState, query: Record<string, string>) {
  // The real backend filters on these four only; anything else in the query is ignored.
  const matches = state.transactions.filter(
    (row) =>
      (!query.status || row.status === query.status) &&
      (!query.type || row.type === query.type) &&
      (!query.platformId || String(row.platformId) === query.platformId) &&
      (!query.cardId || String(row.adminCardId) === query.cardId),
  );
  return matches.slice(0, 100).map((row) => {
    const copy = { ...row };
    delete copy.platformId;
    return copy;
  });
}

async function handle(state: DoubleState, request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://double');
  const path = url.pathname.replace(/^\/api/, '');
  const query = Object.fromEntries(url.searchParams);
  const method = request.method ?? 'GET';
  const body = await readBody(request);
  state.calls.push({ method, path, query, body });

  if (method === 'GET' && path === '/admin/login') {
    return send(response, 200, [
      { id: 1, username: 'admin', loginTime: tashkentTime(new Date()), deviceName: 'Mac' },
    ]);
  }
  if (request.headers.authorization !== GOOD_AUTH) return send(response, 401);
  if (state.failing.has(path)) return send(response, 500, 'Internal Server Error');

  const platformId = /^\/platforms\/(\d+)$/.exec(path)?.[1];
  const platformIndex = state.platforms.findIndex((p) => String(p.id) === platformId);
  if (method === 'GET' && path === '/features') {
    return send(response, 200, {
      id: 4,
      topUpEnabled: true,
      withdrawEnabled: true,
      bonusEnabled: false,
      createdAt: tashkentTime(new Date()),
    });
  }
  if (method === 'POST' && path === '/admin/login-info') return send(response, 200);
  if (method === 'GET' && path === '/dashboard/stats') return send(response, 200, STATS);
  if (method === 'GET' && path === '/dashboard/requests/total-bonus-amount') {
    return send(response, 200, 0);
  }
  if (method === 'GET' && path === '/admin/cards') return send(response, 200, CARDS);
  if (method === 'GET' && path === '/platforms') return send(response, 200, state.platforms);
  if (method === 'GET' && platformId) {
    return platformIndex < 0
      ? send(response, 404)
      : send(response, 200, state.platforms[platformIndex]);
  }
  if (method === 'PUT' && platformId) {
    if (platformIndex < 0) return send(response, 404);
    const record = (body ?? {}) as Record<string, unknown>;
    // The whole record is replaced; its password column may not be null.
    if (record.password === undefined || record.password === null || record.password === '') {
      return send(response, 500, 'could not execute statement; constraint [password]');
    }
    state.platforms[platformIndex] = { ...record, id: state.platforms[platformIndex].id };
    return send(response, 200, state.platforms[platformIndex]);
  }
  if (method === 'GET' && path === '/transactions') {
    return send(response, 200, transactionsAnswer(state, query));
  }
  return send(response, 404, 'Not Found');
}

export interface ProductionDouble {
  /** Base URL of its API, for API_UPSTREAM. */
  apiUrl: string;
  state: DoubleState;
  stop: () => Promise<void>;
}

export async function startProductionDouble(now = new Date()): Promise<ProductionDouble> {
  const state = freshState(now);
  const server = createServer((request, response) => {
    handle(state, request, response).catch(() => send(response, 500, 'double failed'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    state,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
