// Random lottery awards (docs/backend.md: Reference API): the candidates are the distinct chats of
// the newest `totalUsers` APPROVED transactions; `randomUsers` of them are drawn uniformly at
// random, each winner's lottery balance grows by `amount`, and the award is recorded, all in one
// database transaction: either every winner is credited and the award is in the history, or nothing
// is.
import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { MAX_LOTTERY_COUNTER } from './lotteryBalances.ts';

/** Answers an integer in [0, bound), uniformly. The award's only source of chance, injectable. */
export type RandomIndex = (bound: number) => number;

/** A CSPRNG: the winners of a money award must not be predictable from earlier draws. */
export const cryptoRandomIndex: RandomIndex = (bound) => randomInt(bound);

/**
 * `count` distinct items of `candidates`, in draw order, by a partial Fisher–Yates shuffle: step i
 * swaps a uniformly chosen item of the not-yet-drawn tail into place i. Every ordered choice of
 * `count` items comes from exactly one sequence of random indexes, so each is equally likely.
 */
export function drawWinners<T>(
  candidates: readonly T[],
  count: number,
  randomIndex: RandomIndex,
): T[] {
  if (!Number.isInteger(count) || count < 0 || count > candidates.length) {
    throw new RangeError(`Cannot draw ${count} of ${candidates.length} candidates`);
  }
  const pool = [...candidates];
  for (let place = 0; place < count; place += 1) {
    const bound = pool.length - place;
    const pick = randomIndex(bound);
    // A broken source must fail loudly, not bias the draw or repeat a winner.
    if (!Number.isInteger(pick) || pick < 0 || pick >= bound) {
      throw new RangeError(`Random index ${pick} is outside [0, ${bound})`);
    }
    const other = place + pick;
    [pool[place], pool[other]] = [pool[other], pool[place]];
  }
  return pool.slice(0, count);
}

/**
 * The distinct chat ids of the newest `totalUsers` APPROVED transactions (the journal's order:
 * created_at, then id), ascending so that a given random sequence always picks the same users.
 */
export function awardCandidates(db: Database, totalUsers: number): number[] {
  return db
    .prepare<[number], number>(
      `SELECT DISTINCT chat_id FROM (
         SELECT chat_id FROM transactions WHERE status = 'APPROVED'
          ORDER BY created_at DESC, id DESC LIMIT ?
       ) ORDER BY chat_id`,
    )
    .pluck()
    .all(totalUsers);
}

export interface RandomAward {
  /** How many of the newest APPROVED transactions make the pool of candidates. */
  totalUsers: number;
  /** How many distinct users win. */
  randomUsers: number;
  /** So'm added to each winner's lottery balance. */
  amount: number;
}

export type AwardResult =
  | { awarded: true; winners: number[] }
  | { awarded: false; reason: 'too-few-users'; candidates: number }
  | { awarded: false; reason: 'balance-too-large' };

export interface LotteryAwardRecord extends RandomAward {
  id: number;
  winners: number[];
  createdAt: string;
}

export function awardRandomUsers(
  db: Database,
  award: RandomAward,
  randomIndex: RandomIndex,
  createdAt: string,
): AwardResult {
  // IMMEDIATE: no other writer can change the candidates or a balance between reading and writing.
  return db
    .transaction((): AwardResult => {
      const candidates = awardCandidates(db, award.totalUsers);
      if (candidates.length < award.randomUsers) {
        return { awarded: false, reason: 'too-few-users', candidates: candidates.length };
      }
      const winners = drawWinners(candidates, award.randomUsers, randomIndex);
      const largest = db
        .prepare<[string], number | null>(
          `SELECT max(balance) FROM lottery_balances
            WHERE chat_id IN (SELECT value FROM json_each(?))`,
        )
        .pluck()
        .get(JSON.stringify(winners));
      if (typeof largest === 'number' && largest > MAX_LOTTERY_COUNTER - award.amount) {
        return { awarded: false, reason: 'balance-too-large' };
      }
      const credit = db.prepare<[number, number, string]>(
        `INSERT INTO lottery_balances (chat_id, balance, updated_at) VALUES (?, ?, ?)
         ON CONFLICT (chat_id) DO UPDATE
           SET balance = balance + excluded.balance, updated_at = excluded.updated_at`,
      );
      for (const chatId of winners) credit.run(chatId, award.amount, createdAt);
      db.prepare<[number, number, number, string, string]>(
        `INSERT INTO lottery_awards (total_users, random_users, amount, winners, created_at)
         VALUES (?, ?, ?, ?, ?)`,
      ).run(award.totalUsers, award.randomUsers, award.amount, JSON.stringify(winners), createdAt);
      return { awarded: true, winners };
    })
    .immediate();
}

interface AwardRow extends Omit<LotteryAwardRecord, 'winners'> {
  winners: string;
}

/** The award history, newest first. */
export function listLotteryAwards(db: Database): LotteryAwardRecord[] {
  return db
    .prepare<[], AwardRow>(
      `SELECT id, total_users AS totalUsers, random_users AS randomUsers, amount, winners,
              created_at AS createdAt
         FROM lottery_awards ORDER BY id DESC`,
    )
    .all()
    .map((row) => ({ ...row, winners: JSON.parse(row.winners) as number[] }));
}
