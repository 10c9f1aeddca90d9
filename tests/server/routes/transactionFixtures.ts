// Builders shared by the transaction and dashboard tests: two platforms and two cards to point
// rows at, a valid journal row (override what a test is about), and Tashkent wall-clock times.
import type { Database } from 'better-sqlite3';
import { insertAdminCard } from '../../../server/db/repositories/adminCards.ts';
import { insertOsonConfig } from '../../../server/db/repositories/osonConfigs.ts';
import { insertPlatform } from '../../../server/db/repositories/platforms.ts';
import { insertTransactions } from '../../../server/db/repositories/transactionInserts.ts';
import type { NewTransaction } from '../../../server/db/repositories/transactionInserts.ts';

export interface PaymentAccounts {
  xbet: { id: number; name: string };
  melbet: { id: number; name: string };
  humoCard: { id: number; cardNumber: string };
  uzcard: { id: number; cardNumber: string };
}

const CREATED = '2025-01-01T00:00:00.000Z';

/** Platforms "1xBet UZ" (UZS) and "Melbet RU" (RUB), a HUMO and an UZCARD card. */
export function addPaymentAccounts(db: Database): PaymentAccounts {
  const platform = (name: string, currency: 'UZS' | 'RUB') =>
    insertPlatform(
      db,
      {
        name,
        currency,
        apiKey: `key-${name}`,
        login: 'cashier',
        password: 'secret',
        workplaceId: '1',
      },
      CREATED,
    );
  const xbet = platform('1xBet UZ', 'UZS');
  const melbet = platform('Melbet RU', 'RUB');
  const config = insertOsonConfig(
    db,
    {
      deviceName: 'Samsung A54',
      phone: '+998901234567',
      password: 'p',
      deviceId: 'd',
      apiUrl: 'https://core.oson.uz',
    },
    CREATED,
  );
  const card = (cardNumber: string, paymentSystem: 'HUMO' | 'UZCARD') =>
    insertAdminCard(
      db,
      { cardNumber, ownerName: '', paymentSystem, balance: 0, osonConfigId: config.id },
      CREATED,
    );
  return {
    xbet: { id: xbet.id, name: xbet.name },
    melbet: { id: melbet.id, name: melbet.name },
    humoCard: card('9860100612345676', 'HUMO'),
    uzcard: card('8600312998765438', 'UZCARD'),
  };
}

/** The UTC ISO instant of a Tashkent (UTC+5, no DST) wall-clock reading "YYYY-MM-DDTHH:mm:ss". */
export const tashkent = (local: string): string =>
  new Date(Date.parse(`${local}+05:00`)).toISOString();

/** A valid top-up row; every field can be overridden. */
export function journalRow(overrides: Partial<NewTransaction> = {}): NewTransaction {
  return {
    chatId: 5012345678,
    platformId: null,
    platformName: null,
    currency: 'UZS',
    platformUserId: '48213001',
    fullName: 'Aziz Karimov',
    cardNumber: '9860100612345676',
    adminCardId: null,
    amount: 100_000,
    uniqueAmount: 100_037,
    status: 'APPROVED',
    type: 'TOP_UP',
    createdAt: '2025-03-10T06:00:00.000Z',
    billId: null,
    transactionId: null,
    payUrl: null,
    paymentAttempts: 0,
    ...overrides,
  };
}

/** Inserts the rows in order; answers their ids (ids follow the order). */
export function addRows(db: Database, rows: NewTransaction[]): number[] {
  // AUTOINCREMENT: new ids follow the highest id ever used, deleted ones included.
  const before = Number(
    db
      .prepare("SELECT coalesce(max(seq), 0) FROM sqlite_sequence WHERE name = 'transactions'")
      .pluck()
      .get(),
  );
  insertTransactions(db, rows);
  return rows.map((_, index) => before + index + 1);
}
