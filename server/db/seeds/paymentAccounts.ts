// Demo payment accounts: Oson configs (the first is primary), HUMO and UZCARD cards spread over
// them, and platforms in both currencies. Fake but plausible; the card numbers pass the Luhn check.
import { insertAdminCard } from '../repositories/adminCards.ts';
import type { Currency, PaymentSystem } from '../../../contract/payments.ts';
import { insertOsonConfig, listOsonConfigs } from '../repositories/osonConfigs.ts';
import { insertPlatform } from '../repositories/platforms.ts';
import type { Seeder } from './seeder.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

const OSON_API_URL = 'https://core.oson.uz';

// The first inserted becomes primary, as with the API.
const OSON_CONFIGS = [
  {
    deviceName: 'Samsung A54 (Toshkent)',
    phone: '+998901234567',
    password: 'Oson#Tosh2024',
    deviceId: '3f9a1c7e52b04d18',
  },
  {
    deviceName: 'Redmi Note 12 (Samarqand)',
    phone: '+998935557711',
    password: 'Samarqand!77',
    deviceId: 'b81e0d4c6a2f9375',
  },
  {
    deviceName: 'iPhone 13 (Buxoro)',
    phone: '+998977003344',
    password: 'BuxOson_3344',
    deviceId: 'E2C4A1F0-7B3D-4C58-9A61-0D8F2B7C5E93',
  },
];

export const seedOsonConfigs: Seeder = (db, now) => {
  OSON_CONFIGS.forEach((config, index) => {
    insertOsonConfig(db, { ...config, apiUrl: OSON_API_URL }, ago(now, 60 - index * 9));
  });
};

type CardSeed = [
  cardNumber: string,
  ownerName: string,
  paymentSystem: PaymentSystem,
  balance: number,
  osonPhone: string,
];

// HUMO numbers start with 9860, UZCARD with 8600; an empty owner name shows as N/A.
const CARDS: CardSeed[] = [
  ['9860100612345676', 'ALISHER KARIMOV', 'HUMO', 12_500_000, '+998901234567'],
  ['8600312998765438', 'DILNOZA YUSUPOVA', 'UZCARD', 3_740_000, '+998901234567'],
  ['9860035188421909', '', 'HUMO', 0, '+998901234567'],
  ['8600491204573180', 'SARDOR TOSHMATOV', 'UZCARD', 48_215_000, '+998935557711'],
  ['9860127790315460', 'MALIKA RAHIMOVA', 'HUMO', 950_000, '+998935557711'],
  ['8600148633029750', '', 'UZCARD', 27_300_000, '+998977003344'],
  ['9860354022176839', 'JAHONGIR NURMATOV', 'HUMO', 6_100_000, '+998977003344'],
];

export const seedAdminCards: Seeder = (db, now) => {
  const configIdByPhone = new Map(listOsonConfigs(db).map((config) => [config.phone, config.id]));
  CARDS.forEach(([cardNumber, ownerName, paymentSystem, balance, osonPhone], index) => {
    const osonConfigId = configIdByPhone.get(osonPhone);
    if (osonConfigId === undefined) throw new Error(`No seeded Oson config for ${osonPhone}`);
    insertAdminCard(
      db,
      { cardNumber, ownerName, paymentSystem, balance, osonConfigId },
      ago(now, 45 - index * 4),
    );
  });
};

type PlatformSeed = [
  name: string,
  currency: Currency,
  apiKey: string,
  login: string,
  password: string,
  workplaceId: string,
];

const PLATFORMS: PlatformSeed[] = [
  ['1xBet UZ', 'UZS', 'xb_live_7f3a9c2e5d8b4a61e0c2', 'paybot_uz_1x', 'Xb!uz-2024-pay', '48213'],
  ['Melbet RU', 'RUB', 'mb_prod_41d6e8a0b3c97f25d1aa', 'cashdesk_mel_ru', 'Mel#Ru_cash77', '77104'],
  ['Mostbet UZ', 'UZS', 'most_9b2e47c1f06a8d3e5b74', 'kassa_mostbet', 'MostUz!9081', '30562'],
  ['Linebet RU', 'RUB', 'lb_api_c58f1e92a7d04b36e8f1', 'line_cashier_ru', 'L1ne$Rub_2024', '91837'],
];

export const seedPlatforms: Seeder = (db, now) => {
  PLATFORMS.forEach(([name, currency, apiKey, login, password, workplaceId], index) => {
    insertPlatform(
      db,
      { name, currency, apiKey, login, password, workplaceId },
      ago(now, 50 - index * 6),
    );
  });
};

/** In dependency order: cards need their configs. */
export const PAYMENT_ACCOUNT_SEEDERS: readonly Seeder[] = [
  seedOsonConfigs,
  seedAdminCards,
  seedPlatforms,
];
