// Panel accounts (who may sign in to the panel; not the Telegram "admins"): found, checked,
// listed and changed. The first-start account is initialAccount.ts.
import { SqliteError, type Database } from 'better-sqlite3';
import { usernameKey } from '../../contract/accountRules.ts';
import type { Role } from '../../contract/roles.ts';
import { conflict } from '../errors.ts';
import { generatePassword, hashPassword, verifyPassword } from './passwords.ts';

export interface PanelAccount {
  id: number;
  username: string;
  passwordHash: string;
  /** A disabled account is refused at sign-in and on every request. */
  disabled: boolean;
  /** What it may do (contract/roles.ts), read on every request. */
  role: Role;
}

export interface Credentials {
  username: string;
  password: string;
}

interface AccountRow {
  id: number;
  username: string;
  password_hash: string;
  disabled: number;
  role: Role;
}

const toAccount = (row: AccountRow): PanelAccount => ({
  id: row.id,
  username: row.username,
  passwordHash: row.password_hash,
  disabled: row.disabled === 1,
  role: row.role,
});

const ACCOUNT_COLUMNS = 'id, username, password_hash, disabled, role';

/**
 * The account a name names, in any case or Unicode form: the account of that exact name, else the
 * one whose key (migration 018: the kept name lowercased) is the name's usernameKey
 * (contract/accountRules.ts), the form the sign-in's lock-out counts names in too. The exact name
 * first: a database from before 018 may hold names differing only by case, and each of those
 * accounts signs in by its own name.
 */
export function findAccountByUsername(db: Database, username: string): PanelAccount | undefined {
  const row = db
    .prepare<[string, string, string], AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM panel_accounts
        WHERE username = ? OR (username_key = ? AND username_case_duplicate = 0)
        ORDER BY username = ? DESC LIMIT 1`,
    )
    .get(username, usernameKey(username), username);
  return row && toAccount(row);
}

export function findAccountById(db: Database, id: number): PanelAccount | undefined {
  const row = db
    .prepare<[number], AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM panel_accounts WHERE id = ?`)
    .get(id);
  return row && toAccount(row);
}

export function countAccounts(db: Database): number {
  return db.prepare<[], number>('SELECT count(*) FROM panel_accounts').pluck().get() ?? 0;
}

export async function createAccount(
  db: Database,
  credentials: Credentials,
  role: Role = 'owner',
): Promise<PanelAccount> {
  const passwordHash = await hashPassword(credentials.password);
  const { id } = insertAccount(db, credentials.username, passwordHash, role);
  return { id, username: credentials.username, passwordHash, disabled: false, role };
}

/**
 * Replaces an account's password hash. Headers verified with the old password stop working at
 * once: the auth plugin compares the stored hash on every credential-cache hit.
 */
export async function setAccountPassword(
  db: Database,
  accountId: number,
  password: string,
): Promise<void> {
  updateAccountPasswordHash(db, accountId, await hashPassword(password));
}

/** The account when both the username and the password match, else undefined. */
export async function authenticate(
  db: Database,
  credentials: Credentials,
): Promise<PanelAccount | undefined> {
  const account = findAccountByUsername(db, credentials.username);
  // Hash even for an unknown username, so response time does not reveal which names exist.
  const ok = await verifyPassword(
    credentials.password,
    account?.passwordHash ?? (await dummyHash()),
  );
  return ok && account && !account.disabled ? account : undefined;
}

let dummyHashPromise: Promise<string> | undefined;
const dummyHash = () => (dummyHashPromise ??= hashPassword(generatePassword()));

/** What the panel lists of an account: never its hash. */
export interface PanelAccountSummary {
  id: number;
  username: string;
  disabled: boolean;
  role: Role;
  createdAt: string;
  /** The Telegram user who may sign in as this account from the Mini App (not a secret). */
  telegramUserId: number | null;
  /** The link was typed and its Telegram user has not proven it yet (server/auth/telegramLinks). */
  telegramLinkPending: boolean;
}

type SummaryRow = Omit<PanelAccountSummary, 'disabled' | 'telegramLinkPending'> & {
  disabled: number;
  telegramLinkPending: number;
};

const SUMMARY_SELECT = `SELECT id, username, disabled, role, created_at AS createdAt,
  telegram_user_id AS telegramUserId, telegram_link_pending AS telegramLinkPending
  FROM panel_accounts`;
const toSummary = (row: SummaryRow): PanelAccountSummary => ({
  ...row,
  disabled: row.disabled === 1,
  telegramLinkPending: row.telegramLinkPending === 1,
});

export function listAccounts(db: Database): PanelAccountSummary[] {
  return db
    .prepare<[], SummaryRow>(`${SUMMARY_SELECT} ORDER BY username LIMIT 1000`)
    .all()
    .map(toSummary);
}

export function findAccountSummary(db: Database, id: number): PanelAccountSummary | undefined {
  const row = db.prepare<[number], SummaryRow>(`${SUMMARY_SELECT} WHERE id = ?`).get(id);
  return row && toSummary(row);
}

/**
 * Sets one column of an account. 'last-owner' when that would leave no enabled owner: the
 * table's triggers refuse it, so no writer can lock the owners out.
 */
function updateAccount(
  db: Database,
  id: number,
  column: 'disabled' | 'role',
  value: number | string,
): 'done' | 'not-found' | 'last-owner' {
  try {
    const { changes } = db
      .prepare(`UPDATE panel_accounts SET ${column} = ? WHERE id = ?`)
      .run(value, id);
    return changes > 0 ? 'done' : 'not-found';
  } catch (error) {
    if (
      error instanceof Error &&
      /at least one enabled panel account|the last enabled owner/.test(error.message)
    ) {
      return 'last-owner';
    }
    throw error;
  }
}

/** Enables or disables an account ('last-owner': the last enabled owner stays enabled). */
export const setAccountDisabled = (db: Database, id: number, disabled: boolean) =>
  updateAccount(db, id, 'disabled', disabled ? 1 : 0);

/** Gives an account a role ('last-owner': the last enabled owner stays an owner). */
export const setAccountRole = (db: Database, id: number, role: Role) =>
  updateAccount(db, id, 'role', role);

/**
 * Adds an account whose password is already hashed (so that a route can audit the insert), its
 * name already normalized (contract/accountRules.ts); a name taken in any case is a 409.
 */
export function insertAccount(
  db: Database,
  username: string,
  passwordHash: string,
  role: Role,
): PanelAccountSummary {
  const createdAt = new Date().toISOString();
  let lastInsertRowid: number | bigint;
  try {
    ({ lastInsertRowid } = db
      .prepare(
        'INSERT INTO panel_accounts (username, password_hash, role, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(username, passwordHash, role, createdAt));
  } catch (error) {
    // The callers look the name up first; two adding the same name at once meet here.
    if (error instanceof SqliteError && error.code === 'SQLITE_CONSTRAINT_UNIQUE') {
      throw conflict('username: an account with this name already exists');
    }
    throw error;
  }
  return {
    id: Number(lastInsertRowid),
    username,
    disabled: false,
    role,
    createdAt,
    telegramUserId: null,
    telegramLinkPending: false,
  };
}

/** Replaces a hash; false when there is no such account. */
export function updateAccountPasswordHash(db: Database, id: number, passwordHash: string): boolean {
  return (
    db.prepare('UPDATE panel_accounts SET password_hash = ? WHERE id = ?').run(passwordHash, id)
      .changes > 0
  );
}
