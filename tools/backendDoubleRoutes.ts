// What the backend double answers, route by route, the way docs/backend.md (Production backend)
// says the real one does: plain-text and empty answers to writes, 404 with no body for a missing
// lottery balance, text errors for Humo, the journal as a plain array of its newest 100 matches.
// The payment accounts are in backendDoubleAccounts.ts.
import { ACCOUNT_ROUTES } from './backendDoubleAccounts.ts';
import {
  asRecord,
  byId,
  notFound,
  ok,
  type DoubleAnswer,
  type DoubleCall,
  type Route,
} from './backendDoubleAnswers.ts';
import type { DoubleState, Row } from './backendDoubleData.ts';
import { tashkentTime } from './backendDoubleData.ts';

export type { DoubleAnswer, DoubleCall } from './backendDoubleAnswers.ts';

function stats(state: DoubleState): Row {
  const count = (status: string) => state.transactions.filter((t) => t.status === status).length;
  const statusDistribution: Record<string, number> = {};
  const requestsByDate: Record<string, number> = {};
  for (const row of state.transactions) {
    const status = String(row.status);
    statusDistribution[status] = (statusDistribution[status] ?? 0) + 1;
    const day = String(row.createdAt).slice(0, 10);
    requestsByDate[day] = (requestsByDate[day] ?? 0) + 1;
  }
  return {
    totalRequests: state.transactions.length,
    approvedRequests: count('APPROVED'),
    pendingRequests: count('PENDING'),
    pendingAdminRequests: count('PENDING_ADMIN'),
    canceledRequests: count('CANCELED'),
    failedRequests: count('FAILED'),
    totalApprovedWithdrawalAmount: 500000,
    totalApprovedTopUpAmount: 900000,
    totalApprovedBonusAmount: 40000,
    averageApprovedAmount: 15000,
    statusDistribution,
    requestsByDate,
    platformGraphData: {
      '1xBet UZ': { top_up: 900000, withdrawal: 500000 },
      'Melbet RU': { top_up: 300000, withdrawal: 0 },
    },
    topUsers: { '700001': 9, '700002': 12, '700003': 4 },
    recentRequests: state.transactions.slice(0, 5),
  };
}

function transactionList(state: DoubleState, query: Record<string, string>): Row[] {
  // The backend filters on these four only and ignores the rest of the query.
  return state.transactions
    .filter(
      (row) =>
        (!query.status || row.status === query.status) &&
        (!query.type || row.type === query.type) &&
        (!query.platformId || String(row.platformId) === query.platformId) &&
        (!query.cardId || String(row.adminCardId) === query.cardId),
    )
    .slice(0, 100)
    .map(({ platformId: _platformId, ...row }) => row);
}

