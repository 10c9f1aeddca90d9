// Betting platforms the bot tops up and withdraws on. The password is write-only: the back end
// signs in to the platform with it, so it is stored as given, but no read here returns it except
// readPlatformPassword, which is for server-side use and is never wired to a route.
import type { Database } from 'better-sqlite3';
import { FIRST_ROWS, PAGE_SQL, pageParams } from './rowPage.ts';
import type { RowPage } from './rowPage.ts';

import type { Currency } from '../../../contract/payments.ts';

/** What the list shows: no apiKey (copied from the detail on demand), no password. */
export interface PlatformSummary {
  id: number;
  name: string;
  currency: Currency;
  login: string;
  workplaceId: string;
}

export interface PlatformDetail extends PlatformSummary {
  apiKey: string;
}

export interface PlatformFields {
  name: string;
  currency: Currency;
  apiKey: string;
  login: string;
  workplaceId: string;
}

const SUMMARY_COLUMNS = 'id, name, currency, login, workplace_id AS workplaceId';
const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, api_key AS apiKey`;

export function listPlatforms(db: Database, page: RowPage = FIRST_ROWS): PlatformSummary[] {
  return db
    .prepare<[number, number], PlatformSummary>(
      `SELECT ${SUMMARY_COLUMNS} FROM platforms ORDER BY name, id ${PAGE_SQL}`,
    )
    .all(...pageParams(page));
}

export function findPlatform(db: Database, id: number): PlatformDetail | undefined {
  return db
    .prepare<[number], PlatformDetail>(`SELECT ${DETAIL_COLUMNS} FROM platforms WHERE id = ?`)
    .get(id);
}

/**
 * True when another platform (not `exceptId`) has this name in any letter case. Compared here
 * rather than only by the NOCASE index because SQLite folds ASCII letters only ("Мелбет").
 */
export function platformNameTaken(db: Database, name: string, exceptId = 0): boolean {
  const wanted = name.toLowerCase();
  return db
    .prepare<[number], string>('SELECT name FROM platforms WHERE id != ?')
    .pluck()
    .all(exceptId)
    .some((existing) => existing.toLowerCase() === wanted);
}

export function insertPlatform(
  db: Database,
  fields: PlatformFields & { password: string },
  createdAt: string,
): PlatformDetail {
  const row = db
    .prepare<[string, string, string, string, string, string, string], PlatformDetail>(
      `INSERT INTO platforms (name, currency, api_key, login, password, workplace_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING ${DETAIL_COLUMNS}`,
    )
    .get(
      fields.name,
      fields.currency,
      fields.apiKey,
      fields.login,
      fields.password,
      fields.workplaceId,
      createdAt,
    );
  if (!row) throw new Error('INSERT ... RETURNING gave no row');
  return row;
}

/** Replaces the fields; `password` undefined keeps the stored one. Undefined for an unknown id. */
export function updatePlatform(
  db: Database,
  id: number,
  fields: PlatformFields & { password?: string },
): PlatformDetail | undefined {
  return db
    .prepare<[string, string, string, string, string | null, string, number], PlatformDetail>(
      `UPDATE platforms
         SET name = ?, currency = ?, api_key = ?, login = ?, password = coalesce(?, password),
             workplace_id = ?
       WHERE id = ? RETURNING ${DETAIL_COLUMNS}`,
    )
    .get(
      fields.name,
      fields.currency,
      fields.apiKey,
      fields.login,
      fields.password ?? null,
      fields.workplaceId,
      id,
    );
}

/** True when a platform was deleted. */
export function deletePlatform(db: Database, id: number): boolean {
  return db.prepare('DELETE FROM platforms WHERE id = ?').run(id).changes > 0;
}

/** The stored password, for the back end's own sign-in to the platform. Never send it out. */
export function readPlatformPassword(db: Database, id: number): string | undefined {
  return db
    .prepare<[number], string>('SELECT password FROM platforms WHERE id = ?')
    .pluck()
    .get(id);
}
