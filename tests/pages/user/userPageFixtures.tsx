// The user page's component tests' set-up: the page at /users/{chatId} under its route, and a
// fake data provider with one person's summary, lottery balance and transactions, each a vi.fn.
import { vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import type { Role } from '../../../contract/roles';
import { UserPage } from '../../../src/pages/user/UserPage';
import { NO_CAPABILITIES } from '../../../src/providers/capabilities';
import type { UserSummary } from '../../../src/providers/userSummary';
import { renderWithCore } from '../../fixtures/renderWithCore';
import { balanceEntry, fakeLotteryProvider } from '../lottery/fakeLotteryProvider';

export const CHAT_ID = 5012345678;

export const SUMMARY: UserSummary = {
  chatId: CHAT_ID,
  names: [
    { fullName: 'AZIZ KARIMOV', lastAt: '2025-03-09T06:00:00.000Z' },
    { fullName: 'Aziz Karimov', lastAt: '2025-03-05T06:00:00.000Z' },
  ],
  firstAt: '2025-03-01T06:00:00.000Z',
  lastAt: '2025-03-09T06:00:00.000Z',
  byType: [
    { key: 'TOP_UP', count: 2, amount: 150_000 },
    { key: 'WITHDRAWAL', count: 1, amount: 250_000 },
  ],
  byStatus: [
    { key: 'APPROVED', count: 2, amount: 150_000 },
    { key: 'PENDING_ADMIN', count: 1, amount: 250_000 },
  ],
  platforms: [{ platform: '1xBet UZ', count: 3, lastAt: '2025-03-09T06:00:00.000Z' }],
  cards: [{ cardNumber: '9860100612345676', count: 3, lastAt: '2025-03-09T06:00:00.000Z' }],
};

export const TRANSACTION = {
  id: 31,
  chatId: CHAT_ID,
  platform: '1xBet UZ',
  fullName: 'Aziz Karimov',
  cardNumber: '9860100612345676',
  amount: 150000,
  uniqueAmount: 150003,
  status: 'APPROVED',
  type: 'TOP_UP',
  createdAt: new Date(2025, 2, 9, 11, 0).toISOString(),
  currency: 'UZS',
  platformUserId: '',
  adminCardId: null,
  billId: '',
  transactionId: '',
  payUrl: '',
  paymentAttempts: null,
};

/** The page's reads, each answering the person above unless overridden. */
export function userPageProvider(overrides: Record<string, unknown> = {}) {
  const lottery = fakeLotteryProvider({
    balances: new Map([balanceEntry(CHAT_ID, 25_000, 4)]),
  });
  return {
    ...lottery.provider,
    getCapabilities: vi.fn(async () => ({ ...NO_CAPABILITIES, userSummary: true })),
    getUserSummary: vi.fn(async () => SUMMARY),
    getList: vi.fn(async () => ({ data: [TRANSACTION], total: 1 })),
    ...overrides,
  };
}

export function renderUserPage(
  provider: object,
  { chatId = String(CHAT_ID), role }: { chatId?: string; role?: Role } = {},
) {
  return renderWithCore(
    <Routes>
      <Route path="/users/:chatId" element={<UserPage />} />
      <Route path="/" element={<p>dashboard</p>} />
    </Routes>,
    { dataProvider: provider, path: `/users/${chatId}`, role },
  );
}
