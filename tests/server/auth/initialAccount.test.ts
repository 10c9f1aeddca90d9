// The first-start account: ADMIN_USERNAME/ADMIN_PASSWORD, or a demo account whose password is
// kept in DATA_DIR/demo-credentials.json and printed at every start while it still works.
import { existsSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEMO_CREDENTIALS_FILE,
  countAccounts,
  ensureInitialAccount,
  findAccountByUsername,
  setAccountPassword,
} from '../../../server/auth/accounts.ts';
import { verifyPassword } from '../../../server/auth/passwords.ts';
import { buildApp } from '../../../server/app.ts';
import { openDatabase } from '../../../server/plugins/db.ts';
import { runMigrations } from '../../../server/db/migrate.ts';
import { basicAuth, makeTempDir, removeTempDirs, testConfig } from '../helpers.ts';

afterAll(removeTempDirs);

function freshDb() {
  const db = openDatabase(':memory:');
  runMigrations(db);
  return db;
}

describe('ensureInitialAccount with ADMIN_USERNAME/ADMIN_PASSWORD', () => {
  it('creates the account, then updates its hash when the password changes', async () => {
    const db = freshDb();
    const dataDir = ':memory:';
    expect(
      await ensureInitialAccount(db, { dataDir, adminUsername: 'ops', adminPassword: 'one' }),
    ).toBeNull();
    const created = findAccountByUsername(db, 'ops');
    expect(created && (await verifyPassword('one', created.passwordHash))).toBe(true);

    await ensureInitialAccount(db, { dataDir, adminUsername: 'ops', adminPassword: 'one' });
    expect(findAccountByUsername(db, 'ops')?.passwordHash).toBe(created?.passwordHash);

    await ensureInitialAccount(db, { dataDir, adminUsername: 'ops', adminPassword: 'two' });
    const updated = findAccountByUsername(db, 'ops');
    expect(updated && (await verifyPassword('two', updated.passwordHash))).toBe(true);
    expect(countAccounts(db)).toBe(1);
    db.close();
  });
});

describe('demo account', () => {
  const demoEnv = (dataDir: string) =>
    testConfig({ DATA_DIR: dataDir, ADMIN_USERNAME: '', ADMIN_PASSWORD: '' });

  it('is only printed (no file) with an in-memory database', async () => {
    const app = await buildApp(demoEnv(':memory:'), { logger: false });
    expect(app.demoCredentials?.username).toBe('admin');
    expect(app.demoCredentials?.password).toHaveLength(16);
    const { username, password } = app.demoCredentials ?? { username: '', password: '' };
    const response = await app.inject({
      url: '/api/features',
      headers: { authorization: basicAuth(username, password) },
    });
    expect(response.statusCode).toBe(200);
    await app.close();
  });

  it('is saved to demo-credentials.json (0600) and shown again at every start while valid', async () => {
    const dataDir = makeTempDir();
    const first = await buildApp(demoEnv(dataDir), { logger: false });
    const demo = first.demoCredentials;
    expect(demo?.username).toBe('admin');
    const file = path.join(dataDir, DEMO_CREDENTIALS_FILE);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(demo);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await first.close();

    const second = await buildApp(demoEnv(dataDir), { logger: false });
    expect(second.demoCredentials).toEqual(demo);
    const account = findAccountByUsername(second.db, 'admin');
    if (!account) throw new Error('demo account missing');
    await setAccountPassword(second.db, account.id, 'changed by the operator');
    await second.close();

    const third = await buildApp(demoEnv(dataDir), { logger: false });
    expect(third.demoCredentials).toBeNull();
    await third.close();

    unlinkSync(file);
    const fourth = await buildApp(demoEnv(dataDir), { logger: false });
    expect(fourth.demoCredentials).toBeNull();
    expect(countAccounts(fourth.db)).toBe(1);
    await fourth.close();
  });

  it('is not created when ADMIN_USERNAME/ADMIN_PASSWORD are set', async () => {
    const dataDir = makeTempDir();
    const app = await buildApp(testConfig({ DATA_DIR: dataDir }), { logger: false });
    expect(app.demoCredentials).toBeNull();
    expect(existsSync(path.join(dataDir, DEMO_CREDENTIALS_FILE))).toBe(false);
    expect(findAccountByUsername(app.db, 'admin')).toBeUndefined();
    await app.close();
  });
});
