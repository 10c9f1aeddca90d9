// `npm run account`: adds a panel account or changes its password in DATA_DIR's database, the
// password from ACCOUNT_PASSWORD, never from the command line; links an account to a Telegram user.
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../../server/cli/account.ts';
import { authenticate } from '../../../server/auth/accounts.ts';
import { findAccountByTelegramUserId } from '../../../server/auth/telegramLinks.ts';
import { openDatabase } from '../../../server/db/plugin.ts';
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

  it('links an account to a Telegram user and removes the link', async () => {
    const dataDir = makeTempDir();
    process.env.ACCOUNT_PASSWORD = 'birinchi-parol';
    await main(['add', 'aziz'], { DATA_DIR: dataDir });
    await main(['add', 'dilnoza'], { DATA_DIR: dataDir });
    const linkedTo = (telegramUserId: number) => {
      const db = openDatabase(dataDir);
      try {
        const account = findAccountByTelegramUserId(db, telegramUserId);
        return account && { username: account.username, pending: account.pending };
      } finally {
        db.close();
      }
    };
    expect(await main(['telegram', 'aziz', '5123456789'], { DATA_DIR: dataDir })).toBe(
      '"aziz" is linked to the Telegram user 5123456789, pending until that user opens the ' +
        "Mini App and enters the account's password once.",
    );
    expect(linkedTo(5_123_456_789)).toEqual({ username: 'aziz', pending: true });
    await expect(
      main(['telegram', 'dilnoza', '5123456789'], { DATA_DIR: dataDir }),
    ).rejects.toThrow(/Another panel account/);
    expect(await main(['telegram', 'aziz', 'none'], { DATA_DIR: dataDir })).toMatch(/no Telegram/);
    expect(linkedTo(5_123_456_789)).toBeUndefined();
    for (const bad of [undefined, '0', '-3', '12abc', '99999999999999999']) {
      await expect(
        main(['telegram', 'aziz', bad as string], { DATA_DIR: dataDir }),
      ).rejects.toThrow(/positive integer or "none"/);
    }
    await expect(main(['telegram', 'nobody', '7'], { DATA_DIR: dataDir })).rejects.toThrow(
      /No account/,
    );
  });
});
