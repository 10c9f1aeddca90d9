// Demo transactions: about 6,000 journal rows over the last 120 days on the seeded platforms and
// cards, deterministic for a given `now`. The same generator writes any number of rows for a
// given database (the benchmark asks for a million), streamed so that no row list is ever built.
import type { Database } from 'better-sqlite3';
import { DAY_MS, zoneOffsetMs } from '../../businessTime.ts';
import { readBusinessTimeZone } from '../businessCalendar.ts';
import { demoUsers } from './demoUsers.ts';
import type { DemoUser } from './demoUsers.ts';
import { listAdminCards } from '../repositories/adminCards.ts';
import type { AdminCard } from '../repositories/adminCards.ts';
import { listPlatforms } from '../repositories/platforms.ts';
import type { PlatformSummary } from '../repositories/platforms.ts';
import { insertTransactions } from '../repositories/transactionInserts.ts';
import type { NewTransaction } from '../repositories/transactionInserts.ts';
import type { TransactionStatus, TransactionType } from '../../../contract/transactions.ts';
import { pickOne, randomInt, seededRandom, weightedPicker } from './seededRandom.ts';
import type { Random } from './seededRandom.ts';
import type { Seeder } from './seeder.ts';

export const DEMO_TRANSACTION_COUNT = 6000;

export interface GenerateOptions {
  /** How many rows. */
  count: number;
  /** The newest row is just before this instant. */
  now: Date;
  /** How many days back the rows go (default 120). */
  days?: number;
  /** Distinct bot users (default 300). */
  users?: number;
  /** Another seed gives other, equally plausible rows. */
  seed?: number;
}

const DEFAULT_SEED = 20_240_917;
const HOUR_MS = 60 * 60 * 1000;

// Requests per local hour, relative: quiet at night, busiest in the evening.
// prettier-ignore
const HOUR_WEIGHTS = [
  4, 2.5, 1.5, 1, 0.8, 1, 1.5, 2.5, 4, 5, 6, 6.5, 7, 7, 6.5, 6.5, 7, 7.5, 8, 9, 10, 10, 8, 6,
];
const MAX_HOUR_WEIGHT = Math.max(...HOUR_WEIGHTS);

/** Relative popularity of the platforms, in listing order (repeats past four). */
const PLATFORM_POPULARITY = [4, 2, 3, 1];

const FINAL_STATUS: Record<TransactionType, (random: Random) => TransactionStatus> = {
  TOP_UP: weightedPicker<TransactionStatus>([
    ['APPROVED', 78],
    ['BONUS_APPROVED', 8],
    ['CANCELED', 8],
    ['FAILED', 6],
  ]),
  WITHDRAWAL: weightedPicker<TransactionStatus>([
    ['APPROVED', 84],
    ['CANCELED', 10],
    ['FAILED', 6],
  ]),
};

const PENDING_STATUS: Record<TransactionType, (random: Random) => TransactionStatus> = {
  TOP_UP: weightedPicker<TransactionStatus>([
    ['PENDING', 3],
    ['PENDING_SMS', 2],
    ['PENDING_SCREENSHOT', 2],
    ['PENDING_PAYMENT', 2],
    ['PENDING_ADMIN', 3],
  ]),
  WITHDRAWAL: weightedPicker<TransactionStatus>([
    ['PENDING', 2],
    ['PENDING_ADMIN', 3],
    ['PENDING_PAYMENT', 2],
  ]),
};

/** Requests still open: many from today, few from this week, a rare stuck one before. */
function pendingShare(ageMs: number): number {
  if (ageMs < DAY_MS) return 0.35;
  return ageMs < 3 * DAY_MS ? 0.1 : 0.01;
}

const POPULAR_TOP_UPS = [20_000, 50_000, 100_000, 150_000, 200_000, 300_000, 500_000, 1_000_000];

/** So'm amounts spread evenly on a log scale, rounded as people type them. */
function roundSom(random: Random, min: number, max: number): number {
  const step = random() < 0.5 ? 10_000 : 1_000;
  const value = min * (max / min) ** random();
  return Math.max(step, Math.round(value / step) * step);
}

interface RowContext {
  random: Random;
  user: DemoUser;
  platform: PlatformSummary;
  card: AdminCard;
  createdMs: number;
  ageMs: number;
}

