// `npm run account`: adds a panel account or changes its password in DATA_DIR's database, the
// password from ACCOUNT_PASSWORD, never from the command line.
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../../server/cli/account.ts';
import { authenticate } from '../../../server/auth/accounts.ts';
import { openDatabase } from '../../../server/plugins/db.ts';
import { makeTempDir, removeTempDirs } from '../helpers.ts';

afterEach(() => {
  delete process.env.ACCOUNT_PASSWORD;
  removeTempDirs();
});

const signsIn = async (dataDir: string, username: string, password: string) => {
  const db = openDatabase(dataDir);
  try {
    return (await authenticate(db, { username, password })) !== undefined;
  } finally {
    db.close();
  }
};

describe('npm run account', () => {
  it('adds an account, refuses it twice, and changes its password', async () => {
    const dataDir = makeTempDir();
    process.env.ACCOUNT_PASSWORD = 'birinchi-parol';
    expect(await main(['add', 'aziz'], { DATA_DIR: dataDir })).toMatch(/added/);
    expect(await signsIn(dataDir, 'aziz', 'birinchi-parol')).toBe(true);
    await expect(main(['add', 'aziz'], { DATA_DIR: dataDir })).rejects.toThrow(/already exists/);
    process.env.ACCOUNT_PASSWORD = 'ikkinchi-parol';
    expect(await main(['password', 'aziz'], { DATA_DIR: dataDir })).toMatch(/changed/);
    expect(await signsIn(dataDir, 'aziz', 'birinchi-parol')).toBe(false);
    expect(await signsIn(dataDir, 'aziz', 'ikkinchi-parol')).toBe(true);
  });

  it('refuses a short password, an unknown account and a wrong command', async () => {
    const dataDir = makeTempDir();
    process.env.ACCOUNT_PASSWORD = 'qisqa';
    await expect(main(['add', 'aziz'], { DATA_DIR: dataDir })).rejects.toThrow(/at least 8/);
    process.env.ACCOUNT_PASSWORD = 'yetarli-uzun';
    await expect(main(['password', 'nobody'], { DATA_DIR: dataDir })).rejects.toThrow(/No account/);
    await expect(main(['remove', 'aziz'], { DATA_DIR: dataDir })).rejects.toThrow(/usage/);
  });
});
