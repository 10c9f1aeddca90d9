// Demo transactions: thousands of plausible rows over four months on every seeded platform and
// card, every status and both types, skewed users, some unknown names; deterministic for a given
// `now`, and a streaming generator that the million-row benchmark can drive.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from 'better-sqlite3';
import { runMigrations } from '../../../../server/db/migrate.ts';
import { listAdminCards } from '../../../../server/db/repositories/adminCards.ts';
import { listPlatforms } from '../../../../server/db/repositories/platforms.ts';
import {
  TRANSACTION_STATUSES,
  listTransactions,
} from '../../../../server/db/repositories/transactions.ts';
import type { TransactionRecord } from '../../../../server/db/repositories/transactions.ts';
import { seedDemoData } from '../../../../server/db/seeds/index.ts';
import { PAYMENT_ACCOUNT_SEEDERS } from '../../../../server/db/seeds/paymentAccounts.ts';
import {
  DEMO_TRANSACTION_COUNT,
  generateTransactions,
  insertGeneratedTransactions,
} from '../../../../server/db/seeds/transactions.ts';
import { openDatabase } from '../../../../server/db/plugin.ts';
import { buildTestApp } from '../../helpers.ts';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const DAY_MS = 86_400_000;
const ZONE = 'Asia/Tashkent';

function seededDatabase(): Database {
  const db = openDatabase(':memory:');
  runMigrations(db);
  seedDemoData(db, NOW);
  return db;
}

