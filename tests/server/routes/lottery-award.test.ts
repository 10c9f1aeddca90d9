// POST /api/lottery/award-random-users: who can win (the distinct chats of the newest `totalUsers`
// APPROVED transactions, nobody else), exactly `randomUsers` distinct winners each credited once,
// all-or-nothing writes, and the 400/409 answers (the draw itself: db/lotteryDraw.test.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  cryptoRandomIndex,
  listLotteryAwards,
} from '../../../server/db/repositories/lotteryAwards.ts';
import type { RandomIndex } from '../../../server/db/repositories/lotteryAwards.ts';
import type { TransactionStatus } from '../../../server/db/repositories/transactions.ts';
import { buildTestApp } from '../helpers.ts';
import { addRows, journalRow } from './transactionFixtures.ts';

let app: FastifyInstance;
let auth: string;
/** What the app draws with; a test swaps it before calling. */
let source: RandomIndex;
beforeEach(async () => {
  source = cryptoRandomIndex;
  ({ app, auth } = await buildTestApp({}, { lotteryRandom: (bound) => source(bound) }));
});
afterEach(() => app.close());

const award = (query: string) =>
  app.inject({
    method: 'POST',
    url: `/api/lottery/award-random-users${query}`,
    headers: { authorization: auth },
  });

/** The newest 10 APPROVED rows belong to these five chats (two rows each). */
const WINDOW_CHATS = [101, 102, 103, 104, 105];
/** APPROVED, but older than the window (806 ties with the window's oldest row on time). */
const OLDER_APPROVED_CHATS = [801, 802, 803, 804, 805, 806];
/** Newer than the window, but not APPROVED. */
const NOT_APPROVED_CHATS = [901, 902, 903, 904, 905, 906, 907, 908];

const at = (minute: number) => new Date(Date.UTC(2025, 2, 10, 6, minute)).toISOString();

/**
 * Oldest first: older approved rows (minutes 0-5; 806 at minute 10 but inserted before the
 * window's row of minute 10, so a lower id), the window (minutes 10-19, interleaved with
 * non-approved rows) and more non-approved rows after it.
 */
function addDataset(): void {
  const rows = OLDER_APPROVED_CHATS.slice(0, 5).map((chatId, index) =>
    journalRow({ chatId, createdAt: at(index) }),
  );
  rows.push(journalRow({ chatId: 806, createdAt: at(10) }));
  const others: TransactionStatus[] = ['PENDING', 'CANCELED', 'FAILED', 'BONUS_APPROVED'];
  for (let index = 0; index < 10; index += 1) {
    rows.push(journalRow({ chatId: WINDOW_CHATS[index % 5], createdAt: at(10 + index) }));
    if (index % 3 === 0) {
      const status = others[index % others.length];
      rows.push(
        journalRow({ chatId: NOT_APPROVED_CHATS[index / 3], status, createdAt: at(12 + index) }),
      );
    }
  }
  const later: TransactionStatus[] = ['PENDING_ADMIN', 'PENDING_SMS', 'PENDING_PAYMENT', 'FAILED'];
  later.forEach((status, index) =>
    rows.push(
      journalRow({ chatId: NOT_APPROVED_CHATS[4 + index], status, createdAt: at(30 + index) }),
    ),
  );
  addRows(app.db, rows);
}

interface BalanceRow {
  chatId: number;
  balance: number;
  tickets: number;
}

const balances = () =>
  app.db
    .prepare('SELECT chat_id AS chatId, balance, tickets FROM lottery_balances ORDER BY chat_id')
    .all() as BalanceRow[];

/** A source answering the given indexes in turn. */
const sequence = (...picks: number[]): RandomIndex => {
  let next = 0;
  return () => picks[next++];
};

