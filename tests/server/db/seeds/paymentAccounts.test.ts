// Demo payment accounts: several Oson configs with one primary, cards of both systems spread
// over them, platforms in both currencies, and all of it served by the API on a first start.
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../../../server/db/migrate.ts';
import { listAdminCards } from '../../../../server/db/repositories/adminCards.ts';
import { listOsonConfigs } from '../../../../server/db/repositories/osonConfigs.ts';
import {
  listPlatforms,
  readPlatformPassword,
} from '../../../../server/db/repositories/platforms.ts';
import { seedDemoData } from '../../../../server/db/seeds/index.ts';
import { openDatabase } from '../../../../server/db/plugin.ts';
import { buildTestApp } from '../../helpers.ts';

/** The Luhn checksum every real card number passes. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return sum % 10 === 0;
}

describe('demo payment accounts', () => {
  it('seeds configs with one primary, cards of both systems and platforms of both currencies', () => {
    const db = openDatabase(':memory:');
    runMigrations(db);
    seedDemoData(db, new Date('2025-06-01T12:00:00.000Z'));

    const configs = listOsonConfigs(db);
    expect(configs.length).toBeGreaterThan(1);
    expect(configs.filter((config) => config.primaryConfig)).toHaveLength(1);
    expect(configs.every((config) => config.phone.startsWith('+998'))).toBe(true);

    const cards = listAdminCards(db);
    expect(cards.length).toBeGreaterThanOrEqual(6);
    expect(new Set(cards.map((card) => card.paymentSystem))).toEqual(new Set(['HUMO', 'UZCARD']));
    for (const card of cards) {
      expect(card.cardNumber).toMatch(/^[0-9]{16}$/);
      expect(card.cardNumber.slice(0, 4)).toBe(card.paymentSystem === 'HUMO' ? '9860' : '8600');
      expect(passesLuhn(card.cardNumber)).toBe(true);
    }
    expect(cards.some((card) => card.ownerName === '')).toBe(true);
    // Every config holds cards, so the delete-in-use rule shows on each.
    expect(new Set(cards.map((card) => card.osonConfig.id))).toEqual(
      new Set(configs.map((config) => config.id)),
    );

    const platforms = listPlatforms(db);
    expect(platforms.length).toBeGreaterThanOrEqual(4);
    expect(new Set(platforms.map((platform) => platform.currency))).toEqual(
      new Set(['UZS', 'RUB']),
    );
    for (const platform of platforms) expect(readPlatformPassword(db, platform.id)).toBeTruthy();
    db.close();
  });

  it('is served by the API on a first start in demo mode', async () => {
    const { app, auth } = await buildTestApp({ DEMO_DATA: 'true' });
    try {
      const headers = { authorization: auth };
      const cards = await app.inject({ url: '/api/admin/cards', headers });
      expect(cards.statusCode).toBe(200);
      expect(cards.json().length).toBeGreaterThanOrEqual(6);
      const configs = await app.inject({ url: '/api/oson/config', headers });
      expect(
        configs.json().filter((c: { primaryConfig: boolean }) => c.primaryConfig),
      ).toHaveLength(1);
      const platforms = await app.inject({ url: '/api/platforms', headers });
      expect(platforms.json().length).toBeGreaterThanOrEqual(4);
    } finally {
      await app.close();
    }
  });
});
