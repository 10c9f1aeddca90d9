// Migration 002 enforces the payment-account rules itself, so a write that skips the API (a
// seeder, a hand-run fix) cannot break them either.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from 'better-sqlite3';
import { runMigrations } from '../../../server/db/migrate.ts';
import {
  deleteOsonConfig,
  insertOsonConfig,
  listOsonConfigs,
  setPrimaryOsonConfig,
} from '../../../server/db/repositories/osonConfigs.ts';
import { openDatabase } from '../../../server/db/plugin.ts';

let db: Database;
beforeEach(() => {
  db = openDatabase(':memory:');
  runMigrations(db);
});
afterEach(() => db.close());

const NOW = '2025-06-01T12:00:00.000Z';

const addConfig = (n: number) =>
  insertOsonConfig(
    db,
    {
      deviceName: `Phone ${n}`,
      phone: `+99890000000${n}`,
      password: 'p',
      deviceId: `dev-${n}`,
      apiUrl: 'https://core.oson.uz',
    },
    NOW,
  );

const insertCard = (cardNumber: unknown, balance: unknown, system = 'HUMO', configId = 1) =>
  db
    .prepare(
      `INSERT INTO admin_cards (card_number, owner_name, payment_system, balance, oson_config_id,
         created_at) VALUES (?, '', ?, ?, ?, ?)`,
    )
    .run(cardNumber, system, balance, configId, NOW);

const primaryCount = () =>
  db.prepare('SELECT count(*) FROM oson_configs WHERE primary_config = 1').pluck().get();

describe('oson_configs', () => {
  it('makes the first config primary and refuses a second primary', () => {
    expect(addConfig(1).primaryConfig).toBe(true);
    expect(addConfig(2).primaryConfig).toBe(false);
    expect(() =>
      db.prepare('UPDATE oson_configs SET primary_config = 1 WHERE id = 2').run(),
    ).toThrow(/UNIQUE constraint failed/);
    expect(primaryCount()).toBe(1);
  });

  it('moves the primary flag in either direction, keeping exactly one', () => {
    for (const n of [1, 2, 3]) addConfig(n);
    setPrimaryOsonConfig(db, 3);
    expect(listOsonConfigs(db).map((config) => config.primaryConfig)).toEqual([false, false, true]);
    setPrimaryOsonConfig(db, 1);
    expect(listOsonConfigs(db).map((config) => config.primaryConfig)).toEqual([true, false, false]);
    expect(setPrimaryOsonConfig(db, 9)).toBeUndefined();
    expect(primaryCount()).toBe(1);
  });

  it('refuses to delete the primary, even in plain SQL', () => {
    addConfig(1);
    expect(deleteOsonConfig(db, 1)).toEqual({ deleted: false, reason: 'primary' });
    expect(() => db.prepare('DELETE FROM oson_configs WHERE id = 1').run()).toThrow(
      'The primary Oson config cannot be deleted',
    );
  });

  it('refuses to delete a config that cards use, even in plain SQL', () => {
    addConfig(1);
    addConfig(2);
    insertCard('9860100612345676', 0, 'HUMO', 2);
    expect(deleteOsonConfig(db, 2)).toEqual({ deleted: false, reason: 'in-use', cardCount: 1 });
    expect(() => db.prepare('DELETE FROM oson_configs WHERE id = 2').run()).toThrow(
      /FOREIGN KEY constraint failed/,
    );
  });

  it('refuses blank fields and non-http api URLs', () => {
    addConfig(1);
    const insert = (deviceName: string, apiUrl: string) =>
      db
        .prepare(
          `INSERT INTO oson_configs (device_name, phone, password, device_id, api_url, created_at)
           VALUES (?, '+998', 'p', 'd', ?, ?)`,
        )
        .run(deviceName, apiUrl, NOW);
    expect(() => insert('  ', 'https://core.oson.uz')).toThrow(/CHECK constraint failed/);
    expect(() => insert('Phone', 'ftp://core.oson.uz')).toThrow(/CHECK constraint failed/);
  });
});

describe('admin_cards', () => {
  beforeEach(() => addConfig(1));

  it.each([
    ['986010061234567', 0],
    ['98601006123456761', 0],
    ['9860 100612345676', 0],
    ['9860abcd12345676', 0],
    ['9860100612345676', -1],
    ['9860100612345676', 1.5],
    ['9860100612345676', 'twelve'],
  ])('refuses card %s with balance %s', (cardNumber, balance) => {
    expect(() => insertCard(cardNumber, balance)).toThrow(/CHECK constraint failed/);
  });

  it('refuses unknown payment systems, unknown configs and duplicate numbers', () => {
    expect(() => insertCard('9860100612345676', 0, 'VISA')).toThrow(/CHECK constraint failed/);
    expect(() => insertCard('9860100612345676', 0, 'HUMO', 42)).toThrow(/FOREIGN KEY/);
    insertCard('9860100612345676', 0);
    expect(() => insertCard('9860100612345676', 0)).toThrow(/UNIQUE constraint failed/);
  });
});

describe('platforms', () => {
  const insertPlatform = (name: string, currency: string) =>
    db
      .prepare(
        `INSERT INTO platforms (name, currency, api_key, login, password, workplace_id, created_at)
         VALUES (?, ?, 'key', 'login', 'pass', '1', ?)`,
      )
      .run(name, currency, NOW);

  it('refuses unknown currencies and names that differ only in case', () => {
    expect(() => insertPlatform('1xBet UZ', 'USD')).toThrow(/CHECK constraint failed/);
    insertPlatform('1xBet UZ', 'UZS');
    expect(() => insertPlatform('1XBET uz', 'RUB')).toThrow(/UNIQUE constraint failed/);
  });
});
