// Journal rows shared by the transaction and dashboard route tests: a six-row list sample (two
// platforms and cards, a deleted platform, ties, Cyrillic and wildcard characters) and the
// dashboard's twelve hand-computed rows.
import type { Database } from 'better-sqlite3';
import { expect } from 'vitest';
import type { Call } from './paymentAccountFixtures.ts';
import { addRows, journalRow, tashkent } from './transactionFixtures.ts';
import type { PaymentAccounts } from './transactionFixtures.ts';

/** Inserts the six rows; answers their ids (index 0 is the first row). */
export function addListSample(db: Database, accounts: PaymentAccounts): number[] {
  const { xbet, melbet, humoCard, uzcard } = accounts;
  const onXbet = { platformId: xbet.id, platformName: xbet.name };
  const onMelbet = { platformId: melbet.id, platformName: melbet.name, currency: 'RUB' as const };
  const humo = { adminCardId: humoCard.id, cardNumber: humoCard.cardNumber };
  const uz = { adminCardId: uzcard.id, cardNumber: uzcard.cardNumber };
  return addRows(db, [
    journalRow({ ...onXbet, ...humo, createdAt: tashkent('2025-03-10T09:00:00'), amount: 300_000 }),
    journalRow({
      ...onMelbet,
      ...uz,
      chatId: 5012399999,
      fullName: 'Иван Петров',
      status: 'PENDING_ADMIN',
      type: 'WITHDRAWAL',
      amount: 1_500_000,
      uniqueAmount: 1_500_000,
      // 18:30Z, but 23:30 in Tashkent: still 10 March there.
      createdAt: tashkent('2025-03-10T23:30:00'),
    }),
    journalRow({
      ...onXbet,
      ...uz,
      chatId: 987654321,
      fullName: null,
      status: 'CANCELED',
      amount: 50_000,
      createdAt: tashkent('2025-03-11T00:00:00'),
    }),
    journalRow({
      ...onMelbet,
      ...humo,
      chatId: 7001002003,
      fullName: 'Sardor 100% Toshmatov',
      amount: 300_000,
      createdAt: tashkent('2025-03-12T10:00:00'),
    }),
    // Same instant as the first row: the later id comes first among equals.
    journalRow({
      ...onXbet,
      ...humo,
      chatId: 7001002003,
      fullName: 'Malika_Rahimova',
      status: 'APPROVED',
      type: 'WITHDRAWAL',
      amount: 20_000,
      createdAt: tashkent('2025-03-10T09:00:00'),
    }),
    // A platform and card that were deleted: their ids are gone, the copied names are kept.
    journalRow({
      chatId: 123456,
      fullName: 'Bekzod Aliyev',
      platformName: 'Old Platform',
      status: 'FAILED',
      amount: 75_000,
      createdAt: tashkent('2025-03-12T12:00:00'),
    }),
  ]);
}

export type Row = Record<string, unknown> & { id: number };

/** The ids GET /api/transactions{query} answers, in order (asserting a 200). */
export async function listIds(call: Call, query = ''): Promise<number[]> {
  const response = await call('GET', `/api/transactions${query}`);
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return response.json<Row[]>().map((row) => row.id);
}

/**
 * The dashboard's hand-computed dataset (see dashboard.test.ts for every figure), in Tashkent
 * wall-clock times; answers the ids of R1..R12.
 */
export function addDashboardSample(db: Database, accounts: PaymentAccounts): number[] {
  const xbet = { platformId: accounts.xbet.id, platformName: '1xBet UZ' };
  const melbet = { platformId: accounts.melbet.id, platformName: 'Melbet RU' };
  const row = (
    local: string,
    chatId: number,
    status: 'APPROVED' | 'BONUS_APPROVED' | 'PENDING' | 'PENDING_ADMIN' | 'PENDING_SMS',
    type: 'TOP_UP' | 'WITHDRAWAL',
    amount: number,
    platform: object,
  ) => journalRow({ createdAt: tashkent(local), chatId, status, type, amount, ...platform });
  return addRows(db, [
    /* R1 */ row('2025-03-10T00:00:00', 111, 'APPROVED', 'TOP_UP', 100_000, xbet),
    /* R2 */ row('2025-03-10T09:15:00', 111, 'APPROVED', 'WITHDRAWAL', 250_000, melbet),
    // 18:30Z, yet 23:30 on the 10th in Tashkent.
    /* R3 */ row('2025-03-10T23:30:00', 222, 'BONUS_APPROVED', 'TOP_UP', 20_000, xbet),
    /* R4 */ row('2025-03-10T23:59:59.500', 333, 'PENDING', 'TOP_UP', 50_000, xbet),
    /* R5 */ row('2025-03-11T00:00:00', 222, 'APPROVED', 'TOP_UP', 300_000, melbet),
    /* R6 */ row('2025-03-11T12:00:00', 444, 'PENDING_ADMIN', 'WITHDRAWAL', 500_000, melbet),
    /* R7 */ journalRow({
      createdAt: tashkent('2025-03-11T13:00:00'),
      chatId: 111,
      status: 'CANCELED',
      amount: 70_000,
      ...xbet,
    }),
    // The platform is unknown: counted everywhere except in the per-platform maps.
    /* R8 */ journalRow({
      createdAt: tashkent('2025-03-11T14:00:00'),
      chatId: 555,
      status: 'FAILED',
      type: 'WITHDRAWAL',
      amount: 90_000,
    }),
    /* R9 */ row('2025-03-12T10:00:00', 222, 'APPROVED', 'TOP_UP', 150_001, xbet),
    /* R10 */ row('2025-03-12T11:00:00', 666, 'PENDING_SMS', 'TOP_UP', 40_000, melbet),
    /* R11 */ row('2025-03-12T12:00:00', 777, 'BONUS_APPROVED', 'TOP_UP', 5_000, melbet),
    /* R12 */ row('2025-03-09T23:59:59.999', 888, 'APPROVED', 'TOP_UP', 1_000_000, xbet),
  ]);
}
