// Migration 003: the CHECKs refuse what the API would never store, the daily pre-aggregates stay
// equal to the journal through any mix of inserts, updates and deletes (triggers), deleting a
// platform or card keeps the history, and a changed business zone moves the stored days.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from 'better-sqlite3';
import {
  applyBusinessTimeZone,
  readBusinessTimeZone,
} from '../../../server/db/businessCalendar.ts';
import { runMigrations } from '../../../server/db/migrate.ts';
import { deleteAdminCard } from '../../../server/db/repositories/adminCards.ts';
import { deletePlatform } from '../../../server/db/repositories/platforms.ts';
import { insertTransaction } from '../../../server/db/repositories/transactionInserts.ts';
import {
  TRANSACTION_STATUSES,
  findTransaction,
} from '../../../server/db/repositories/transactions.ts';
import { pickOne, randomInt, seededRandom } from '../../../server/db/seeds/seededRandom.ts';
import { openDatabase } from '../../../server/db/plugin.ts';
import { addPaymentAccounts, addRows, journalRow } from '../routes/transactionFixtures.ts';
import type { PaymentAccounts } from '../routes/transactionFixtures.ts';

let db: Database;
let accounts: PaymentAccounts;
beforeEach(() => {
  db = openDatabase(':memory:');
  runMigrations(db);
  accounts = addPaymentAccounts(db);
  return () => db.close();
});

/** Each aggregate table next to the same grouping computed from the journal itself. */
function aggregatesAndJournal() {
  const rows = (sql: string) => db.prepare(sql).all();
  return {
    totals: rows(`SELECT business_day, status, type, platform_name, requests, amount
        FROM transaction_daily_totals ORDER BY 1, 2, 3, 4`),
    totalsFromJournal: rows(`SELECT business_day, status, type, coalesce(platform_name, '')
        AS platform_name, count(*) AS requests, sum(amount) AS amount
        FROM transactions GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`),
    users: rows(`SELECT business_day, chat_id, requests FROM transaction_daily_users
        ORDER BY 1, 2`),
    usersFromJournal: rows(`SELECT business_day, chat_id, count(*) AS requests
        FROM transactions GROUP BY 1, 2 ORDER BY 1, 2`),
    counts: rows(`SELECT business_day, status, type, platform_id, admin_card_id, requests
        FROM transaction_daily_counts ORDER BY 1, 2, 3, 4, 5`),
    countsFromJournal: rows(`SELECT business_day, status, type, coalesce(platform_id, 0)
        AS platform_id, coalesce(admin_card_id, 0) AS admin_card_id, count(*) AS requests
        FROM transactions GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`),
  };
}

function expectAggregatesMatchJournal() {
  const tables = aggregatesAndJournal();
  expect(tables.totals).toEqual(tables.totalsFromJournal);
  expect(tables.users).toEqual(tables.usersFromJournal);
  expect(tables.counts).toEqual(tables.countsFromJournal);
}