const ROUTES: Route[] = [
  ...ACCOUNT_ROUTES,
  ['GET', /^\/features$/, (s) => ok(s.features)],
  [
    'POST',
    /^\/features\/toggle\/(topup|withdraw|bonus)$/,
    (s, call, name) => {
      const flag = { topup: 'topUpEnabled', withdraw: 'withdrawEnabled', bonus: 'bonusEnabled' }[
        name as 'topup'
      ];
      s.features = { ...s.features, [flag]: call.query.enabled === 'true' };
      return ok('Sozlama muvaffaqiyatli yangilandi');
    },
  ],
  ['POST', /^\/admin\/login-info$/, (s, call) => (s.loginHistory.push(asRecord(call.body)), ok())],
  ['GET', /^\/dashboard\/stats$/, (s) => ok(stats(s))],
  ['GET', /^\/dashboard\/requests\/total-bonus-amount$/, () => ok(40000)],
  ['GET', /^\/transactions$/, (s, call) => ok(transactionList(s, call.query))],
  [
    'DELETE',
    /^\/transactions\/bulk$/,
    (s, call) => {
      const ids = new Set((Array.isArray(call.body) ? call.body : []).map(String));
      const before = s.transactions.length;
      s.transactions = s.transactions.filter((row) => !ids.has(String(row.id)));
      return { status: before === s.transactions.length ? 404 : 204 };
    },
  ],
  [
    'DELETE',
    /^\/transactions\/(\d+)$/,
    (s, _call, id) => {
      const index = byId(s.transactions, id);
      if (index < 0) return notFound();
      s.transactions.splice(index, 1);
      return { status: 204 };
    },
  ],
  ['GET', /^\/lottery\/prizes$/, (s) => ok(s.prizes)],
  [
    'POST',
    /^\/lottery\/prizes$/,
    (s, call) => {
      const prize = { ...asRecord(call.body), id: s.nextId++ };
      s.prizes.push(prize);
      return ok(prize);
    },
  ],
  [
    'DELETE',
    /^\/lottery\/prizes\/(\d+)$/,
    (s, _call, id) => {
      const index = byId(s.prizes, id);
      if (index >= 0) s.prizes.splice(index, 1);
      return index < 0 ? notFound() : { status: 204 };
    },
  ],
  [
    'GET',
    /^\/lottery\/balance\/(-?\d+)$/,
    (s, _call, chatId) => {
      const balance = s.balances.find((row) => String(row.chatId) === chatId);
      return balance ? ok(balance) : { status: 404 };
    },
  ],
  [
    'POST',
    /^\/lottery\/tickets\/(-?\d+)$/,
    (s, call, chatId) => {
      let balance = s.balances.find((row) => String(row.chatId) === chatId);
      if (!balance) s.balances.push((balance = { chatId: Number(chatId), tickets: 0, balance: 0 }));
      balance.tickets = Number(balance.tickets) + Number(call.query.amount);
      return ok(balance);
    },
  ],
  [
    'DELETE',
    /^\/lottery\/(tickets|balance)\/(-?\d+)$/,
    (s, call) => {
      const [, what, chatId] = /^\/lottery\/(tickets|balance)\/(-?\d+)$/.exec(call.path)!;
      const balance = s.balances.find((row) => String(row.chatId) === chatId);
      if (!balance) return { status: 404 };
      balance.tickets = 0;
      if (what === 'balance') balance.balance = 0;
      return ok();
    },
  ],
  ['POST', /^\/lottery\/award-random-users$/, () => ok()],
  ['GET', /^\/admin\/chats$/, (s) => ok(s.chats)],
  [
    'POST',
    /^\/admin\/chats$/,
    (s, call) => {
      const chatId = Number(call.query.chatId);
      if (!s.chats.some((chat) => chat.chatId === chatId)) {
        s.chats.push({ chatId, receiveNotifications: true });
      }
      return ok("Admin qo'shildi");
    },
  ],
  [
    'PUT',
    /^\/admin\/chats\/(-?\d+)$/,
    (s, call, chatId) => {
      const chat = s.chats.find((row) => String(row.chatId) === chatId);
      if (!chat) return notFound();
      chat.receiveNotifications = call.query.enable === 'true';
      return ok('Holat yangilandi');
    },
  ],
  [
    'DELETE',
    /^\/admin\/chats\/(-?\d+)$/,
    (s, _call, chatId) => {
      s.chats = s.chats.filter((row) => String(row.chatId) !== chatId);
      return ok("Admin o'chirildi");
    },
  ],
  [
    'GET',
    /^\/exchange-rates\/latest$/,
    (s) => (s.rates.length ? ok(s.rates.at(-1)) : { status: 404 }),
  ],
  [
    'POST',
    /^\/exchange-rates\/update$/,
    (s, call) => {
      const rate = { ...asRecord(call.body), id: s.nextId++, createdAt: tashkentTime(new Date()) };
      s.rates.push(rate);
      return ok(rate);
    },
  ],
  [
    'POST',
    /^\/broadcast\/send$/,
    (s, call) => (s.broadcasts.push(asRecord(call.body)), ok('Xabar yuborish boshlandi')),
  ],
  [
    'POST',
    /^\/humo\/newNumber$/,
    () => ok({ message: 'SMS kod yuborildi', next: 'POST /smscode' }),
  ],
  [
    'POST',
    /^\/humo\/smscode$/,
    (_s, call) => {
      const code = asRecord(call.body).code;
      if (code === '22222')
        return ok({ message: 'Parol kerak', hint: 'mushuk', next: 'POST /twostep' });
      if (code === '11111') return ok({ message: 'Kirildi' });
      return { status: 500, body: 'Failed to forward request' };
    },
  ],
  ['POST', /^\/humo\/twostep$/, () => ok({ message: 'Kirildi' })],
  ['GET', /^\/humo\/active$/, (s) => ok(s.humoAccounts)],
  ['DELETE', /^\/humo\/delete$/, () => ok({ message: "O'chirildi" })],
];

/** The double's answer to an authenticated call. */
export function answerCall(state: DoubleState, call: DoubleCall): DoubleAnswer {
  for (const [method, pattern, handle] of ROUTES) {
    const match = method === call.method ? pattern.exec(call.path) : null;
    if (match) return handle(state, call, match[1]);
  }
  return notFound();
}
