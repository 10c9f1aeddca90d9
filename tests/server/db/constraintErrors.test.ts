// SQLite constraint failures become 400/409 answers naming the field (constraintErrors.ts), also
// when one escapes a route (through the central error handler); other failures stay 500.
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { constraintError } from '../../../server/db/constraintErrors.ts';
import { buildTestApp } from '../helpers.ts';

function failureOf(db: Database.Database, sql: string): unknown {
  try {
    db.exec(sql);
  } catch (error) {
    return error;
  }
  throw new Error(`no failure: ${sql}`);
}

describe('constraintError', () => {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  db.exec(`
    CREATE TABLE owners (id INTEGER PRIMARY KEY);
    CREATE TABLE items (
      id INTEGER PRIMARY KEY,
      card_number TEXT NOT NULL UNIQUE,
      device_name TEXT CHECK (length(trim(device_name)) BETWEEN 1 AND 4),
      owner_id INTEGER REFERENCES owners (id)
    );
    CREATE TRIGGER keep_primary BEFORE DELETE ON owners
      BEGIN SELECT RAISE(ABORT, 'The primary Oson config cannot be deleted'); END;
    CREATE TRIGGER disk_full BEFORE UPDATE ON owners BEGIN SELECT RAISE(ABORT, 'disk full'); END;
    INSERT INTO owners VALUES (1);
    INSERT INTO items (card_number) VALUES ('1');
  `);

  it.each([
    [
      'a duplicate',
      "INSERT INTO items (card_number) VALUES ('1')",
      409,
      'cardNumber: already exists',
    ],
    [
      'a duplicate key',
      'INSERT INTO items (id, card_number) VALUES (1, 2)',
      409,
      'id: already exists',
    ],
    [
      'a missing value',
      'INSERT INTO items (card_number) VALUES (NULL)',
      400,
      'cardNumber: is required',
    ],
    [
      'a failed CHECK',
      "INSERT INTO items (card_number, device_name) VALUES ('2', ' ')",
      400,
      'deviceName: is not allowed',
    ],
    [
      'a missing reference',
      "INSERT INTO items (card_number, owner_id) VALUES ('3', 9)",
      409,
      'The record is still used by, or refers to, another record',
    ],
    ['a rule trigger', 'DELETE FROM owners', 409, 'The primary Oson config cannot be deleted'],
  ])('maps %s', (_label, sql, status, message) => {
    const mapped = constraintError(failureOf(db, sql));
    expect({ status: mapped?.statusCode, message: mapped?.message }).toEqual({ status, message });
  });

  it('leaves other failures alone (they are server faults)', () => {
    expect(constraintError(failureOf(db, 'UPDATE owners SET id = 2'))).toBeUndefined();
    expect(constraintError(failureOf(db, 'SELECT * FROM nowhere'))).toBeUndefined();
    expect(constraintError(new Error('UNIQUE constraint failed: x.y'))).toBeUndefined();
  });
});

describe('a constraint failure escaping a route', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('answers 400 with a message naming the field, not 500', async () => {
    let auth: string;
    ({ app, auth } = await buildTestApp());
    // A write the route does not check first: adding an admin also writes a row that breaks a rule.
    app.db.exec(`CREATE TEMP TRIGGER break_rule BEFORE INSERT ON admin_chats
      BEGIN INSERT INTO login_history (username) VALUES (NULL); END`);
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/chats?chatId=5',
      headers: { authorization: auth },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'username: is required' });
  });
});
