// The key of the Idempotency-Key records' digests (HMAC-SHA-256): made at the first start in
// DATA_DIR as a file of its own (0600), never in the database nor its backups, the same after a
// restart; a random one per in-memory database. Without it (lost, or a database moved to another
// install) the day's keys are answered as unknown, never as another request's nor done twice.
// Rows from before it (plain digests, answers kept whole) are scrubbed by migration 017. A write
// route whose body names a credential must say so (`secretBody`), or the start stops.
import { createHash, createHmac } from 'node:crypto';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Type } from 'typebox';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { main as backup } from '../../../server/cli/backup.ts';
import { readMigrations, runMigrations } from '../../../server/db/migrate.ts';
import { hashPassword } from '../../../server/auth/passwords.ts';
import { IDEMPOTENCY_CODES } from '../../../contract/idempotency.ts';
import idempotencyPlugin from '../../../server/plugins/idempotency.ts';
import { IDEMPOTENCY_KEY_FILE } from '../../../server/plugins/idempotencySecrets.ts';
import { openDatabase } from '../../../server/db/plugin.ts';
import {
  TEST_PASSWORD,
  TEST_USERNAME,
  buildTestApp,
  makeTempDir,
  removeTempDirs,
} from '../helpers.ts';

afterAll(removeTempDirs);

let app: FastifyInstance;
let auth: string;
afterEach(() => app?.close());

const addPrize = (key: string, amount = 5000): InjectOptions => ({
  method: 'POST',
  url: '/api/lottery/prizes',
  payload: { amount, numberOfPrize: 2 },
  headers: { authorization: auth, 'idempotency-key': key },
});
const prizes = () => app.db.prepare('SELECT COUNT(*) FROM lottery_prizes').pluck().get();
const digestOf = (key: string) =>
  app.db.prepare('SELECT digest FROM idempotency_keys WHERE key = ?').pluck().get(key) as string;
const plainDigest = (amount: number) =>
  createHash('sha256')
    .update(`POST /api/lottery/prizes\n${JSON.stringify({ amount, numberOfPrize: 2 })}`)
    .digest('hex');

