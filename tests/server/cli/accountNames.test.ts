// `npm run account` names an account as the API does: in NFKC form, one name whatever its case; a
// command naming an account finds it in any case.
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../../server/cli/account.ts';
import { authenticate } from '../../../server/auth/accounts.ts';
import { openDatabase } from '../../../server/db/plugin.ts';
import { makeTempDir, removeTempDirs } from '../helpers.ts';

afterEach(() => {
  delete process.env.ACCOUNT_PASSWORD;
  removeTempDirs();
});

const names = (dataDir: string) => {
  const db = openDatabase(dataDir);
  try {
    return db.prepare('SELECT username FROM panel_accounts ORDER BY id').pluck().all();
  } finally {
    db.close();
  }
};

const signsInAs = async (dataDir: string, username: string, password: string) => {
  const db = openDatabase(dataDir);
  try {
    return (await authenticate(db, { username, password }))?.username;
  } finally {
    db.close();
  }
};

describe('npm run account: names', () => {
  it('refuses a name that differs from an account only by case or width', async () => {
    const dataDir = makeTempDir();
    process.env.ACCOUNT_PASSWORD = 'birinchi-parol';
    await main(['add', 'Aziz'], { DATA_DIR: dataDir });
    for (const name of ['aziz', 'AZIZ', 'ａｚｉｚ']) {
      await expect(main(['add', name], { DATA_DIR: dataDir }), name).rejects.toThrow(
        /An account named "Aziz" already exists/,
      );
    }
    expect(names(dataDir)).toEqual(['Aziz']);
  });

  it('keeps a full-width name in NFKC form, and finds an account by its name in any case', async () => {
    const dataDir = makeTempDir();
    process.env.ACCOUNT_PASSWORD = 'birinchi-parol';
    expect(await main(['add', 'ｄｉｌｎｏｚａ', 'viewer'], { DATA_DIR: dataDir })).toBe(
      'Panel account "dilnoza" added (viewer).',
    );
    expect(names(dataDir)).toEqual(['dilnoza']);
    process.env.ACCOUNT_PASSWORD = 'ikkinchi-parol';
    expect(await main(['password', 'DILNOZA'], { DATA_DIR: dataDir })).toBe(
      'Password of "dilnoza" changed.',
    );
    expect(await signsInAs(dataDir, 'Dilnoza', 'ikkinchi-parol')).toBe('dilnoza');
    expect(await main(['role', 'Dilnoza', 'operator'], { DATA_DIR: dataDir })).toMatch(
      /^"dilnoza" is now an? operator\.$/,
    );
  });
});
