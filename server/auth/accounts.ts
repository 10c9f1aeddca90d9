// Panel accounts (who may sign in to the panel; not the Telegram "admins") and the first-start
// account: the one named by ADMIN_USERNAME/ADMIN_PASSWORD, or a generated demo account.
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import type { Role } from '../../contract/roles.ts';
import { insertAuditEntry } from '../db/repositories/auditLog.ts';
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

export const DEMO_USERNAME = 'admin';

export const DEMO_CREDENTIALS_FILE = 'demo-credentials.json';

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

export function findAccountByUsername(db: Database, username: string): PanelAccount | undefined {
  const row = db
    .prepare<[string], AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM panel_accounts WHERE username = ?`,
    )
    .get(username);
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

/**
 * ADMIN_USERNAME/ADMIN_PASSWORD changed an account's password, or added an account beside others,
 * at this start: in the audit log like any change to an account, by the server's start rather
 * than a person.
 */
function recordStartChange(db: Database, account: PanelAccount, action: 'create' | 'update') {
  insertAuditEntry(
    db,
    {
      accountId: account.id,
      username: account.username,
      ipAddress: 'server',
      userAgent: 'ADMIN_USERNAME/ADMIN_PASSWORD at start',
    },
    {
      resource: 'panel-accounts',
      recordId: String(account.id),
      action,
      changes: [
        ...(action === 'create' ? [{ field: 'role', new: account.role }] : []),
        { field: 'password', changed: true },
      ],
    },
    new Date().toISOString(),
  );
}

let dummyHashPromise: Promise<string> | undefined;
const dummyHash = () => (dummyHashPromise ??= hashPassword(generatePassword()));

export interface InitialAccountOptions {
  dataDir: string;
  adminUsername?: string;
  adminPassword?: string;
}

/**
 * Makes sure someone can sign in. Returns the demo credentials to print, or null when there are
 * none to show (the operator chose the password, or the demo password no longer works).
 */
export async function ensureInitialAccount(
  db: Database,
  options: InitialAccountOptions,
): Promise<Credentials | null> {
  const { adminUsername, adminPassword, dataDir } = options;
  if (adminUsername !== undefined && adminPassword !== undefined) {
    const existing = findAccountByUsername(db, adminUsername);
    if (!existing) {
      // The first account of an empty database is the set-up; another one made by a start (a new
      // ADMIN_USERNAME on a running deployment) is a new owner worth recording.
      const first = countAccounts(db) === 0;
      const created = await createAccount(db, { username: adminUsername, password: adminPassword });
      if (!first) recordStartChange(db, created, 'create');
    } else if (!(await verifyPassword(adminPassword, existing.passwordHash))) {
      await setAccountPassword(db, existing.id, adminPassword);
      recordStartChange(db, existing, 'update');
    }
  } else if (countAccounts(db) === 0) {
    const demo = { username: DEMO_USERNAME, password: generatePassword() };
    await createAccount(db, demo);
    if (dataDir === ':memory:') return demo;
    // 0600: the file holds a working password. It lets every later start print it again.
    const file = path.join(dataDir, DEMO_CREDENTIALS_FILE);
    writeFileSync(file, JSON.stringify(demo, null, 2), { mode: 0o600 });
    chmodSync(file, 0o600); // the mode option only applies when the file is new
    return demo;
  }
  return dataDir === ':memory:' ? null : readStillValidDemoCredentials(db, dataDir);
}

async function readStillValidDemoCredentials(
  db: Database,
  dataDir: string,
): Promise<Credentials | null> {
  const file = path.join(dataDir, DEMO_CREDENTIALS_FILE);
  if (!existsSync(file)) return null;
  let saved: Partial<Credentials>;
  try {
    saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<Credentials>;
  } catch {
    return null;
  }
  if (typeof saved.username !== 'string' || typeof saved.password !== 'string') return null;
  const account = findAccountByUsername(db, saved.username);
  if (!account || !(await verifyPassword(saved.password, account.passwordHash))) return null;
  return { username: saved.username, password: saved.password };
}

/** What the panel lists of an account: never its hash. */
export interface PanelAccountSummary {
  id: number;
  username: string;
  disabled: boolean;
  role: Role;
  createdAt: string;
  /** The Telegram user who may sign in as this account from the Mini App (not a secret). */
  telegramUserId: number | null;
}

type SummaryRow = Omit<PanelAccountSummary, 'disabled'> & { disabled: number };

const SUMMARY_SELECT = `SELECT id, username, disabled, role, created_at AS createdAt,
  telegram_user_id AS telegramUserId FROM panel_accounts`;
const toSummary = (row: SummaryRow): PanelAccountSummary => ({
  ...row,
  disabled: row.disabled === 1,
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

/** Adds an account whose password is already hashed (so that a route can audit the insert). */
export function insertAccount(
  db: Database,
  username: string,
  passwordHash: string,
  role: Role,
): PanelAccountSummary {
  const createdAt = new Date().toISOString();
  const { lastInsertRowid } = db
    .prepare(
      'INSERT INTO panel_accounts (username, password_hash, role, created_at) VALUES (?, ?, ?, ?)',
    )
    .run(username, passwordHash, role, createdAt);
  return {
    id: Number(lastInsertRowid),
    username,
    disabled: false,
    role,
    createdAt,
    telegramUserId: null,
  };
}

/** Replaces a hash; false when there is no such account. */
export function updateAccountPasswordHash(db: Database, id: number, passwordHash: string): boolean {
  return (
    db.prepare('UPDATE panel_accounts SET password_hash = ? WHERE id = ?').run(passwordHash, id)
      .changes > 0
  );
}