function transactionRow({ random, user, platform, card, createdMs, ageMs }: RowContext) {
  const type: TransactionType = random() < 0.68 ? 'TOP_UP' : 'WITHDRAWAL';
  const status =
    random() < pendingShare(ageMs) ? PENDING_STATUS[type](random) : FINAL_STATUS[type](random);
  const bonus = status === 'BONUS_APPROVED';
  let amount: number;
  if (bonus) amount = roundSom(random, 5_000, 150_000);
  else if (type === 'WITHDRAWAL') amount = roundSom(random, 50_000, 5_000_000);
  else if (random() < 0.4) amount = pickOne(random, POPULAR_TOP_UPS);
  else amount = roundSom(random, 10_000, 3_000_000);
  // A card top-up asks for a few extra so'm so that the incoming transfer can be recognised.
  const cardTopUp = type === 'TOP_UP' && !bonus;
  const payByLink = cardTopUp && random() < 0.45;
  const billId = payByLink ? String(randomInt(random, 10_000_000, 99_999_999)) : null;
  const settled = status === 'APPROVED' || status === 'FAILED';
  let paymentAttempts = 0;
  if (payByLink || (type === 'WITHDRAWAL' && settled)) {
    paymentAttempts = 1 + (random() < 0.15 ? 1 : 0) + (random() < 0.05 ? 1 : 0);
  }
  const row: NewTransaction = {
    chatId: user.chatId,
    platformId: platform.id,
    platformName: platform.name,
    currency: platform.currency,
    platformUserId: String(10_000_000 + ((user.chatId % 8_999_993) * 31 + platform.id * 7_919)),
    fullName: user.fullName,
    cardNumber: type === 'WITHDRAWAL' ? user.cardNumber : card.cardNumber,
    adminCardId: card.id,
    amount,
    uniqueAmount: cardTopUp ? amount + randomInt(random, 1, 99) : amount,
    status,
    type,
    createdAt: new Date(createdMs).toISOString(),
    billId,
    transactionId:
      status === 'APPROVED' ? String(randomInt(random, 100_000_000_000, 999_999_999_999)) : null,
    payUrl: billId && `https://checkout.example.com/bill/${billId}`,
    paymentAttempts,
  };
  return row;
}

/** Rows per day, index 0 = the last 24 hours: traffic grows towards today, weekends busier. */
function dailyCounts(count: number, days: number, nowMs: number, zone: string): number[] {
  const weights = Array.from({ length: days }, (_, daysAgo) => {
    const middle = nowMs - (daysAgo + 0.5) * DAY_MS;
    const weekday = new Date(middle + zoneOffsetMs(zone, middle)).getUTCDay();
    return Math.exp(-daysAgo / 45) * (weekday === 0 || weekday === 6 ? 1.2 : 1);
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let share = 0;
  let assigned = 0;
  // Rounding the running total keeps the sum exactly `count`.
  return weights.map((weight) => {
    share += (weight / total) * count;
    const rows = Math.round(share) - assigned;
    assigned += rows;
    return rows;
  });
}

/** Instants within [start, start + 1 day), more of them at busy local hours, oldest first. */
function instantsOfDay(random: Random, rows: number, startMs: number, zone: string): number[] {
  const instants: number[] = [];
  while (instants.length < rows) {
    const ms = startMs + Math.floor(random() * DAY_MS);
    const localHour = Math.floor((ms + zoneOffsetMs(zone, ms)) / HOUR_MS) % 24;
    if (random() * MAX_HOUR_WEIGHT < HOUR_WEIGHTS[(localHour + 24) % 24]) instants.push(ms);
  }
  return instants.sort((a, b) => a - b);
}

/**
 * Journal rows for the platforms and cards already in `db`, oldest first (ids follow time).
 * Holds one day's timestamps at a time, whatever `count` is.
 */
export function* generateTransactions(
  db: Database,
  options: GenerateOptions,
): Generator<NewTransaction> {
  const platforms = listPlatforms(db);
  const cards = listAdminCards(db);
  if (platforms.length === 0 || cards.length === 0) {
    throw new Error('Transactions need platforms and admin cards: seed payment accounts first');
  }
  const zone = readBusinessTimeZone(db);
  const random = seededRandom(options.seed ?? DEFAULT_SEED);
  const days = options.days ?? 120;
  const nowMs = options.now.getTime();
  const users = demoUsers(
    random,
    options.users ?? 300,
    platforms.map((_, index) => PLATFORM_POPULARITY[index % PLATFORM_POPULARITY.length]),
  );
  const pickUser = weightedPicker(users.map((user) => [user, user.activity] as const));
  // Some cards take more traffic than others, as when one is the main receiving card.
  const pickCard = weightedPicker(cards.map((card, index) => [card, 1 + (index % 3)] as const));
  const counts = dailyCounts(options.count, days, nowMs, zone);
  for (let daysAgo = days - 1; daysAgo >= 0; daysAgo -= 1) {
    const startMs = nowMs - (daysAgo + 1) * DAY_MS;
    for (const createdMs of instantsOfDay(random, counts[daysAgo], startMs, zone)) {
      const user = pickUser(random);
      const platform =
        random() < 0.85 ? platforms[user.favouritePlatform] : pickOne(random, platforms);
      const card = pickCard(random);
      yield transactionRow({ random, user, platform, card, createdMs, ageMs: nowMs - createdMs });
    }
  }
}

/** Writes `options.count` generated rows in one transaction; answers how many. */
export function insertGeneratedTransactions(db: Database, options: GenerateOptions): number {
  return insertTransactions(db, generateTransactions(db, options));
}

export const seedTransactions: Seeder = (db, now) => {
  insertGeneratedTransactions(db, { count: DEMO_TRANSACTION_COUNT, now });
};
