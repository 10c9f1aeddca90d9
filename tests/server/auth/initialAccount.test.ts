// The first-start account: ADMIN_USERNAME/ADMIN_PASSWORD, or a demo account whose password is
// kept in DATA_DIR/demo-credentials.json and printed at every start while it still works.
import { existsSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  countAccounts,
  findAccountByUsername,
  setAccountPassword,
} from '../../../server/auth/accounts.ts';
import {
  DEMO_CREDENTIALS_FILE,
  ensureInitialAccount,
  isDemoAccount,
} from '../../../server/auth/initialAccount.ts';
import { verifyPassword } from '../../../server/auth/passwords.ts';
import { buildApp } from '../../../server/app.ts';
import { openDatabase } from '../../../server/db/plugin.ts';
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

  it('signs in with its password alone where owners must have a second step, which it is offered', async () => {
    const dataDir = makeTempDir();
    const env = { DATA_DIR: dataDir, ADMIN_USERNAME: '', ADMIN_PASSWORD: '' };
    const app = await buildApp(testConfig({ ...env, SECOND_STEP_ROLES: 'owner' }), {
      logger: false,
    });
    const { username, password } = app.demoCredentials!;
    const demo = basicAuth(username, password);
    const call = (url: string, authorization = demo) =>
      app.inject({ url, headers: { authorization } });
    expect((await call('/api/features')).statusCode).toBe(200);
    expect((await call('/api/second-step')).json()).toMatchObject({ required: false, totp: false });
    expect(isDemoAccount(app.db, findAccountByUsername(app.db, 'admin')!.id)).toBe(true);
    // Another owner keeps the rule.
    await app.inject({
      method: 'POST',
      url: '/api/panel-accounts',
      headers: { authorization: demo },
      payload: { username: 'ikkinchi', password: 'ikkinchi-egasi-1', role: 'owner' },
    });
    const other = await call('/api/features', basicAuth('ikkinchi', 'ikkinchi-egasi-1'));
    expect(other.json()).toMatchObject({ reason: 'second_step_setup' });
    await app.close();

    // Named by ADMIN_USERNAME/ADMIN_PASSWORD, the same account is no demo any more.
    const named = { ...env, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'operator-chose-this' };
    const again = await buildApp(testConfig({ ...named, SECOND_STEP_ROLES: 'owner' }), {
      logger: false,
    });
    const response = await again.inject({
      url: '/api/features',
      headers: { authorization: basicAuth('admin', 'operator-chose-this') },
    });
    expect(response.json()).toMatchObject({ reason: 'second_step_setup' });
    await again.close();
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
