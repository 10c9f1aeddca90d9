// Every embedded /api route with a valid request of it: the fuzzer breaks these one part at a time.
// `:name` segments are path parameters; `query` and `body` hold valid values.

export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

const card = {
  cardNumber: '8600 1234 5678 9012',
  ownerName: 'Ali',
  paymentSystem: 'HUMO',
  balance: 0,
};
const config = {
  deviceName: 'Pixel',
  phone: '+998901112233',
  password: 'secret',
  deviceId: 'device',
  apiUrl: 'https://core.oson.uz',
};
const platform = {
  name: 'Bet',
  currency: 'UZS',
  apiKey: 'key',
  login: 'cashier',
  password: 'secret',
  workplaceId: '7',
};

// A browser's passkey answers in outline (the library refuses their contents: no options match).
const passkeyCreation = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'oA' },
  clientExtensionResults: {},
};
const passkeyAssertion = {
  ...passkeyCreation,
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
};

export const ROUTES: RouteSpec[] = [
  { method: 'GET', path: '/capabilities' },
  { method: 'GET', path: '/admin/login', query: { range: '[0,9]' } },
  {
    method: 'POST',
    path: '/admin/login-info',
    body: { userAgent: 'UA', ipAddress: '1.2.3.4', deviceName: 'Mac', city: 'T', country: 'U' },
  },
  {
    method: 'GET',
    path: '/audit-log',
    query: {
      range: '[0,9]',
      username: 'admin',
      resource: 'platforms',
      action: 'update',
      from: '2026-01-01T00:00:00Z',
      to: '2026-12-31T23:59:59Z',
    },
  },
  { method: 'GET', path: '/panel-accounts' },
  {
    method: 'POST',
    path: '/panel-accounts',
    body: { username: 'aziz', password: 'yetarli-uzun-parol' },
  },
  { method: 'PUT', path: '/panel-accounts/:id/password', body: { password: 'yangi-uzun-parol' } },
  { method: 'PUT', path: '/panel-accounts/:id', query: { disabled: 'false' } },
  { method: 'PUT', path: '/panel-accounts/:id/role', body: { role: 'operator' } },
  { method: 'GET', path: '/panel-accounts/me' },
  {
    method: 'PUT',
    path: '/panel-accounts/me/password',
    body: { currentPassword: 'not-the-current-one', password: 'yangi-uzun-parol' },
  },
  { method: 'DELETE', path: '/panel-accounts/me/link-notice' },
  { method: 'DELETE', path: '/panel-accounts/me/telegram' },
  { method: 'PUT', path: '/panel-accounts/:id/telegram', body: { telegramUserId: 5123456789 } },
  { method: 'DELETE', path: '/panel-accounts/:id/telegram' },
  { method: 'GET', path: '/features' },
  { method: 'POST', path: '/features/toggle/topup', query: { enabled: 'true' } },
  { method: 'POST', path: '/features/toggle/withdraw', query: { enabled: 'false' } },
  { method: 'POST', path: '/features/toggle/bonus', query: { enabled: 'true' } },
  { method: 'GET', path: '/admin/chats' },
  { method: 'POST', path: '/admin/chats', query: { chatId: '5012345678' } },
  { method: 'PUT', path: '/admin/chats/:chatId', query: { enable: 'false' } },
  { method: 'DELETE', path: '/admin/chats/:chatId' },
  { method: 'GET', path: '/oson/config' },
  { method: 'GET', path: '/oson/config/:id' },
  { method: 'POST', path: '/oson/config', body: config },
  { method: 'PUT', path: '/oson/config/:id', body: { id: 1, ...config } },
  { method: 'PUT', path: '/oson/config/:id/set-primary' },
  { method: 'DELETE', path: '/oson/config/:id' },
  { method: 'GET', path: '/admin/cards' },
  { method: 'POST', path: '/admin/cards/oson/:osonConfigId', body: card },
  {
    method: 'PUT',
    path: '/admin/cards/:id',
    body: { ...card, balanceSeen: 0, osonConfig: { id: 1 } },
  },
  { method: 'DELETE', path: '/admin/cards/:id' },
  { method: 'GET', path: '/platforms' },
  { method: 'GET', path: '/platforms/:id' },
  { method: 'POST', path: '/platforms', body: platform },
  { method: 'PUT', path: '/platforms/:id', body: platform },
  { method: 'DELETE', path: '/platforms/:id' },
  {
    method: 'GET',
    path: '/transactions',
    query: {
      cardId: '1',
      platformId: '1',
      status: 'APPROVED',
      type: 'TOP_UP',
      q: 'ali',
      dateFrom: '2025-01-01',
      dateTo: '2025-12-31',
      range: '[0,24]',
      sort: '["createdAt","DESC"]',
    },
  },
  { method: 'GET', path: '/transactions/pending-count' },
  { method: 'GET', path: '/transactions/:id' },
  { method: 'DELETE', path: '/transactions/bulk', body: [1, 2] },
  { method: 'DELETE', path: '/transactions/:id' },
  { method: 'GET', path: '/users/:chatId' },
  { method: 'GET', path: '/saved-views' },
  {
    method: 'POST',
    path: '/saved-views',
    body: { name: 'Pending top-ups', filter: { status: 'PENDING_ADMIN', type: 'TOP_UP' } },
  },
  { method: 'DELETE', path: '/saved-views/:id' },
  {
    method: 'GET',
    path: '/dashboard/stats',
    query: { startDate: '2025-01-01T00:00:00', endDate: '2025-01-31T23:59:59' },
  },
  {
    method: 'GET',
    path: '/dashboard/requests/total-bonus-amount',
    query: { startDate: '2025-01-01T00:00:00' },
  },
  { method: 'GET', path: '/lottery/prizes' },
  { method: 'POST', path: '/lottery/prizes', body: { amount: 10000, numberOfPrize: 3 } },
  { method: 'DELETE', path: '/lottery/prizes/:id' },
  { method: 'GET', path: '/lottery/balance/:chatId' },
  { method: 'POST', path: '/lottery/tickets/:chatId', query: { amount: '2' } },
  { method: 'DELETE', path: '/lottery/tickets/:chatId' },
  { method: 'DELETE', path: '/lottery/balance/:chatId' },
  {
    method: 'POST',
    path: '/lottery/award-random-users',
    query: { totalUsers: '10', randomUsers: '2', amount: '100' },
  },
  { method: 'GET', path: '/exchange-rates/latest' },
  { method: 'POST', path: '/exchange-rates/update', body: { uzsToRub: 7.1, rubToUzs: 140 } },
  {
    method: 'POST',
    path: '/broadcast/send',
    body: {
      messageText: '<b>Hi</b>',
      buttonText: 'Go',
      buttonUrl: 'https://t.me',
      scheduledTime: null,
    },
  },
  { method: 'GET', path: '/broadcast/:id' },
  { method: 'POST', path: '/humo/newNumber', body: { phone: '+998901234567' } },
  { method: 'POST', path: '/humo/smscode', body: { phone: '+998901234567', code: '11111' } },
  { method: 'POST', path: '/humo/twostep', body: { phone: '+998901234567', password: 'sandbox' } },
  { method: 'GET', path: '/humo/active', query: { include_photo: 'true' } },
  { method: 'DELETE', path: '/humo/delete', query: { phone: '+998901234567' } },
  // The second step. The confirmation before the set-up, and no authenticator is ever confirmed,
  // so that no run checks a code (a failed one counts toward the sign-in lock-out).
  { method: 'GET', path: '/second-step' },
  { method: 'POST', path: '/second-step/totp/confirm', body: { code: '123456' } },
  { method: 'POST', path: '/second-step/totp/setup' },
  { method: 'POST', path: '/second-step/totp', body: { code: '123456' } },
  { method: 'POST', path: '/second-step/passkey/register-options' },
  {
    method: 'POST',
    path: '/second-step/passkey/register',
    body: { response: passkeyCreation, name: 'Laptop' },
  },
  { method: 'POST', path: '/second-step/passkey/options' },
  { method: 'POST', path: '/second-step/passkey', body: { response: passkeyAssertion } },
  { method: 'DELETE', path: '/second-step/passkeys/:id' },
  { method: 'GET', path: '/devices', query: { all: 'false' } },
  { method: 'DELETE', path: '/devices/:id' },
  { method: 'DELETE', path: '/devices' },
  { method: 'DELETE', path: '/panel-accounts/:id/second-step' },
  { method: 'GET', path: '/role-settings' },
  { method: 'PUT', path: '/role-settings/:role', body: { telegramSignIn: true } },
];
