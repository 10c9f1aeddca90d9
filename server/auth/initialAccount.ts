// The first-start account: the one named by ADMIN_USERNAME/ADMIN_PASSWORD (ensured at every
// start), or, on an empty database without them, a generated demo account printed at the start
// and kept in DATA_DIR/demo-credentials.json (0600) so that later starts print it again. The demo
// account is marked (migration 020): it is offered a second step but not required to set one.
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { insertAuditEntry } from '../db/repositories/auditLog.ts';
import {
  countAccounts,
  createAccount,
  findAccountByUsername,
  setAccountPassword,
  type Credentials,
  type PanelAccount,
} from './accounts.ts';
import { generatePassword, verifyPassword } from './passwords.ts';
import { revokeTelegramAccess } from './revocation.ts';

export const DEMO_USERNAME = 'admin';

export const DEMO_CREDENTIALS_FILE = 'demo-credentials.json';

/** Whether the account is the generated demo account (migration 020). */
export function isDemoAccount(db: Database, accountId: number): boolean {
  return (
    db
      .prepare<[number], number>('SELECT demo FROM panel_accounts WHERE id = ?')
      .pluck()
      .get(accountId) === 1
  );
}

function markDemoAccount(db: Database, accountId: number, demo: boolean): void {
  db.prepare('UPDATE panel_accounts SET demo = ? WHERE id = ?').run(demo ? 1 : 0, accountId);
}

/**
 * ADMIN_USERNAME/ADMIN_PASSWORD changed an account's password, or added an account beside others,
 * at this start: in the audit log like any change to an account, by the server's start rather
 * than a person.
 */
const startActor = (account: PanelAccount) => ({
  accountId: account.id,
  username: account.username,
  ipAddress: 'server',
  userAgent: 'ADMIN_USERNAME/ADMIN_PASSWORD at start',
});

function recordStartChange(db: Database, account: PanelAccount, action: 'create' | 'update') {
  insertAuditEntry(
    db,
    startActor(account),
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
    // Named by the operator, it is no demo: the rules of SECOND_STEP_ROLES apply to it.
    if (existing) markDemoAccount(db, existing.id, false);
    if (!existing) {
      // The first account of an empty database is the set-up; another one made by a start (a new
      // ADMIN_USERNAME on a running deployment) is a new owner worth recording.
      const first = countAccounts(db) === 0;
      const created = await createAccount(db, { username: adminUsername, password: adminPassword });
      if (!first) recordStartChange(db, created, 'create');
    } else if (!(await verifyPassword(adminPassword, existing.passwordHash))) {
      await setAccountPassword(db, existing.id, adminPassword);
      recordStartChange(db, existing, 'update');
      // A password set by the operator: the answer to a stolen one, as an owner's reset is.
      revokeTelegramAccess(db, startActor(existing), existing.id, 'password_reset', Date.now());
    }
  } else if (countAccounts(db) === 0) {
    const demo = { username: DEMO_USERNAME, password: generatePassword() };
    markDemoAccount(db, (await createAccount(db, demo)).id, true);
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
  // A database made before migration 020: the account of the demo file is the demo account.
  markDemoAccount(db, account.id, true);
  return { username: saved.username, password: saved.password };
}
