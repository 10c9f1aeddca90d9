// What the backend double answers, route by route, as the backend's controllers do
// (../shared/API-NOTES.md A and A2): String answers to the switches, the admin chats and the
// broadcast (labelled with the request's Accept), empty answers and refusals, 404 with no body for
// a missing lottery balance, every Humo helper failure as a 500 "Failed to forward request", the
// journal as a plain array of its newest 100 matches (a status it does not know is a 500), and
// entity-bound POSTs that an `id` in the body makes overwrite a record. The payment accounts are
// in backendDoubleAccounts.ts.
import { ACCOUNT_ROUTES } from './backendDoubleAccounts.ts';
import {
  DoubleFailure,
  asRecord,
  booleanParam,
  byId,
  checkColumns,
  empty,
  json,
  long,
  longParam,
  objectBody,
  springError,
  string,
  text,
  uncaught,
  unreadable,
  type DoubleAnswer,
  type DoubleCall,
  type Route,
} from './backendDoubleAnswers.ts';
import type { DoubleState, Row } from './backendDoubleData.ts';
import {
  BACKEND_ACCOUNT,
  BACKEND_STATUSES,
  HUMO_HELPER,
  tashkentTime,
} from './backendDoubleData.ts';

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
  // RequestStatus.valueOf and RequestType.valueOf: an unknown name is an uncaught exception.
  if (query.status !== undefined && !BACKEND_STATUSES.includes(query.status))
    throw uncaught('status');
  if (query.type !== undefined && !['TOP_UP', 'WITHDRAWAL'].includes(query.type)) {
    throw uncaught('type');
  }
  for (const name of ['cardId', 'platformId']) {
    if (query[name] !== undefined && !/^-?\d{1,18}$/.test(query[name])) throw unreadable(name);
  }
  // platformId matches by the platform's NAME, looked up from the id (no such platform: nothing).
  const platform = query.platformId
    ? state.platforms.find((row) => String(row.id) === query.platformId)
    : undefined;
  // The backend filters on these four only and ignores the rest of the query. It reads every
  // match (counted in rowsRead) and keeps the newest 100.
  const matches = state.transactions.filter(
    (row) =>
      (!query.status || row.status === query.status) &&
      (!query.type || row.type === query.type) &&
      (!query.platformId || (platform !== undefined && row.platform === platform.name)) &&
      (!query.cardId || String(row.adminCardId) === query.cardId),
  );
  state.rowsRead += matches.length;
  return matches.slice(0, 100);
}

const TOGGLED = {
  topup: ['topUpEnabled', "Hisob to'ldirish"],
  withdraw: ['withdrawEnabled', 'Pul chiqarish'],
  bonus: ['bonusEnabled', 'Bonus'],
} as const;

const LOGIN_FIELDS = ['username', 'userAgent', 'ipAddress', 'deviceName', 'city', 'country'];

/** The lottery balance of `chatId`, or undefined. */
const balanceOf = (state: DoubleState, chatId: string) =>
  state.balances.find((row) => String(row.chatId) === chatId);

/** The backend's Humo helper behind /humo/*: any refusal of it is the backend's 500. */
const helperFailed = (): DoubleAnswer => text('Failed to forward request', 500);

function humoStep(call: DoubleCall, answer: (body: Row) => DoubleAnswer | undefined) {
  const body = asRecord(call.body);
  if (typeof body.phone !== 'string' || !/^\+998\d{9}$/.test(body.phone)) return helperFailed();
  return answer(body) ?? helperFailed();
}