describe('demo transactions', () => {
  let db: Database;
  let rows: TransactionRecord[];
  beforeAll(() => {
    db = seededDatabase();
    rows = listTransactions(db, {}, ZONE);
    return () => db.close();
  });

  it('seeds thousands of rows over the last 120 days, more of them recently', () => {
    expect(rows).toHaveLength(DEMO_TRANSACTION_COUNT);
    const ages = rows.map((row) => NOW.getTime() - Date.parse(row.createdAt));
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThan(120 * DAY_MS);
    expect(Math.max(...ages)).toBeGreaterThan(110 * DAY_MS);
    const lastMonth = ages.filter((age) => age < 30 * DAY_MS).length;
    const firstMonth = ages.filter((age) => age >= 90 * DAY_MS).length;
    expect(lastMonth).toBeGreaterThan(2 * firstMonth);
    for (const row of rows)
      expect(row.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // Ids follow time, as in a journal written as things happen.
    const byTime = [...rows].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
    expect(byTime.map((row) => row.id)).toEqual(
      [...rows].map((row) => row.id).sort((a, b) => a - b),
    );
  });

  it('covers every status (mostly APPROVED) and both types', () => {
    const statuses = new Map<string, number>();
    for (const row of rows) statuses.set(row.status, (statuses.get(row.status) ?? 0) + 1);
    expect([...statuses.keys()].sort()).toEqual([...TRANSACTION_STATUSES].sort());
    expect(statuses.get('APPROVED')).toBeGreaterThan(0.6 * rows.length);
    const withdrawals = rows.filter((row) => row.type === 'WITHDRAWAL').length;
    expect(withdrawals).toBeGreaterThan(0.2 * rows.length);
    expect(withdrawals).toBeLessThan(0.5 * rows.length);
    // A bonus is credited on a top-up.
    expect(
      rows.filter((row) => row.status === 'BONUS_APPROVED').every((row) => row.type === 'TOP_UP'),
    ).toBe(true);
  });

  it('uses every seeded platform and card, copying their names and numbers', () => {
    const platforms = new Map(listPlatforms(db).map((platform) => [platform.name, platform]));
    const cards = new Map(listAdminCards(db).map((card) => [card.id, card]));
    expect(new Set(rows.map((row) => row.platform))).toEqual(new Set(platforms.keys()));
    expect(new Set(rows.map((row) => row.adminCardId))).toEqual(new Set(cards.keys()));
    for (const row of rows) {
      expect(row.currency).toBe(platforms.get(row.platform ?? '')?.currency);
      expect(row.cardNumber).toMatch(/^(9860|8600)\d{12}$/);
      // Top-ups are paid to the admin card; withdrawals go out to the user's own card.
      if (row.type === 'TOP_UP')
        expect(row.cardNumber).toBe(cards.get(row.adminCardId ?? 0)?.cardNumber);
    }
  });

  it('has realistic so\u2019m amounts, unique amounts a few so\u2019m above card top-ups', () => {
    for (const row of rows) {
      expect(Number.isInteger(row.amount)).toBe(true);
      expect(row.amount).toBeGreaterThanOrEqual(5_000);
      expect(row.amount).toBeLessThanOrEqual(5_000_000);
      const extra = (row.uniqueAmount ?? 0) - row.amount;
      expect(extra).toBeGreaterThanOrEqual(0);
      expect(extra).toBeLessThan(100);
    }
    const topUps = rows.filter((row) => row.type === 'TOP_UP' && row.status !== 'BONUS_APPROVED');
    expect(topUps.filter((row) => row.uniqueAmount !== row.amount).length).toBe(topUps.length);
    expect(rows.some((row) => row.payUrl?.startsWith('https://') && row.billId)).toBe(true);
  });

  it('has about 300 users, a few very active, Uzbek and Russian names, some unknown', () => {
    const perChat = new Map<number, number>();
    for (const row of rows) perChat.set(row.chatId, (perChat.get(row.chatId) ?? 0) + 1);
    expect(perChat.size).toBeGreaterThan(250);
    expect(perChat.size).toBeLessThanOrEqual(300);
    const busiest = [...perChat.values()].sort((a, b) => b - a);
    expect(busiest[0]).toBeGreaterThan(0.05 * rows.length);
    expect(busiest.slice(0, 10).reduce((sum, n) => sum + n, 0)).toBeGreaterThan(0.25 * rows.length);
    const unnamed = rows.filter((row) => row.fullName === null).length;
    expect(unnamed).toBeGreaterThan(0.05 * rows.length);
    expect(unnamed).toBeLessThan(0.3 * rows.length);
    expect(rows.some((row) => /^[A-Z][a-z']+ [A-Z]/.test(row.fullName ?? ''))).toBe(true);
    expect(rows.some((row) => /^[А-ЯЁ][а-яё]+ [А-ЯЁ]/.test(row.fullName ?? ''))).toBe(true);
    // A chat keeps one name.
    const names = new Map<number, Set<string | null>>();
    for (const row of rows)
      names.set(row.chatId, (names.get(row.chatId) ?? new Set()).add(row.fullName));
    expect([...names.values()].every((set) => set.size === 1)).toBe(true);
  });

  it('is deterministic for a given now', () => {
    const again = seededDatabase();
    try {
      expect(listTransactions(again, {}, ZONE)).toEqual(rows);
    } finally {
      again.close();
    }
  });
});

describe('generateTransactions', () => {
  it('writes any number of rows for a database that has platforms and cards', () => {
    const db = openDatabase(':memory:');
    runMigrations(db);
    for (const seed of PAYMENT_ACCOUNT_SEEDERS) seed(db, NOW);
    expect(insertGeneratedTransactions(db, { count: 12_345, now: NOW, days: 30, seed: 3 })).toBe(
      12_345,
    );
    expect(db.prepare('SELECT count(*) FROM transactions').pluck().get()).toBe(12_345);
    const oldest = db.prepare('SELECT min(created_at) FROM transactions').pluck().get() as string;
    expect(Date.parse(oldest)).toBeGreaterThanOrEqual(NOW.getTime() - 30 * DAY_MS);
    db.close();
  });

  it('streams: the first rows of ten million come without building the rest', () => {
    const db = openDatabase(':memory:');
    runMigrations(db);
    for (const seed of PAYMENT_ACCOUNT_SEEDERS) seed(db, NOW);
    const rows = generateTransactions(db, { count: 10_000_000, now: NOW });
    const first = [rows.next().value, rows.next().value];
    expect(first.every((row) => row && row.chatId > 0)).toBe(true);
    db.close();
  });

  it('asks for payment accounts first', () => {
    const db = openDatabase(':memory:');
    runMigrations(db);
    expect(() => insertGeneratedTransactions(db, { count: 1, now: NOW })).toThrow(/platforms/);
    db.close();
  });
});

describe('demo mode', () => {
  it('serves the seeded journal and its stats on a first start', async () => {
    const { app, auth } = await buildTestApp({ DEMO_DATA: 'true' });
    try {
      const headers = { authorization: auth };
      const page = await app.inject({ url: '/api/transactions?range=[0,24]', headers });
      expect(page.json()).toHaveLength(25);
      expect(page.headers['content-range']).toBe(`transactions 0-24/${DEMO_TRANSACTION_COUNT}`);
      const stats = await app.inject({ url: '/api/dashboard/stats', headers });
      expect(stats.json()).toMatchObject({ totalRequests: DEMO_TRANSACTION_COUNT });
      expect(Object.keys(stats.json().topUsers)).toHaveLength(10);
    } finally {
      await app.close();
    }
  });
});
