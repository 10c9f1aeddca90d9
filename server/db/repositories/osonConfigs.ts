// Oson configs: the payment-provider accounts the cards belong to. Exactly one is primary whenever
// any exist: the first one becomes primary, set-primary moves the flag, the primary is never deleted.
import type { Database } from 'better-sqlite3';
import { FIRST_ROWS, PAGE_SQL, pageParams } from './rowPage.ts';
import type { RowPage } from './rowPage.ts';

export interface OsonConfigSummary {
  id: number;
  deviceName: string;
  phone: string;
  deviceId: string;
  apiUrl: string;
  primaryConfig: boolean;
}

/** The full record, password included: only the single-config answers carry it. */
export interface OsonConfig extends OsonConfigSummary {
  password: string;
}

export type OsonConfigFields = Omit<OsonConfig, 'id' | 'primaryConfig'>;

interface Row extends Omit<OsonConfig, 'primaryConfig'> {
  primaryConfig: number;
}

const COLUMNS = `id, device_name AS deviceName, phone, password, device_id AS deviceId,
  api_url AS apiUrl, primary_config AS primaryConfig`;

const toConfig = (row: Row): OsonConfig => ({ ...row, primaryConfig: row.primaryConfig === 1 });

const toSummary = ({ password: _password, ...summary }: OsonConfig): OsonConfigSummary => summary;

export function listOsonConfigs(db: Database, page: RowPage = FIRST_ROWS): OsonConfigSummary[] {
  return db
    .prepare<[number, number], Row>(`SELECT ${COLUMNS} FROM oson_configs ORDER BY id ${PAGE_SQL}`)
    .all(...pageParams(page))
    .map((row) => toSummary(toConfig(row)));
}

export function findOsonConfig(db: Database, id: number): OsonConfig | undefined {
  const row = db.prepare<[number], Row>(`SELECT ${COLUMNS} FROM oson_configs WHERE id = ?`).get(id);
  return row && toConfig(row);
}

/** True when another config (not `exceptId`) already uses this phone. */
export function osonPhoneTaken(db: Database, phone: string, exceptId = 0): boolean {
  return (
    db
      .prepare<[string, number], number>('SELECT 1 FROM oson_configs WHERE phone = ? AND id != ?')
      .pluck()
      .get(phone, exceptId) !== undefined
  );
}

/** Inserts a config; the first one ever stored becomes the primary. */
export function insertOsonConfig(
  db: Database,
  fields: OsonConfigFields,
  createdAt: string,
): OsonConfig {
  return db
    .transaction(() => {
      const row = db
        .prepare<[string, string, string, string, string, string], Row>(
          `INSERT INTO oson_configs
             (device_name, phone, password, device_id, api_url, primary_config, created_at)
           VALUES (?, ?, ?, ?, ?, NOT EXISTS (SELECT 1 FROM oson_configs), ?)
           RETURNING ${COLUMNS}`,
        )
        .get(
          fields.deviceName,
          fields.phone,
          fields.password,
          fields.deviceId,
          fields.apiUrl,
          createdAt,
        );
      if (!row) throw new Error('INSERT ... RETURNING gave no row');
      return toConfig(row);
    })
    .immediate();
}

/** Replaces the editable fields; the primary flag is left alone (only set-primary moves it). */
export function updateOsonConfig(
  db: Database,
  id: number,
  fields: OsonConfigFields,
): OsonConfig | undefined {
  const row = db
    .prepare<[string, string, string, string, string, number], Row>(
      `UPDATE oson_configs
         SET device_name = ?, phone = ?, password = ?, device_id = ?, api_url = ?
       WHERE id = ? RETURNING ${COLUMNS}`,
    )
    .get(fields.deviceName, fields.phone, fields.password, fields.deviceId, fields.apiUrl, id);
  return row && toConfig(row);
}

/** Makes `id` the only primary in one transaction; undefined (and no change) when it is unknown. */
export function setPrimaryOsonConfig(db: Database, id: number): OsonConfig | undefined {
  return db
    .transaction(() => {
      if (!findOsonConfig(db, id)) return undefined;
      // Two statements, clear then set: SQLite checks the one-primary index row by row, so a
      // single UPDATE could briefly hold two primaries and fail.
      db.prepare('UPDATE oson_configs SET primary_config = 0 WHERE primary_config = 1').run();
      db.prepare('UPDATE oson_configs SET primary_config = 1 WHERE id = ?').run(id);
      return findOsonConfig(db, id);
    })
    .immediate();
}

export function countCardsOfOsonConfig(db: Database, id: number): number {
  return (
    db
      .prepare<[number], number>('SELECT count(*) FROM admin_cards WHERE oson_config_id = ?')
      .pluck()
      .get(id) ?? 0
  );
}

export type DeleteOsonConfigResult =
  | { deleted: true }
  | { deleted: false; reason: 'not-found' }
  | { deleted: false; reason: 'primary' }
  | { deleted: false; reason: 'in-use'; cardCount: number };

/** Deletes a config unless it is the primary or cards still use it (the schema refuses both too). */
export function deleteOsonConfig(db: Database, id: number): DeleteOsonConfigResult {
  return db
    .transaction((): DeleteOsonConfigResult => {
      const config = findOsonConfig(db, id);
      if (!config) return { deleted: false, reason: 'not-found' };
      if (config.primaryConfig) return { deleted: false, reason: 'primary' };
      const cardCount = countCardsOfOsonConfig(db, id);
      if (cardCount > 0) return { deleted: false, reason: 'in-use', cardCount };
      db.prepare('DELETE FROM oson_configs WHERE id = ?').run(id);
      return { deleted: true };
    })
    .immediate();
}