const ROUTES: Route[] = [
  ...ACCOUNT_ROUTES,
  ['GET', /^\/features$/, (s) => json(s.features)],
  [
    'POST',
    /^\/features\/toggle\/(topup|withdraw|bonus)$/,
    (s, call, name) => {
      const [flag, label] = TOGGLED[name as keyof typeof TOGGLED];
      const enabled = booleanParam(call, 'enabled');
      s.features = { ...s.features, [flag]: enabled };
      return text(`${label} ${enabled ? 'yoqildi' : 'o‘chirildi'}`);
    },
  ],
  [
    'POST',
    /^\/admin\/login-info$/,
    (s, call) => {
      const body = objectBody(call.body);
      const event: Row = { id: s.nextId++, loginTime: tashkentTime(new Date()) };
      for (const field of LOGIN_FIELDS) event[field] = string(body[field], field) ?? 'Unknown';
      checkColumns(event, [], { text: LOGIN_FIELDS });
      s.loginHistory.push(event);
      return text('Admin login recorded');
    },
  ],
  ['GET', /^\/dashboard\/stats$/, (s) => json(stats(s))],
  ['GET', /^\/dashboard\/requests\/total-bonus-amount$/, () => json(40000)],
  ['GET', /^\/transactions$/, (s, call) => json(transactionList(s, call.query))],
  [
    'DELETE',
    /^\/transactions\/bulk$/,
    (s, call) => {
      if (!Array.isArray(call.body)) throw unreadable('ids');
      const ids = new Set(call.body.map((id) => String(long(id, 'ids'))));
      const before = s.transactions.length;
      s.transactions = s.transactions.filter((row) => !ids.has(String(row.id)));
      return empty(before === s.transactions.length ? 404 : 204);
    },
  ],
  [
    'DELETE',
    /^\/transactions\/(\d+)$/,
    (s, _call, id) => {
      const index = byId(s.transactions, id);
      if (index < 0) return empty(404);
      s.transactions.splice(index, 1);
      return empty(204);
    },
  ],
  ['GET', /^\/lottery\/prizes$/, (s) => json(s.prizes)],
  [
    'POST',
    /^\/lottery\/prizes$/,
    (s, call) => {
      const body = objectBody(call.body);
      const amount = body.amount;
      if (amount !== undefined && amount !== null && typeof amount !== 'number') {
        throw unreadable('amount');
      }
      const prize: Row = {
        id: long(body.id, 'id'),
        amount: amount ?? null,
        numberOfPrize: long(body.numberOfPrize, 'numberOfPrize'),
      };
      checkColumns(prize, s.prizes, { notNull: ['amount', 'numberOfPrize'] });
      // Bound straight to the entity: an id of an existing prize overwrites that prize.
      const index = byId(s.prizes, prize.id);
      if (index >= 0) s.prizes[index] = prize;
      else s.prizes.push(((prize.id = s.nextId++), prize));
      return json(prize);
    },
  ],
  [
    'DELETE',
    /^\/lottery\/prizes\/(\d+)$/,
    (s, _call, id) => {
      const index = byId(s.prizes, id);
      if (index >= 0) s.prizes.splice(index, 1);
      return empty(index < 0 ? 404 : 204);
    },
  ],
  [
    'GET',
    /^\/lottery\/balance\/(-?\d+)$/,
    (s, _call, chatId) => {
      const balance = balanceOf(s, chatId);
      return balance ? json(balance) : empty(404);
    },
  ],
  [
    'POST',
    /^\/lottery\/tickets\/(-?\d+)$/,
    (s, call, chatId) => {
      const amount = longParam(call, 'amount');
      let balance = balanceOf(s, chatId);
      if (!balance) s.balances.push((balance = { chatId: Number(chatId), tickets: 0, balance: 0 }));
      // No check of the amount: a negative one takes tickets away.
      balance.tickets = Number(balance.tickets) + amount;
      return json(balance);
    },
  ],
  [
    'DELETE',
    /^\/lottery\/(?:tickets|balance)\/(-?\d+)$/,
    (s, call, chatId) => {
      const balance = balanceOf(s, chatId);
      if (!balance) return empty(404);
      if (call.path.includes('/tickets/')) balance.tickets = 0;
      else balance.balance = 0;
      return empty(204);
    },
  ],
  [
    'POST',
    /^\/lottery\/award-random-users$/,
    (s, call) => {
      const [total, random, amount] = ['totalUsers', 'randomUsers', 'amount'].map((name) =>
        longParam(call, name),
      );
      if (random > total || total <= 0 || random <= 0 || amount <= 0) return empty(400);
      const approved = s.transactions.filter((row) => row.status === 'APPROVED').slice(0, total);
      const chatIds = [...new Set(approved.map((row) => String(row.chatId)))];
      if (chatIds.length < random) return empty(400);
      for (const chatId of chatIds.slice(0, random)) {
        let balance = balanceOf(s, chatId);
        if (!balance)
          s.balances.push((balance = { chatId: Number(chatId), tickets: 0, balance: 0 }));
        balance.balance = Number(balance.balance) + amount;
      }
      return empty(200);
    },
  ],
  ['GET', /^\/admin\/chats$/, (s) => json(s.chats)],
  [
    'POST',
    /^\/admin\/chats$/,
    (s, call) => {
      const chatId = longParam(call, 'chatId');
      const receive =
        call.query.receiveNotifications === undefined
          ? true
          : booleanParam(call, 'receiveNotifications');
      if (s.chats.some((chat) => chat.chatId === chatId)) {
        return text(`✅ Admin chat allaqachon mavjud, bildirishnomalar yangilandi: ${chatId}`);
      }
      s.chats.push({ chatId, receiveNotifications: receive });
      return text(`✅ Admin chat qo‘shildi: ${chatId}`);
    },
  ],
  [
    'PUT',
    /^\/admin\/chats\/(-?\d+)$/,
    (s, call, chatId) => {
      const enable = booleanParam(call, 'enable');
      const chat = s.chats.find((row) => String(row.chatId) === chatId);
      if (!chat) return text(`❌ Chat ID ${chatId} topilmadi`, 404);
      chat.receiveNotifications = enable;
      return text(enable ? '✅ Bildirishnomalar yoqildi' : '🛑 Bildirishnomalar o‘chirildi');
    },
  ],
  [
    'DELETE',
    /^\/admin\/chats\/(-?\d+)$/,
    (s, _call, chatId) => {
      const index = s.chats.findIndex((row) => String(row.chatId) === chatId);
      if (index < 0) return text(`❌ Chat ID ${chatId} topilmadi`, 404);
      s.chats.splice(index, 1);
      return text(`✅ Chat ID ${chatId} adminlar ro‘yxatidan o‘chirildi`);
    },
  ],
  [
    'GET',
    /^\/exchange-rates\/latest$/,
    (s) => (s.rates.length ? json(s.rates.at(-1)) : empty(404)),
  ],
  [
    'POST',
    /^\/exchange-rates\/update$/,
    (s, call) => {
      const body = objectBody(call.body);
      // @Valid: @NotNull @Positive BigDecimal each, else Spring's 400.
      for (const field of ['uzsToRub', 'rubToUzs']) {
        const value = body[field];
        if (typeof value !== 'number' || !(value > 0)) throw unreadable(field);
      }
      const rate = {
        id: s.nextId++,
        uzsToRub: body.uzsToRub,
        rubToUzs: body.rubToUzs,
        createdAt: tashkentTime(new Date()),
      };
      s.rates.push(rate);
      return json(rate);
    },
  ],
  [
    'POST',
    /^\/broadcast\/send$/,
    (s, call) => {
      const body = objectBody(call.body);
      const message = string(body.messageText, 'messageText');
      if (!message?.trim()) return text('Message text is required.', 400);
      const scheduled = body.scheduledTime;
      if (
        scheduled !== undefined &&
        scheduled !== null &&
        (typeof scheduled !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?/.test(scheduled))
      ) {
        throw unreadable('scheduledTime');
      }
      s.broadcasts.push({
        messageText: message,
        buttonText: string(body.buttonText, 'buttonText'),
        buttonUrl: string(body.buttonUrl, 'buttonUrl'),
        scheduledTime: scheduled ?? null,
      });
      return text('Broadcast initiated successfully.');
    },
  ],
  [
    'POST',
    /^\/humo\/newNumber$/,
    (_s, call) =>
      humoStep(call, () => json({ message: 'SMS kod yuborildi', next: 'POST /smscode' })),
  ],
  [
    'POST',
    /^\/humo\/smscode$/,
    (_s, call) =>
      humoStep(call, (body) => {
        if (body.code === HUMO_HELPER.twoStepCode) {
          return json({ message: 'Parol kerak', hint: HUMO_HELPER.hint, next: 'POST /twostep' });
        }
        return body.code === HUMO_HELPER.signInCode ? json({ message: 'Kirildi' }) : undefined;
      }),
  ],
  [
    'POST',
    /^\/humo\/twostep$/,
    (_s, call) =>
      humoStep(call, (body) =>
        body.password === HUMO_HELPER.password ? json({ message: 'Kirildi' }) : undefined,
      ),
  ],
  ['GET', /^\/humo\/active$/, (s) => json(s.humoAccounts)],
  [
    'DELETE',
    /^\/humo\/delete$/,
    (s, call) => {
      const index = s.humoAccounts.findIndex((account) => account.phone === call.query.phone);
      if (index < 0) return helperFailed();
      s.humoAccounts.splice(index, 1);
      return json({ message: "O'chirildi" });
    },
  ],
];

