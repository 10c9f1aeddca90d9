// Demo data written once, on the first start with an empty database, so every screen has content.
// Each entity has its own seeder below; a later feature adds its seeder to DEMO_SEEDERS.
import type { Database } from 'better-sqlite3';
import { insertAdminChat } from '../repositories/adminChats.ts';
import { insertLoginRecord } from '../repositories/loginHistory.ts';
import type { Seeder } from './seeder.ts';
import { seedHumoSandbox } from './humoSandbox.ts';
import { LOTTERY_AND_RATE_SEEDERS } from './lotteryAndRates.ts';
import { PAYMENT_ACCOUNT_SEEDERS } from './paymentAccounts.ts';
import { seedTransactions } from './transactions.ts';

export type { Seeder } from './seeder.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

export const seedAdminChats: Seeder = (db, now) => {
  const chats: Array<[chatId: number, receiveNotifications: boolean]> = [
    [5012345678, true],
    [987654321, true],
    [1122334455, false],
    [-1001987654321, false], // a group chat: Telegram group ids are negative
  ];
  chats.forEach(([chatId, receive], index) => {
    insertAdminChat(db, chatId, ago(now, (30 - index * 7) * DAY_MS), receive);
  });
};

const AGENTS = {
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
  android:
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
};

type LoginSeed = [
  hoursAgo: number,
  userAgent: string,
  device: string,
  ip: string,
  city: string,
  country: string,
];

export const seedLoginHistory: Seeder = (db, now) => {
  const logins: LoginSeed[] = [
    [2, AGENTS.windowsChrome, 'Windows PC', '84.54.72.19', 'Tashkent', 'Uzbekistan'],
    [27, AGENTS.android, 'Android Device', '213.230.96.41', 'Samarkand', 'Uzbekistan'],
    [75, AGENTS.iphone, 'iPhone', '185.139.137.8', 'Bukhara', 'Uzbekistan'],
    [6 * 24, AGENTS.mac, 'Mac', '95.214.210.77', 'Moscow', 'Russia'],
    [9 * 24 + 5, AGENTS.windowsEdge, 'Windows PC', '82.215.108.3', 'Namangan', 'Uzbekistan'],
    // Geolocation gave nothing: the panel shows its "unknown city/country" fallbacks.
    [13 * 24, AGENTS.android, 'Android Device', '37.110.214.56', '', ''],
    [18 * 24 + 3, AGENTS.linuxFirefox, 'Linux PC', '91.203.172.14', 'Kazan', 'Russia'],
    [25 * 24 + 9, AGENTS.windowsChrome, 'Windows PC', '84.54.72.19', 'Tashkent', 'Uzbekistan'],
  ];
  for (const [hoursAgo, userAgent, deviceName, ipAddress, city, country] of logins) {
    insertLoginRecord(db, {
      username: 'admin',
      userAgent,
      ipAddress,
      deviceName,
      city,
      country,
      loginTime: ago(now, hoursAgo * HOUR_MS),
    });
  }
};

// Feature settings need no seeder: migration 001 inserts the all-enabled row.
export const DEMO_SEEDERS: readonly Seeder[] = [
  seedAdminChats,
  seedLoginHistory,
  ...PAYMENT_ACCOUNT_SEEDERS,
  // After the payment accounts: transactions copy platform names and card numbers.
  seedTransactions,
  // After the transactions: lottery balances go to chats found in the journal.
  ...LOTTERY_AND_RATE_SEEDERS,
  seedHumoSandbox,
];

/** Runs every seeder in one transaction: a failure leaves the database as it was. */
export function seedDemoData(db: Database, now: Date = new Date()): void {
  db.transaction(() => {
    for (const seed of DEMO_SEEDERS) seed(db, now);
  })();
}