describe('award-random-users: who wins', () => {
  it('draws randomUsers distinct winners, all from the window, over many runs', async () => {
    addDataset();
    const wins = new Map<number, number>();
    const runs = 150;
    for (let run = 0; run < runs; run += 1) {
      const response = await award('?totalUsers=10&randomUsers=2&amount=1000');
      expect(response.statusCode).toBe(200);
      const { winners } = response.json() as { winners: number[] };
      expect(winners).toHaveLength(2);
      expect(new Set(winners).size).toBe(2);
      for (const chatId of winners) {
        expect(WINDOW_CHATS).toContain(chatId);
        wins.set(chatId, (wins.get(chatId) ?? 0) + 1);
      }
    }
    // Each window chat wins 60 times on average (standard deviation about 7): the bounds are
    // five deviations or more away, so this cannot flake, yet a chat never drawn would fail it.
    for (const chatId of WINDOW_CHATS) {
      expect(wins.get(chatId)).toBeGreaterThanOrEqual(25);
      expect(wins.get(chatId)).toBeLessThanOrEqual(100);
    }
    // Every win was credited once, and nobody outside the window got a row.
    expect(balances()).toEqual(
      WINDOW_CHATS.map((chatId) => ({ chatId, balance: wins.get(chatId)! * 1000, tickets: 0 })),
    );
    expect(listLotteryAwards(app.db)).toHaveLength(runs);
  });

  it('takes all APPROVED rows when totalUsers exceeds them, never other statuses', async () => {
    addDataset();
    const everyone = [...WINDOW_CHATS, ...OLDER_APPROVED_CHATS].sort((a, b) => a - b);
    const response = await award('?totalUsers=1000&randomUsers=11&amount=5');
    expect(response.statusCode).toBe(200);
    const { winners } = response.json() as { winners: number[] };
    expect([...winners].sort((a, b) => a - b)).toEqual(everyone);
  });

  it('cuts the window by time then id: a row tied on time but older by id stays out', async () => {
    addDataset();
    // The 10 newest approved rows hold 5 chats; asking for 6 must fail rather than take 806.
    const response = await award('?totalUsers=10&randomUsers=6&amount=5');
    expect(response.statusCode).toBe(400);
    // One more row in the window reaches 806.
    expect((await award('?totalUsers=11&randomUsers=6&amount=5')).json()).toEqual({
      winners: expect.arrayContaining([806]),
    });
  });

  it('credits each winner once with amount, keeps tickets, and records the award', async () => {
    addDataset();
    app.db
      .prepare(
        `INSERT INTO lottery_balances (chat_id, balance, tickets, updated_at) VALUES
         (101, 1000, 3, '2025-01-01T00:00:00.000Z'), (801, 7000, 1, '2025-01-01T00:00:00.000Z')`,
      )
      .run();
    // Candidates are ascending (101..105); always index 0 draws 101, then 102.
    source = () => 0;
    const response = await award('?totalUsers=10&randomUsers=2&amount=5000');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ winners: [101, 102] });
    expect(balances()).toEqual([
      { chatId: 101, balance: 6000, tickets: 3 },
      { chatId: 102, balance: 5000, tickets: 0 },
      { chatId: 801, balance: 7000, tickets: 1 },
    ]);
    const [record] = listLotteryAwards(app.db);
    expect(record).toMatchObject({
      totalUsers: 10,
      randomUsers: 2,
      amount: 5000,
      winners: [101, 102],
    });
    expect(record.createdAt).toMatch(/Z$/);
  });

  it('follows the injected source: the last index each time draws 105, then 101', async () => {
    addDataset();
    source = (bound) => bound - 1;
    expect((await award('?totalUsers=10&randomUsers=2&amount=1')).json()).toEqual({
      winners: [105, 101],
    });
  });
});