describe('constraints', () => {
  const insertRaw = (overrides: Record<string, unknown>) => {
    const values = {
      chat_id: 1,
      amount: 1000,
      status: 'APPROVED',
      type: 'TOP_UP',
      created_at: '2025-03-10T06:00:00.000Z',
      business_day: '2025-03-10',
      ...overrides,
    };
    const columns = Object.keys(values);
    db.prepare(
      `INSERT INTO transactions (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`)})`,
    ).run(values);
  };

  it('accepts a well-formed row', () => {
    expect(() => insertRaw({})).not.toThrow();
  });

  it.each([
    [{ status: 'APPROVE' }],
    [{ status: null }],
    [{ type: 'DEPOSIT' }],
    [{ amount: -1 }],
    [{ amount: 1.5 }],
    [{ amount: '12abc' }],
    [{ chat_id: 'abc' }],
    [{ created_at: '2025-03-10T06:00:00Z' }],
    [{ created_at: '2025-03-10 06:00:00.000Z' }],
    [{ created_at: '2025-02-30T06:00:00.000Z' }],
    [{ created_at: 'yesterday' }],
    [{ business_day: '2025-03-13' }],
    [{ business_day: '2025-3-10' }],
    [{ business_day: 'x' }],
    [{ currency: 'USD' }],
    [{ payment_attempts: -1 }],
    [{ platform_id: 999 }],
    [{ admin_card_id: 999 }],
  ])('refuses %o', (overrides) => {
    expect(() => insertRaw(overrides)).toThrow();
  });

  it('starts the business calendar in Asia/Tashkent', () => {
    expect(readBusinessTimeZone(db)).toBe('Asia/Tashkent');
  });
});

describe('daily pre-aggregates', () => {
  it('stay equal to the journal through inserts, updates and deletes', () => {
    const random = seededRandom(7);
    const { xbet, melbet, humoCard, uzcard } = accounts;
    const platforms = [xbet, melbet, null];
    const cards = [humoCard.id, uzcard.id, null];
    const ids: number[] = [];
    for (let step = 0; step < 600; step += 1) {
      const action = ids.length < 50 ? 0 : randomInt(random, 0, 3);
      if (action <= 1) {
        const platform = pickOne(random, platforms);
        const createdMs = Date.parse('2025-03-01T00:00:00Z') + randomInt(random, 0, 5 * 86_400_000);
        ids.push(
          insertTransaction(
            db,
            journalRow({
              chatId: randomInt(random, 1, 8),
              platformId: platform?.id ?? null,
              platformName: platform?.name ?? null,
              adminCardId: pickOne(random, cards),
              status: pickOne(random, TRANSACTION_STATUSES),
              type: random() < 0.5 ? 'TOP_UP' : 'WITHDRAWAL',
              amount: randomInt(random, 1, 100) * 1000,
              createdAt: new Date(createdMs).toISOString(),
            }),
          ),
        );
      } else if (action === 2) {
        const [id] = ids.splice(randomInt(random, 0, ids.length - 1), 1);
        db.prepare('DELETE FROM transactions WHERE id = ?').run(id);
      } else {
        const id = pickOne(random, ids);
        db.prepare(
          `UPDATE transactions SET status = ?, amount = ?, chat_id = ?, platform_name = ?,
             admin_card_id = ? WHERE id = ?`,
        ).run(
          pickOne(random, TRANSACTION_STATUSES),
          randomInt(random, 1, 100) * 1000,
          randomInt(random, 1, 8),
          pickOne(random, ['1xBet UZ', 'Renamed', null]),
          pickOne(random, cards),
          id,
        );
      }
    }
    expectAggregatesMatchJournal();
    // Nothing left over: a group whose rows are all gone is gone too.
    db.prepare('DELETE FROM transactions').run();
    const tables = aggregatesAndJournal();
    expect([tables.totals, tables.users, tables.counts]).toEqual([[], [], []]);
  });

  it('survive deleting a platform or a card: ids become null, copied names stay', () => {
    const { xbet, humoCard } = accounts;
    const [id] = addRows(db, [
      journalRow({
        platformId: xbet.id,
        platformName: xbet.name,
        adminCardId: humoCard.id,
        cardNumber: humoCard.cardNumber,
      }),
    ]);
    expect(deletePlatform(db, xbet.id)).toBe(true);
    expect(deleteAdminCard(db, humoCard.id)).toBe(true);
    expect(findTransaction(db, id)).toMatchObject({
      platform: '1xBet UZ',
      adminCardId: null,
      cardNumber: humoCard.cardNumber,
    });
    expect(db.prepare('SELECT platform_id FROM transactions').pluck().get()).toBeNull();
    expectAggregatesMatchJournal();
  });
});

describe('applyBusinessTimeZone', () => {
  it('recomputes every stored day when the zone changes, and only then', () => {
    addRows(db, [
      journalRow({ createdAt: '2025-03-10T18:30:00.000Z' }),
      journalRow({ createdAt: '2025-03-10T19:00:00.000Z' }),
      journalRow({ createdAt: '2025-03-10T23:30:00.000Z' }),
    ]);
    const days = () =>
      db.prepare('SELECT business_day FROM transactions ORDER BY id').pluck().all();
    expect(days()).toEqual(['2025-03-10', '2025-03-11', '2025-03-11']);
    expect(applyBusinessTimeZone(db, 'Asia/Tashkent')).toBe(0);

    expect(applyBusinessTimeZone(db, 'UTC')).toBe(2);
    expect(readBusinessTimeZone(db)).toBe('UTC');
    expect(days()).toEqual(['2025-03-10', '2025-03-10', '2025-03-10']);
    expectAggregatesMatchJournal();
    // New rows follow the new zone.
    addRows(db, [journalRow({ createdAt: '2025-03-10T19:30:00.000Z' })]);
    expect(days()[3]).toBe('2025-03-10');

    // New York's afternoon of the 10th: no day moves, but the zone is recorded.
    expect(applyBusinessTimeZone(db, 'America/New_York')).toBe(0);
    expect(readBusinessTimeZone(db)).toBe('America/New_York');
    expect(applyBusinessTimeZone(db, 'Asia/Tokyo')).toBe(4);
    expect(days()).toEqual(['2025-03-11', '2025-03-11', '2025-03-11', '2025-03-11']);
    expectAggregatesMatchJournal();
  });
});