describe('the key of the digests', () => {
  it('is made in DATA_DIR (0600), kept across a restart, and is in no database nor backup', async () => {
    const dataDir = makeTempDir();
    ({ app, auth } = await buildTestApp({ DATA_DIR: dataDir }));
    const file = path.join(dataDir, IDEMPOTENCY_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const secret = readFileSync(file, 'utf8').trim();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const first = await app.inject(addPrize('k-1'));
    expect(first.statusCode).toBe(201);
    expect(digestOf('k-1')).not.toBe(plainDigest(5000));
    const backupFile = path.join(makeTempDir(), 'copy.db');
    await backup([backupFile], { DATA_DIR: dataDir });
    await app.close();

    ({ app, auth } = await buildTestApp({ DATA_DIR: dataDir }));
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    const again = await app.inject(addPrize('k-1'));
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(prizes()).toBe(1);
    for (const stored of ['app.db', 'app.db-wal']) {
      const where = path.join(dataDir, stored);
      if (existsSync(where)) expect(readFileSync(where).includes(secret)).toBe(false);
    }
    expect(readFileSync(backupFile).includes(secret)).toBe(false);
    expect(readFileSync(backupFile).includes(Buffer.from(secret, 'hex'))).toBe(false);
  });

  it('keys the digest of a secretBody route over its method and URL only', async () => {
    const dataDir = makeTempDir();
    ({ app, auth } = await buildTestApp({ DATA_DIR: dataDir }));
    const secret = Buffer.from(
      readFileSync(path.join(dataDir, IDEMPOTENCY_KEY_FILE), 'utf8').trim(),
      'hex',
    );
    const hmac = (text: string) => createHmac('sha256', secret).update(text).digest('hex');
    const created = await app.inject({
      method: 'POST',
      url: '/api/panel-accounts',
      payload: { username: 'aziz', password: 'aziz-parol-1234', role: 'viewer' },
      headers: { authorization: auth, 'idempotency-key': 'k-account' },
    });
    expect(created.statusCode).toBe(201);
    expect(digestOf('k-account')).toBe(hmac('POST /api/panel-accounts\n'));
    // A route without secrets keeps its body in the digest, keyed all the same.
    await app.inject(addPrize('k-prize'));
    const prize = JSON.stringify({ amount: 5000, numberOfPrize: 2 });
    expect(digestOf('k-prize')).toBe(hmac(`POST /api/lottery/prizes\n${prize}`));
  });

  it('is random for each in-memory database', async () => {
    ({ app, auth } = await buildTestApp());
    await app.inject(addPrize('k-1'));
    const one = digestOf('k-1');
    await app.close();
    ({ app, auth } = await buildTestApp());
    await app.inject(addPrize('k-1'));
    expect(digestOf('k-1')).not.toBe(one);
    expect(one).not.toBe(plainDigest(5000));
  });

  it('lost, answers the day’s keys as unknown (nothing done twice) and new keys as usual', async () => {
    const dataDir = makeTempDir();
    ({ app, auth } = await buildTestApp({ DATA_DIR: dataDir }));
    expect((await app.inject(addPrize('k-1'))).statusCode).toBe(201);
    await app.close();
    rmSync(path.join(dataDir, IDEMPOTENCY_KEY_FILE));

    ({ app, auth } = await buildTestApp({ DATA_DIR: dataDir }));
    const retry = await app.inject(addPrize('k-1'));
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({ code: IDEMPOTENCY_CODES.unknown });
    expect(prizes()).toBe(1);
    expect((await app.inject(addPrize('k-2'))).statusCode).toBe(201);
    expect((await app.inject(addPrize('k-2'))).headers['idempotent-replayed']).toBe('true');
    expect(prizes()).toBe(2);
  });

  it('damaged, stops the start and says which file', async () => {
    const dataDir = makeTempDir();
    writeFileSync(path.join(dataDir, IDEMPOTENCY_KEY_FILE), 'not a key\n', { mode: 0o600 });
    await expect(buildTestApp({ DATA_DIR: dataDir })).rejects.toThrow(IDEMPOTENCY_KEY_FILE);
  });
});

describe('rows kept before the key (migration 017)', () => {
  it('lose their plain digests and whole answers, and are answered as unknown', async () => {
    const dataDir = makeTempDir();
    const db = openDatabase(dataDir);
    runMigrations(
      db,
      readMigrations().filter((migration) => migration.version < 17),
    );
    const accountId = db
      .prepare(
        `INSERT INTO panel_accounts (username, password_hash, created_at)
         VALUES (?, ?, '2026-01-01T00:00:00.000Z')`,
      )
      .run(TEST_USERNAME, await hashPassword(TEST_PASSWORD)).lastInsertRowid;
    const answer = '{"id":1,"name":"P","apiKey":"pk-live-old-row-secret"}';
    const insert = db.prepare(
      `INSERT INTO idempotency_keys
         (account_id, key, digest, state, process_id, status, content_type, body, created_at)
       VALUES (?, ?, ?, ?, 'an-old-process', ?, 'application/json', ?, ?)`,
    );
    const at = new Date().toISOString();
    insert.run(accountId, 'k-1', plainDigest(5000), 'done', 201, answer, at);
    insert.run(accountId, 'k-2', plainDigest(6000), 'in_flight', null, null, at);
    db.close();

    ({ app, auth } = await buildTestApp({ DATA_DIR: dataDir }));
    const kept = JSON.stringify(app.db.prepare('SELECT * FROM idempotency_keys').all());
    expect(kept).not.toContain('pk-live-old-row-secret');
    expect(kept).not.toContain(plainDigest(5000));
    expect(kept).not.toContain(plainDigest(6000));
    for (const key of ['k-1', 'k-2']) {
      const retry = await app.inject(addPrize(key, key === 'k-1' ? 5000 : 6000));
      expect(retry.statusCode).toBe(409);
      expect(retry.json()).toMatchObject({ code: IDEMPOTENCY_CODES.unknown });
    }
    expect(prizes()).toBe(0);
  });
});

describe('a write route whose body names a credential', () => {
  const routeWith = async (config: Record<string, boolean>) => {
    const bare = Fastify({ logger: false });
    // The plugin keeps its records in the app's database (the db plugin's, in the server).
    bare.decorate('db', openDatabase(':memory:'));
    bare.addHook('onClose', async () => bare.db.close());
    const body = Type.Object({
      name: Type.String(),
      owner: Type.Object({ password: Type.String() }),
    });
    try {
      await bare.register(idempotencyPlugin);
      // Registered as the API's routes are: in a scope of its own, below /api.
      await bare.register(
        async (api) => {
          api.post('/thing', { config, schema: { body } }, async () => ({}));
        },
        { prefix: '/api' },
      );
      await bare.ready();
    } finally {
      await bare.close();
    }
  };

  it('stops the start unless it declares secretBody', async () => {
    await expect(routeWith({})).rejects.toThrow(/POST \/api\/thing.*secretBody/);
    await expect(routeWith({ secretBody: true })).resolves.toBeUndefined();
    await expect(routeWith({ answerNotKept: true })).resolves.toBeUndefined();
  });
});
