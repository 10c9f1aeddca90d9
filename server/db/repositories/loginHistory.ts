// Login history: one row per panel sign-in, as reported by the panel after it signs in (once per
// password checked: routes/login-history), at most LOGIN_ROWS_PER_ACCOUNT per account; read a
// page at a time, newest first.
import type { Database } from 'better-sqlite3';

export interface LoginRecord {
  id: number;
  username: string;
  userAgent: string;
  ipAddress: string;
  deviceName: string;
  city: string;
  country: string;
  loginTime: string;
}

export type NewLoginRecord = Omit<LoginRecord, 'id'>;

/** A page of the history (newest first); the default is the newest 100. */
export interface HistoryPage {
  offset: number;
  limit: number;
}

const COLUMNS = `id, username, user_agent AS userAgent, ip_address AS ipAddress,
  device_name AS deviceName, city, country, login_time AS loginTime`;

export function listLoginHistory(
  db: Database,
  page: HistoryPage = { offset: 0, limit: 100 },
): LoginRecord[] {
  return db
    .prepare<[number, number], LoginRecord>(
      `SELECT ${COLUMNS} FROM login_history ORDER BY login_time DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(page.limit, page.offset);
}

export function countLoginHistory(db: Database): number {
  return db.prepare<[], number>('SELECT count(*) FROM login_history').pluck().get() as number;
}

/** The newest sign-ins kept per account: the history of a busy account stays bounded. */
export const LOGIN_ROWS_PER_ACCOUNT = 1000;

/** Adds a sign-in, forgetting the account's sign-ins beyond its newest LOGIN_ROWS_PER_ACCOUNT. */
export function insertLoginRecord(db: Database, record: NewLoginRecord): LoginRecord {
  return db.transaction(() => {
    const inserted = insertRow(db, record);
    db.prepare(
      `DELETE FROM login_history WHERE username = ? AND id NOT IN (
         SELECT id FROM login_history WHERE username = ?
          ORDER BY login_time DESC, id DESC LIMIT ?)`,
    ).run(record.username, record.username, LOGIN_ROWS_PER_ACCOUNT);
    return inserted;
  })();
}

function insertRow(db: Database, record: NewLoginRecord): LoginRecord {
  const inserted = db
    .prepare<[string, string, string, string, string, string, string], LoginRecord>(
      `INSERT INTO login_history
         (username, user_agent, ip_address, device_name, city, country, login_time)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       RETURNING ${COLUMNS}`,
    )
    .get(
      record.username,
      record.userAgent,
      record.ipAddress,
      record.deviceName,
      record.city,
      record.country,
      record.loginTime,
    );
  if (!inserted) throw new Error('INSERT ... RETURNING gave no row');
  return inserted;
}
