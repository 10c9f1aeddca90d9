// The Humo sandbox's sign-ins, one row per phone, in SQLite so that they survive restarts the way
// the real helper service's sessions do.
import type { Database } from 'better-sqlite3';

/** CODE_SENT after newNumber, PASSWORD_REQUIRED after the code 22222, ACTIVE once signed in. */
export type SandboxStatus = 'CODE_SENT' | 'PASSWORD_REQUIRED' | 'ACTIVE';

export interface SandboxAccount {
  id: number;
  phone: string;
  status: SandboxStatus;
}

const COLUMNS = 'id, phone, status';

export function findSandboxAccount(db: Database, phone: string): SandboxAccount | undefined {
  return db
    .prepare<[string], SandboxAccount>(
      `SELECT ${COLUMNS} FROM humo_sandbox_accounts WHERE phone = ?`,
    )
    .get(phone);
}

/** Creates the phone's row or moves it to `status`. */
export function saveSandboxAccount(
  db: Database,
  phone: string,
  status: SandboxStatus,
  at: string,
): SandboxAccount {
  return db
    .prepare<[string, string, string, string], SandboxAccount>(
      `INSERT INTO humo_sandbox_accounts (phone, status, created_at, updated_at)
       VALUES (?, ?, ?, ?)
       ON CONFLICT (phone) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at
       RETURNING ${COLUMNS}`,
    )
    .get(phone, status, at, at) as SandboxAccount;
}

/** Signed-in accounts in the order they were first seen. */
export function listActiveSandboxAccounts(db: Database): SandboxAccount[] {
  return db
    .prepare<[], SandboxAccount>(
      `SELECT ${COLUMNS} FROM humo_sandbox_accounts WHERE status = 'ACTIVE' ORDER BY id`,
    )
    .all();
}

/** True when the phone had a row (signed in or half-way through signing in). */
export function deleteSandboxAccount(db: Database, phone: string): boolean {
  return db.prepare('DELETE FROM humo_sandbox_accounts WHERE phone = ?').run(phone).changes > 0;
}