describe('award-random-users: all or nothing', () => {
  const before = [
    { chatId: 101, balance: 1000, tickets: 3 },
    { chatId: 801, balance: 7000, tickets: 1 },
  ];
  beforeEach(() => {
    addDataset();
    app.db
      .prepare(
        `INSERT INTO lottery_balances (chat_id, balance, tickets, updated_at) VALUES
         (101, 1000, 3, '2025-01-01T00:00:00.000Z'), (801, 7000, 1, '2025-01-01T00:00:00.000Z')`,
      )
      .run();
  });

  const expectUnchanged = () => {
    expect(balances()).toEqual(before);
    expect(listLotteryAwards(app.db)).toEqual([]);
  };

  it('rolls every credit back when recording the award fails', async () => {
    app.db.exec(`CREATE TRIGGER refuse_award BEFORE INSERT ON lottery_awards
                 BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
    const response = await award('?totalUsers=10&randomUsers=5&amount=100');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
    expectUnchanged();
  });

  it('rolls the first winner back when crediting the second fails', async () => {
    app.db.exec(`CREATE TRIGGER refuse_update BEFORE UPDATE ON lottery_balances
                 BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
    // Index 1 draws 102 (a new row, written first), then index 0 draws 101 (an update: refused).
    source = sequence(1, 0);
    expect((await award('?totalUsers=10&randomUsers=2&amount=100')).statusCode).toBe(500);
    expectUnchanged();
  });

  it('writes nothing when the random source fails or answers out of range', async () => {
    // Fails on the second draw, after a first winner was chosen.
    source = (bound) => {
      if (bound < 5) throw new Error('entropy source gone');
      return 0;
    };
    expect((await award('?totalUsers=10&randomUsers=3&amount=100')).statusCode).toBe(500);
    expectUnchanged();
    source = (bound) => bound;
    expect((await award('?totalUsers=10&randomUsers=1&amount=100')).statusCode).toBe(500);
    source = () => 0.5;
    expect((await award('?totalUsers=10&randomUsers=1&amount=100')).statusCode).toBe(500);
    expectUnchanged();
  });

  it('answers 409, crediting nobody, when a balance would pass the largest kept', async () => {
    app.db
      .prepare('UPDATE lottery_balances SET balance = ? WHERE chat_id = 101')
      .run(Number.MAX_SAFE_INTEGER - 10);
    source = () => 0; // 101 first
    const response = await award('?totalUsers=10&randomUsers=2&amount=11');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: expect.stringMatching(/^amount: /) });
    expect(balances()[0]).toEqual({
      chatId: 101,
      balance: Number.MAX_SAFE_INTEGER - 10,
      tickets: 3,
    });
    expect(balances()).toHaveLength(2);
  });
});

describe('award-random-users: refused requests', () => {
  const RULE = 'must be a positive integer of at most 15 digits';

  it.each([
    ['?randomUsers=1&amount=1', 'totalUsers: is required'],
    ['?totalUsers=1&amount=1', 'randomUsers: is required'],
    ['?totalUsers=1&randomUsers=1', 'amount: is required'],
    ['?totalUsers=0&randomUsers=1&amount=1', `totalUsers: ${RULE}`],
    ['?totalUsers=5&randomUsers=0&amount=1', `randomUsers: ${RULE}`],
    ['?totalUsers=5&randomUsers=1&amount=0', `amount: ${RULE}`],
    ['?totalUsers=-5&randomUsers=1&amount=1', `totalUsers: ${RULE}`],
    ['?totalUsers=5&randomUsers=1.5&amount=1', `randomUsers: ${RULE}`],
    ['?totalUsers=5&randomUsers=1&amount=1e3', `amount: ${RULE}`],
    ['?totalUsers=5&randomUsers=1&amount=abc', `amount: ${RULE}`],
    ['?totalUsers=5&randomUsers=1&amount=', `amount: ${RULE}`],
    ['?totalUsers=5&randomUsers=1&amount=1000000000000000', `amount: ${RULE}`],
    ['?totalUsers=5&randomUsers=6&amount=1', 'randomUsers: must not exceed totalUsers'],
  ])('answers 400 for %s and credits nobody', async (query, message) => {
    addDataset();
    const response = await award(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(balances()).toEqual([]);
  });

  it('answers 400 when the window holds fewer distinct users than randomUsers', async () => {
    addDataset();
    const response = await award('?totalUsers=10&randomUsers=6&amount=1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        'randomUsers: the newest 10 approved transactions have only 5 distinct users, fewer than 6',
    });
    expect(balances()).toEqual([]);
    expect(listLotteryAwards(app.db)).toEqual([]);
  });

  it('answers 400 when there is no approved transaction at all', async () => {
    addRows(app.db, [journalRow({ chatId: 1, status: 'PENDING' })]);
    expect((await award('?totalUsers=5&randomUsers=1&amount=1')).statusCode).toBe(400);
  });
});
