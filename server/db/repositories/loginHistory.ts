// Login history: one row per panel sign-in, as reported by the panel after it signs in.
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

// The panel renders every record as a card; beyond this many it is noise, not history.
export const LOGIN_HISTORY_LIMIT = 1000;

const COLUMNS = `id, username, user_agent AS userAgent, ip_address AS ipAddress,
  device_name AS deviceName, city, country, login_time AS loginTime`;

export function listLoginHistory(db: Database, limit = LOGIN_HISTORY_LIMIT): LoginRecord[] {
  return db
    .prepare<[number], LoginRecord>(
      `SELECT ${COLUMNS} FROM login_history ORDER BY login_time DESC, id DESC LIMIT ?`,
    )
    .all(limit);
}

export function insertLoginRecord(db: Database, record: NewLoginRecord): LoginRecord {
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