/** The routes the backend's controllers answer without checking any credentials. */
const OPEN_ROUTES: [string, RegExp][] = [
  ['GET', /^\/admin\/login$/],
  ['POST', /^\/admin\/login-info$/],
  ['GET', /^\/lottery\/balance\/[^/]+$/],
];

const GOOD_AUTH = `Basic ${Buffer.from(
  `${BACKEND_ACCOUNT.username}:${BACKEND_ACCOUNT.password}`,
).toString('base64')}`;

/** The refusal of a call without the account: some controllers say why in a String. */
const refusal = (call: DoubleCall): DoubleAnswer =>
  call.path.startsWith('/oson/config') ? text('Invalid credentials', 401) : empty(401);

/** The backend's answer to a call: its account checked where the backend checks it. */
export function respond(state: DoubleState, call: DoubleCall): DoubleAnswer {
  const open = OPEN_ROUTES.some(([method, path]) => method === call.method && path.test(call.path));
  if (!open && call.authorization !== GOOD_AUTH) return refusal(call);
  if (call.method === 'GET' && call.path === '/admin/login') return json(state.loginHistory);
  try {
    return answerCall(state, call);
  } catch (error) {
    if (error instanceof DoubleFailure) return error.answer(call.path);
    throw error;
  }
}

/** The double's answer to an authenticated call. */
function answerCall(state: DoubleState, call: DoubleCall): DoubleAnswer {
  for (const [method, pattern, handle] of ROUTES) {
    const match = method === call.method ? pattern.exec(call.path) : null;
    if (match) return handle(state, call, match[1]);
  }
  return springError(404, call.path);
}
